import { website24hrs } from '../service-pages/content/website-24hrs';
import { ServicePage } from '../service-pages/ServicePage';

export default function Website24hrsPage() {
  return <ServicePage content={website24hrs} />;
}
