import { internationalSeo } from '../service-pages/content/international-seo';
import { ServicePage } from '../service-pages/ServicePage';

export default function InternationalSeoPage() {
  return <ServicePage content={internationalSeo} />;
}
