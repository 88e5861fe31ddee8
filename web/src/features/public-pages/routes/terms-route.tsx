import { LegalDocument } from '../components/legal-document';
import { TERMS_TEXTS } from '../texts';

export const TermsRoute = () => (
  <LegalDocument
    title={TERMS_TEXTS.pageTitle}
    intro={TERMS_TEXTS.intro}
    sections={TERMS_TEXTS.sections}
    contact={TERMS_TEXTS.contact}
  />
);
