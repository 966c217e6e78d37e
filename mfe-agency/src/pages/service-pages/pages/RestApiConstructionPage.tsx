import { restApiConstruction } from '../content/rest-api-construction';
import { ServicePage } from '../ServicePage';

export default function RestApiConstructionPage() {
  return <ServicePage content={restApiConstruction} />;
}
