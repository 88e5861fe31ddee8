/** Product texts that both the API and the web app need, so they cannot disagree. */

export const TAGLINE = 'Preserving stories, one life at a time.';

// Texts that two groups below share: one literal, referenced by name (which also keeps each group
// tree-shakable in the Lambda bundles).
const NOT_AUTHENTICATED = 'Not authenticated';
const ADMIN_ONLY = 'Administrator access required';

/**
 * Errors any endpoint may answer (the HTTP wrapper's own, and the defaults of the error classes in
 * functions/lib/errors.ts).
 */
export const GENERIC_ERRORS = {
  internal: 'Something went wrong on our side. Please try again.',
  notFound: 'Not found',
  payloadTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  notAuthenticated: NOT_AUTHENTICATED,
  forbidden: 'Forbidden',
  adminOnly: ADMIN_ONLY,
  /** A state-changing request sent from another site's page (CSRF). */
  crossSite: 'Requests from other sites are not accepted.',
  /** A JSON endpoint's body sent with another Content-Type (as a cross-site form would). */
  notJson: 'Please send the body as JSON (Content-Type: application/json).',
  /** A request part (`body`, `path`, `query`) the schema refused without naming a field. */
  invalidPart: (part: string) => `Invalid ${part}`,
  /** A field the request left out. */
  fieldRequired: (field: string) => `${field} is required`,
  /** A field's value the schema refused, when its message does not name the field itself. */
  fieldInvalid: (field: string, message: string) => `${field}: ${message}`,
} as const;

export const AUTH_TEXTS = {
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  invalidCredentials: 'Invalid email or password',
  notAuthenticated: NOT_AUTHENTICATED,
  adminOnly: ADMIN_ONLY,
  forgotPasswordSent: 'If an account exists for that email, a link to reset the password is on its way.',
  invalidResetToken: 'This reset link is invalid or has expired. Please request a new one.',
  commonPassword: 'This password is too common. Please choose a less guessable one.',
  tooManyAttempts: 'Too many attempts. Please wait a little and try again.',
  loggedOut: 'Logged out',
} as const;

/** Errors of the account records themselves (kept apart from AUTH_TEXTS so the wrapper does not carry them). */
export const ACCOUNT_TEXTS = {
  userNotFound: 'User not found',
  /** The admin command's answer for an address no account uses. */
  noAccountFor: (email: string) => `No account uses ${email}`,
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

/** Conflicts and limits of conversations and their transcripts, answered as 409 or 400. */
export const CONVERSATION_ERRORS = {
  starting: 'The conversation is being started elsewhere. Please try again.',
  questionIdRange: (count: number) => `questionId must be between 1 and ${count}`,
  messageIdTooLong: (index: number, max: number) => `messages.${index}.id must be at most ${max} characters`,
  messageTooLong: (index: number, max: number) =>
    `messages.${index}.content must be at most ${max} characters`,
} as const;

/** Conflicts of stories and their entries, answered as 409. */
export const STORY_ERRORS = {
  notSaved: 'The story could not be saved. Please try again.',
  entryIdTaken: 'An entry with this id already exists',
} as const;

/** What an HTTP caller is told when Walt's AI service fails (the details stay in the logs). */
export const AI_TEXTS = {
  unavailable: "Walt's AI service is unavailable right now. Please try again in a moment.",
  failed: "Walt's AI service could not handle this request.",
} as const;

/** Why no voice session is minted for one of the caller's conversations (409). */
export const VOICE_SESSION_ERRORS = {
  ended: 'This conversation has ended. Please start a new one to talk with Walt again.',
} as const;

/** A paid AI call refused by a daily quota (429, Retry-After until the next UTC day). */
export const QUOTA_TEXTS = {
  caller: "You have reached today's limit for Walt. Please come back later; nothing you have shared is lost.",
  deployment: "Walt has reached today's limit. Please come back later; nothing you have shared is lost.",
} as const;

/**
 * Why one AI request failed, by the AI adapters; a research report that fails shows it to the narrator.
 * `what` names the request ("research report"), `status` the provider's HTTP status.
 */
export const AI_FAILURE_TEXTS = {
  notConfigured: 'No OpenAI key is configured and no offline interviewer is installed',
  unavailable: (what: string, status: number | undefined) =>
    `The AI service is unavailable for ${what} (${status ?? 'no connection'}).`,
  refused: (what: string, status: number | undefined) => `The AI service refused ${what} (${status}).`,
  unreachable: (what: string) => `The AI service could not be reached for ${what}.`,
  declined: (what: string) => `The model declined ${what}.`,
  noAnswer: (what: string) => `The model returned no answer for ${what}.`,
  notJson: (what: string) => `The model's answer for ${what} was not valid JSON.`,
  wrongShape: (what: string, field: string) =>
    `The model's answer for ${what} did not match the expected shape (${field}).`,
  cutShort: (what: string) => `The model's answer for ${what} was cut short.`,
  noTranscript: 'The transcription answer did not contain any text.',
  noClientSecret: 'The voice session answer did not contain a client secret.',
} as const;

/** Background jobs (research reports and the like): why one failed, as the narrator reads it. */
export const JOB_TEXTS = {
  unreadable: 'The job could not be read.',
  reportDeleted: 'The research report was deleted.',
  researchFailed: 'Research failed unexpectedly.',
} as const;

/** A job the dead-letter worker fails: SQS gave up on it. */
export const DEAD_LETTER_TEXT = 'We could not finish this after several tries. Please try again.';
