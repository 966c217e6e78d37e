import { mobileAppDevelopment } from '../service-pages/content/mobile-app-development';
import { ServicePage } from '../service-pages/ServicePage';

export default function MobileAppDevelopmentPage() {
  return <ServicePage content={mobileAppDevelopment} />;
}
