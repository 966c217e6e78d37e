import { internationalSeo } from '../content/international-seo';
import { ServicePage } from '../ServicePage';

export default function InternationalSeoPage() {
  return <ServicePage content={internationalSeo} />;
}
