import { webDesign } from '../service-pages/content/web-design';
import { ServicePage } from '../service-pages/ServicePage';

export default function WebDesignPage() {
  return <ServicePage content={webDesign} />;
}
