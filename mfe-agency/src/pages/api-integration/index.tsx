import { apiIntegration } from '../service-pages/content/api-integration';
import { ServicePage } from '../service-pages/ServicePage';

export default function ApiIntegrationPage() {
  return <ServicePage content={apiIntegration} />;
}
