import { graphicDesign } from '../content/graphic-design';
import { ServicePage } from '../ServicePage';

export default function GraphicDesignPage() {
  return <ServicePage content={graphicDesign} />;
}
