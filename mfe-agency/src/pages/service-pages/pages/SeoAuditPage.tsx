import { seoAudit } from '../content/seo-audit';
import { ServicePage } from '../ServicePage';

export default function SeoAuditPage() {
  return <ServicePage content={seoAudit} />;
}
