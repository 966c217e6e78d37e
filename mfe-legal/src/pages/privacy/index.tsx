import { LegalDocumentPage } from '../LegalDocumentPage';
import { privacyPolicy } from './content';

export default function PrivacyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
