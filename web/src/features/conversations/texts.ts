import { CONVERSATION_TEXTS as SHARED } from '#shared/texts.ts';

/** Conversation detail texts (part A §2, part B §2 "Conversation detail"). */
export const CONVERSATION_TEXTS = {
  heading: (date: string) => `Conversation from ${date}`,
  typeBadge: (type: string) =>
    type === 'interview' ? 'Audio Interview' : type === 'chat' ? 'Text Chat' : type,
  backToArchive: 'Back to Archive',
  backToUserDetail: 'Back to User Detail',
  backToAdminUsers: 'Back to Admin Users',
  summaryTab: 'Summary',
  messagesTab: 'Messages',
  rawTab: 'Raw Transcript',
  noSummary: SHARED.noSummary,
  you: 'You',
  walt: 'Walt',
  emptyMessage: SHARED.emptyMessage,
  sendWriterReport: 'Send Writer Report',
  sending: 'Sending...',
  reportSent: SHARED.writerReportSent,
  reportFailed: 'Failed to send writer report. Please try again later.',
  loadFailed: 'Failed to load conversation',
  noConsent: SHARED.transcriptsNotGranted,
  loading: 'Loading conversation...',
} as const;
