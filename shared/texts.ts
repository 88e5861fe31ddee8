/** Product texts that both the API and the web app need, so they cannot disagree. */

export const TAGLINE = 'Preserving stories, one life at a time.';

export const AUTH_TEXTS = {
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: 'Not authenticated',
  adminOnly: 'Administrator access required',
  forgotPasswordSent: 'If an account exists for that email, a link to reset the password is on its way.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  commonPassword: 'This password is too common. Please choose a less guessable one.',
  tooManyAttempts: 'Too many attempts. Please wait a little and try again.',
  loggedOut: 'Logged out',
} as const;

export const PERMISSION_TEXTS = {
  'can-see-progress': {
    label: 'Share my progress',
    description: 'Administrators may see which parts of your journey you have completed.',
  },
  'can-see-transcripts': {
    label: 'Share my transcripts',
    description:
      'Administrators may view your transcripts for support and to improve Walt. Beta testers are asked to turn this on, but you may turn it off at any time.',
  },
  'contribute-to-world-story': {
    label: 'Contribute to the world story',
    description:
      'Your completed stories are shared with the community. Others can read your stories but never your source materials or transcripts.',
  },
} as const;

export const GENERIC_ERRORS = {
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found',
  payloadTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
} as const;

/** Interview texts (conversations, notes, paths, stories used by the call). */
export const CONVERSATION_TEXTS = {
  sessionRequired: 'sessionType or pathId is required',
  conversationNotFound: 'Conversation not found',
  pathNotFound: 'Path not found',
  noteNotFound: 'Note not found',
  storyNotFound: 'Story not found',
  transcriptsNotGranted: 'This user has not granted permission to view their conversations.',
  pathCompletionInProgress: 'Already in progress',
  writerReportSent: 'Writer report has been sent to your email!',
  noSummary: 'No summary available.',
  emptyMessage: '[Empty message]',
} as const;

/** Typed and spoken story entries (part B §2 "Speak and type story entry", §5). */
export const STORY_ENTRY_TEXTS = {
  typeTitle: 'Type a Story',
  addTitle: 'Add a Note',
  editTitle: 'Edit Note',
  writeSomething: 'Please write something before saving.',
  textEntryNotFound: 'Text entry not found',
  voiceMemoNotFound: 'Voice memo entry not found',
  confirmDeleteTextEntry: 'Are you sure you want to delete this note? This action cannot be undone.',
} as const;
