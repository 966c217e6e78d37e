import { restApiConstruction } from '../service-pages/content/rest-api-construction';
import { ServicePage } from '../service-pages/ServicePage';

export default function RestApiConstructionPage() {
  return <ServicePage content={restApiConstruction} />;
}
