import { LegalDocument } from '../components/legal-document';
import { TERMS_TEXTS } from '../texts';

export const TermsRoute = () => <LegalDocument texts={TERMS_TEXTS} />;
