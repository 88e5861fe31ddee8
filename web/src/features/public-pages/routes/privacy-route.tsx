import { LegalDocument } from '../components/legal-document';
import { PRIVACY_TEXTS } from '../texts';

export const PrivacyRoute = () => (
  <LegalDocument
    title={PRIVACY_TEXTS.pageTitle}
    intro={PRIVACY_TEXTS.intro}
    sections={PRIVACY_TEXTS.sections}
    contact={PRIVACY_TEXTS.contact}
  />
);
