import { LegalDocumentPage } from '../LegalDocumentPage';
import { refundPolicy } from './content';

export default function RefundPolicyPage() {
  return <LegalDocumentPage document={refundPolicy} />;
}
