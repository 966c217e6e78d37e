import { graphicDesign } from '../service-pages/content/graphic-design';
import { ServicePage } from '../service-pages/ServicePage';

export default function GraphicDesignPage() {
  return <ServicePage content={graphicDesign} />;
}
