import { LegalDocument } from '../components/legal-document';
import { PRIVACY_TEXTS } from '../texts';

export const PrivacyRoute = () => <LegalDocument texts={PRIVACY_TEXTS} />;
