import { domesticSeo } from '../service-pages/content/domestic-seo';
import { ServicePage } from '../service-pages/ServicePage';

export default function DomesticSeoPage() {
  return <ServicePage content={domesticSeo} />;
}
