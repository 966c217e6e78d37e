import { seoAudit } from '../service-pages/content/seo-audit';
import { ServicePage } from '../service-pages/ServicePage';

export default function SeoAuditPage() {
  return <ServicePage content={seoAudit} />;
}
