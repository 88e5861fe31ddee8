import { CONNECT_ACCOUNTS_TEXTS, GMAIL_TEXTS } from '#shared/texts.ts';

/** The texts the spec fixes (shared/texts.ts), used as they are. */
export { CONNECT_ACCOUNTS_TEXTS, GMAIL_TEXTS };

const emails = (count: number) => (count === 1 ? '1 email' : `${count} emails`);

/** /app/connect-accounts (spec part B §2 "Connect accounts"): the web's own wording around the spec's. */
export const CONNECT_PAGE_TEXTS = {
  title: 'Connect your accounts',
  intro:
    'Link the accounts where your life already leaves traces, and Walt can draw on them for your biography.',
  gmailText:
    'Share the emails you exchanged with close friends and partners, and Walt adds their depth to your story.',
  gmailAction: 'Set up Gmail',
  instagramText: 'Bring in the photos and moments you shared on Instagram.',
  comingSoonLabel: 'Coming Soon: Instagram',
} as const;

/** /app/instagram-integration: the Coming Soon page. */
export const INSTAGRAM_PAGE_TEXTS = {
  title: 'Instagram',
  body: 'Linking your Instagram account is not available yet. We are working on it, so please come back soon.',
} as const;

/** /app/gmail-integration (spec part B §2 "Link Personal Data"): the web's own wording around the spec's. */
export const GMAIL_PAGE_TEXTS = {
  intro:
    'Sharing your communication with close friends and partners adds depth to your story. Walt reads the emails you exchanged with one person and keeps only short summaries and the biographical details they reveal, never the emails themselves.',
  checking: 'Checking your Gmail connection...',
  linkedAs: (email: string) => `Linked to ${email}`,
  connectIntro: 'Walt asks Google for read-only access to your mail. You can unlink it at any time.',
  // Processing with a contact (§2, §4, §5)
  contactTitle: 'Process emails with a contact',
  contactLabel: "Contact's email address",
  contactHelp: 'Walt summarises every email you exchanged with this person.',
  confirmProcessTitle: 'Process emails?',
  confirmProcessAction: 'Process emails',
  confirmUnlinkTitle: 'Unlink Gmail?',
  confirmDeleteTitle: 'Delete all email summaries?',
  cancel: 'Cancel',
  close: 'Close',
  progressLabel: 'Email processing progress',
  uploadLabel: 'Mailbox upload progress',
  starting: (contact: string) => `Looking for emails with ${contact}...`,
  found: (total: number) => `Found ${emails(total)}`,
  processing: (processed: number, total: number) => `Processing ${processed} of ${emails(total)}`,
  uploading: (fileName: string) => `Uploading ${fileName}`,
  percent: (value: number) => `${value}%`,
  // The mailbox import (beyond the spec)
  mboxTitle: 'Import a mailbox file',
  mboxIntro:
    'No Gmail link needed: Google Takeout and most mail programs can export your mail as an .mbox file. Choose the file here and Walt processes the emails you exchanged with the contact above, the same way.',
  mboxLabel: 'Mailbox file (.mbox)',
  mboxImport: 'Import and process mailbox',
  mboxFileRequired: 'Please choose a mailbox file (.mbox).',
  uploadFailed: 'Failed to upload the mailbox file. Please try again.',
  // Insights (§3)
  insightsLoading: 'Loading email insights...',
  from: (sender: string) => `From ${sender}`,
  noSubject: '(no subject)',
  categories: 'Categories',
  aboutYou: 'About you',
  aboutCorrespondent: 'About the correspondent',
  // Extracted facts
  factsTitle: 'Biographical facts',
  factsUser: 'About you',
  factsCorrespondents: 'About your correspondents',
} as const;
