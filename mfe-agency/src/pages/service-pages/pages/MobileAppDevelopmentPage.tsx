import { mobileAppDevelopment } from '../content/mobile-app-development';
import { ServicePage } from '../ServicePage';

export default function MobileAppDevelopmentPage() {
  return <ServicePage content={mobileAppDevelopment} />;
}
