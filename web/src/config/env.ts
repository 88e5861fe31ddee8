const DEFAULT_CONTACT_EMAIL = 'hello@walt.example';

/** Build-time configuration of the web app, read once. */
export const env = {
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL?.trim() || DEFAULT_CONTACT_EMAIL,
} as const;
