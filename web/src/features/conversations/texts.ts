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
  noSummary: 'No summary available.',
  you: 'You',
  walt: 'Walt',
  emptyMessage: '[Empty message]',
  sendWriterReport: 'Send Writer Report',
  sending: 'Sending...',
  reportSent: 'Writer report has been sent to your email!',
  reportFailed: 'Failed to send writer report. Please try again later.',
  loadFailed: 'Failed to load conversation',
  noConsent: 'This user has not granted permission to view their conversations.',
  loading: 'Loading conversation...',
} as const;
