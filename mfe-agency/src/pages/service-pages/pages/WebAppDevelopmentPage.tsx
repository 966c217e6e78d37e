import { webAppDevelopment } from '../content/web-app-development';
import { ServicePage } from '../ServicePage';

export default function WebAppDevelopmentPage() {
  return <ServicePage content={webAppDevelopment} />;
}
