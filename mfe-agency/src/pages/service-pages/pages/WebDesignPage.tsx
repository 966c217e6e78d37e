import { webDesign } from '../content/web-design';
import { ServicePage } from '../ServicePage';

export default function WebDesignPage() {
  return <ServicePage content={webDesign} />;
}
