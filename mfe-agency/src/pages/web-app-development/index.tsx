import { webAppDevelopment } from '../service-pages/content/web-app-development';
import { ServicePage } from '../service-pages/ServicePage';

export default function WebAppDevelopmentPage() {
  return <ServicePage content={webAppDevelopment} />;
}
