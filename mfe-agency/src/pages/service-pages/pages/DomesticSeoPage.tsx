import { domesticSeo } from '../content/domestic-seo';
import { ServicePage } from '../ServicePage';

export default function DomesticSeoPage() {
  return <ServicePage content={domesticSeo} />;
}
