import { website24hrs } from '../content/website-24hrs';
import { ServicePage } from '../ServicePage';

export default function Website24hrsPage() {
  return <ServicePage content={website24hrs} />;
}
