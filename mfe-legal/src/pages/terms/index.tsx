import { LegalDocumentPage } from '../LegalDocumentPage';
import { termsOfService } from './content';

export default function TermsPage() {
  return <LegalDocumentPage document={termsOfService} />;
}
