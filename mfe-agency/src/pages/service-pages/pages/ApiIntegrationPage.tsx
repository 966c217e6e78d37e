import { apiIntegration } from '../content/api-integration';
import { ServicePage } from '../ServicePage';

export default function ApiIntegrationPage() {
  return <ServicePage content={apiIntegration} />;
}
