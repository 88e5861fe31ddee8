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
/** A path with a broken percent escape ("%E0%A4%A"): it names nothing, and says so (the local runtime's router). */
export const MALFORMED_PATH = 'The address is not valid: it has a broken percent escape.';

export const GENERIC_ERRORS = {
  internal: 'Something went wrong on our side. Please try again.',
  /** An invocation about to run out of its time: nothing was lost, the request may be sent again. */
  timedOut: 'This is taking longer than it should. Please try again in a moment.',
  notFound: 'Not found',
  payloadTooLarge: 'Request body is too large',
  invalidJson: 'Request body is not valid JSON',
  notAuthenticated: NOT_AUTHENTICATED,
  forbidden: 'Forbidden',
  adminOnly: ADMIN_ONLY,
  /** An administrator without two-factor sign-in, on any admin route (issue 23, M7). */
  adminNeedsTwoFactor: 'Turn on two-factor sign-in to use the admin area.',
  /** A state-changing request sent from another site's page (CSRF). */
  crossSite: 'Requests from other sites are not accepted.',
  /** A JSON endpoint's body sent with another Content-Type (as a cross-site form would). */
  notJson: 'Please send the body as JSON (Content-Type: application/json).',
  /** An upload endpoint's body sent with another Content-Type. */
  notMultipart: 'Please send the upload as multipart/form-data.',
  invalidMultipart: 'The upload could not be read as multipart/form-data.',
  /** A request part (`body`, `path`, `query`) the schema refused without naming a field. */
  invalidPart: (part: string) => `Invalid ${part}`,
  /** A field the request left out. */
  fieldRequired: (field: string) => `${field} is required`,
  /** A field's value the schema refused, when its message does not name the field itself. */
  fieldInvalid: (field: string, message: string) => `${field}: ${message}`,
  /** A list's `?limit=` outside 1..max, or a `?cursor=` that no page gave. */
  invalidLimit: (max: number) => `limit must be a whole number from 1 to ${max}`,
  invalidCursor: 'cursor is not one this list gave',
  /** A text over its size limit (counted in UTF-8 bytes, what DynamoDB counts): answered 413. */
  fieldTooLarge: (field: string, limitBytes: number) =>
    `${field} is too long: at most ${limitBytes / 1000} KB of text. Please shorten it or split it in two.`,
} as const;

export const AUTH_TEXTS = {
  /** A reset link used on an account with two-factor sign-in on, without a code (issue 23, M5). */
  resetCodeRequired:
    'Enter the 6-digit code from your authenticator app, or a recovery code, to reset your password.',
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

/** The admin users screens' server answers (part B §2 "Admin user detail", §6). */
export const ADMIN_USER_TEXTS = {
  userNotFound: 'User not found',
  storyNotFound: 'Story not found',
  progressNotGranted: 'This user has not granted permission to view their progress.',
  conversationsNotGranted: 'This user has not granted permission to view their conversations.',
  storiesNotGranted: 'This user has not granted permission to view their stories.',
  ownRights: 'You cannot revoke your own admin rights.',
  lastAdmin: 'The last administrator cannot be revoked: make another user an administrator first.',
  ownAccount: 'You cannot delete your own account from the admin screens.',
  rightsBusy: 'Admin rights were being changed at the same moment. Please try again.',
  nameRequired: 'name is required',
} as const;

/** Errors of the account records themselves (kept apart from AUTH_TEXTS so the wrapper does not carry them). */
export const ACCOUNT_TEXTS = {
  userNotFound: 'User not found',
  /** The admin command's answer for an address no account uses. */
  noAccountFor: (email: string) => `No account uses ${email}`,
  /** A display name that could carry a link or markup into Walt's mail (issue 23, M8). */
  nameNotAllowed:
    'Your name cannot contain web addresses, email addresses, angle brackets or control characters.',
} as const;

/** Email verification and the mail that waits for it (issue 14). */
export const EMAIL_TEXTS = {
  verified: 'Thank you: your email address is verified.',
  invalidVerificationToken: 'This verification link is invalid or has expired. Please ask for a new one.',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'A new verification link is on its way to your inbox.',
  /** A mail Walt would send (a writer report) while the address is not verified yet. */
  notVerified:
    'Please verify your email address first: Walt sends email only to a verified address. Open the link we emailed you, or ask for a new one.',
  writerReportLimit: (perDay: number) =>
    `You can send up to ${perDay} writer reports a day. Please try again tomorrow.`,
} as const;

/** Account controls on the profile: change password, delete my account (issue 14). */
export const ACCOUNT_CONTROL_TEXTS = {
  wrongPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. You have been signed out everywhere else.',
  accountDeleted:
    'Your account is closed. Everything in it is being deleted and will be gone within minutes.',
} as const;

/** Two-factor sign-in with an authenticator app (issue 14, ASVS 6.3.3): the server's answers. */
export const TWO_FACTOR_TEXTS = {
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notStarted: 'Start again: choose Turn on and enter your password.',
  notOn: 'Two-factor sign-in is not on.',
  codeRequired: 'Enter the 6-digit code or a recovery code.',
  tooManyAttempts: 'Too many codes tried. Please wait a few minutes and try again.',
  turnedOff: 'Two-factor sign-in is off.',
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
  keepCallRecordings: {
    label: 'Keep recordings of my voice from calls',
    description:
      'Walt keeps a recording of your voice from each call, so your family can hear you tell your stories. Only you can share it.',
  },
} as const;

/** Call recordings and listen links (issue 26). */
export const VOICE_TEXTS = {
  recordingOn: 'Your voice is being recorded',
  recordingOff: 'Your voice is not recorded',
  play: 'Play',
  pause: 'Pause',
  playLabel: (preview: string) => `Play your voice: ${preview}`,
  recordingsOff: 'Keeping recordings of your voice is turned off.',
  segmentNotFound: 'Recording segment not found',
  deleteCallRecordings: 'Delete my call recordings',
  confirmDeleteCallRecordings:
    'Delete every recording of your voice from your calls? The transcripts stay. This cannot be undone.',
  callRecordingsDeleted: 'Your call recordings are deleted.',
  deleteCallRecordingsFailed: 'Failed to delete your call recordings',
  makeVoiceLinks: 'Make voice links',
  stopVoiceLinks: 'Stop voice links',
  voiceLinksStopped:
    'Voice links stopped. Anyone opening them now sees that the recording is no longer shared.',
  voiceLinksFailed: 'Failed to update voice links',
  listen: 'Listen',
  listenLabel: (paragraph: number) => `Listen to paragraph ${paragraph + 1} in the narrator's voice`,
  noVoicedParagraphs: 'No paragraph of this keepsake has a recording yet.',
  noLongerShared: 'This recording is no longer shared.',
  listenTitle: (name: string) => `${name}, in their own words`,
  listenFrom: (title: string) => `From “${title}”`,
  listenTooMany: 'Too many listens from here. Please wait a minute and try again.',
  scanToListen: 'Scan to listen',
} as const;

/** "Download everything" on /profile (issue 26). */
export const EXPORT_TEXTS = {
  title: 'Download everything',
  description:
    'Everything you made with Walt in one zip file: stories, keepsakes, transcripts, notes, your memory, email insights and recordings.',
  start: 'Download everything',
  preparing: 'Preparing your download…',
  progress: (percent: number) => `${percent}% ready`,
  ready: 'Your download is ready. The link works for 24 hours.',
  download: 'Download zip',
  failed: 'Failed to prepare your download. Please try again.',
  notFound: 'Export not found',
  expired: 'This download has expired. Please start a new one.',
  tooMany: 'You have started several downloads today. Please try again tomorrow.',
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
  recordSomething: 'Please record or write something before saving.',
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
  noteIdTaken: 'A note with this id already exists',
  transcriptEntryNotFound: 'Transcript entry not found',
  noTranscripts: 'No transcripts available to research. Please complete some interview steps first.',
  noResearchTopics: 'No research topics found in the transcripts.',
  recordingTooLarge: 'This recording is too long to keep: recordings can be at most 25 MB and 10 minutes.',
  recordingNotAudio: 'Please send an audio recording (audio/webm).',
  recordingMissing: 'Please attach the recording as a file named "audio".',
  recordingNotFound: 'Recording not found',
  recordingUploadNotFound:
    'This upload was not found: it has expired or was already transcribed. Please record again.',
  transcriptionNotFound: 'Transcription not found',
  transcriptionFailed: 'The recording could not be transcribed. Please try again.',
} as const;

/** Journeys, their steps and their use by stories (part B §3, §4, §5). */
export const JOURNEY_TEXTS = {
  journeyNotFound: 'Journey not found',
  stepNotFound: 'Step not found',
  stepNameRequired: 'Step name is required',
  comingSoon: 'This journey is coming soon and cannot be started yet.',
  pathTwice: 'A path can be added to a journey only once.',
  formatTwice: 'A format can be added to a journey only once.',
  stepLocked: 'Complete previous steps to unlock',
  stepOrderMismatch: 'stepIds must list every step of the journey exactly once.',
  featuredOrderMismatch: 'journeyIds must list featured journeys only, each once.',
  notFormatStep: 'This step does not generate a format.',
  stepNotConfigured: 'This interview step is not properly configured',
} as const;

/** What an HTTP caller is told when Walt's AI service fails (the details stay in the logs). */
export const AI_TEXTS = {
  unavailable: "Walt's AI service is unavailable right now. Please try again in a moment.",
  failed: "Walt's AI service could not handle this request.",
} as const;

/** Why no voice session is minted for one of the caller's conversations (409). */
export const VOICE_SESSION_ERRORS = {
  ended: 'This conversation has ended. Please start a new one to talk with Walt again.',
  /** A voice call refused because the narrator's minutes of calls today are used up (issue 23). */
  callMinutes: (minutes: number) =>
    `You have talked with Walt for ${minutes} minutes today, the most for one day. You can type your story now, or call again tomorrow; nothing you have shared is lost.`,
} as const;

/** Registration's own refusals, apart from AUTH_TEXTS so only the register function carries them. */
export const REGISTRATION_TEXTS = {
  tooMany: 'Too many accounts have been created from your network recently. Please try again later.',
} as const;

/** A paid AI call refused by a daily quota (429, Retry-After until the next UTC day). */
export const QUOTA_TEXTS = {
  caller: "You have reached today's limit for Walt. Please come back later; nothing you have shared is lost.",
  deployment: "Walt has reached today's limit. Please come back later; nothing you have shared is lost.",
  unverified:
    "You have used today's allowance for accounts whose email is not verified yet. Verify your email (the link is in the email Walt sent you) to go on; nothing you have shared is lost.",
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
  /** Work that finished after its account was deleted (nothing of it is kept; db/owner-guard.ts). */
  ownerDeleted: 'The account was deleted before this work finished.',
  researchFailed: 'Research failed unexpectedly.',
  /** A call's summary that could not be queued (the extractive summary is kept instead). */
  summaryUnqueued: 'The summary could not be queued.',
} as const;

/** A job the dead-letter worker fails: SQS gave up on it. */
export const DEAD_LETTER_TEXT = 'We could not finish this after several tries. Please try again.';

/** Formats and the artefacts made with them (part B §2, §3, §5, §8; issue 11). */
export const FORMAT_TEXTS = {
  formatNotFound: 'Format not found',
  /** The admin format editor shows the technical instructions read-only under this heading. */
  technicalInstructionsLabel: 'Technical instructions (added automatically)',
} as const;

/** The admin artefact list, for a user who has not granted can-see-transcripts (issue 23, M1). */
export const ADMIN_ARTEFACT_TEXTS = {
  withheld: 'Not shown: this user has not granted permission to view their material.',
} as const;

export const ARTEFACT_TEXTS = {
  artefactNotFound: 'Artefact not found',
  jobNotFound: 'Generation job not found',
  /** Part B §5: generation needs at least one text, voice memo or transcript entry. */
  noContent: 'Add content and context to unlock this section.',
  storyDeleted: 'The story was deleted before this piece could be written.',
  formatDeleted: 'The format was deleted before this piece could be written.',
  /** The model answered twice in a shape Walt could not use. */
  malformed: 'Walt could not put this piece together in the expected shape. Please try again.',
  failed: 'Walt could not write this piece. Please try again.',
  /** The offline provider's honest label, first line of what it composes. */
  offlineLabel:
    '_Composed offline from your own words: selected and arranged from what you said and wrote, with nothing added._',
  /** The offline composer with nothing of the narrator's to copy yet. */
  offlineNothingYet:
    'There is not enough of your own words yet to compose this piece. Talk with Walt or add a note, then try again.',
  /** The title of a whole-life piece the offline composer writes. */
  untitled: 'In my own words',
} as const;

/**
 * The technical instructions appended server-side to every format's creative instructions (part B §3
 * "Artefact generation output"); the admin format editor shows them read-only.
 */
export const ARTEFACT_TECHNICAL_INSTRUCTIONS = `Technical instructions (always apply, whatever the creative instructions say):
- Return JSON with "name" (a title for the piece), "content" (the piece itself, in Markdown, paragraphs separated by a blank line) and "metadata" with "theme" (one word), "tone" (one word) and "length" ("short", "medium" or "long").
- The material comes in labelled parts. The narrator's words (what they said to Walt, the entries they typed or spoke, their own notes and what their emails say about them) are the only source of facts about their life. Walt's questions are context only: they show what the narrator was answering and are never facts. Weave facts from any research reports into the narrative as background only, always attributed ("Records of the time show …"), and never state them as something the narrator did, saw or felt: research is not the narrator's life.
- "What Walt's memory holds" lists the facts with their status. A value marked superseded was corrected by the narrator: never use it. A confirmed value is the right one and wins over any other. For a fact that is not settled, never state one of its values alone: write both ("in one year or the other", naming both), or leave it out. When the narrator corrects themselves, use only the corrected value.
- Use only facts found in the narrator's words. Every name and every year you write must appear in the material. Never invent names, dates, places, events, feelings or quotations in the narrator's life; where something is not known, leave it out rather than guess.
- Keep the narrator's own phrases where you can: their way of saying things is part of the keepsake.`;

/** Gmail linking and email insights (spec part B §2 "Link Personal Data", §4, §5, §8). */
export const GMAIL_TEXTS = {
  heading: 'Link Personal Data',
  panelConnected: 'Gmail account connected',
  panelNotConnected: 'Connect Gmail account',
  connect: 'Connect Gmail',
  unlink: 'Unlink Gmail',
  changeAccount: 'Change Account',
  contactPlaceholder: "Enter contact's email address",
  process: 'Process Emails with Contact',
  cancel: 'Cancel Processing',
  insightsHeading: 'Email Insights',
  loadMore: 'Load More',
  extract: 'Extract biographical facts from my emails',
  deleteAll: 'Delete all email summaries',
  connected: 'Gmail connected successfully!',
  connectFailed: 'Failed to connect Gmail. Please try again.',
  processFailed: 'Failed to process emails with contact. Please try again.',
  insightsFailed: 'Failed to fetch email insights. Please try again.',
  extractFailed: 'Failed to extract biographical facts. Please try again.',
  deleteFailed: 'Failed to delete email summaries. Please try again.',
  unlinkFailed: 'Failed to unlink Gmail. Please try again.',
  emailRequired: 'Please enter an email address.',
  processed: (count: number, contact: string) => `Processed ${count} emails with ${contact}`,
  deleted: 'All email summaries deleted.',
  unlinked: 'Gmail account unlinked successfully.',
  cancelled: 'Email processing cancelled. Any processed emails have been saved.',
  confirmProcess: (contact: string) =>
    `Are you sure you want to process all emails with ${contact}? This will analyze your email history with this contact.`,
  confirmDelete: 'Are you sure you want to delete all your email summaries? This cannot be undone.',
  confirmUnlink:
    'Are you sure you want to unlink your Gmail account? This will remove the connection but keep your existing email insights.',
  /** Server answers beyond the spec. */
  notConfigured: 'Gmail is not configured here. You can still import a mailbox export (.mbox).',
  notConnected: 'Gmail is not connected. Please connect your Gmail account first.',
  accessEnded:
    'Walt can no longer read this Gmail account (its access was removed at Google). Please connect Gmail again.',
  alreadyProcessing: 'Emails are already being processed. Please wait for that to finish or cancel it.',
  noInsights: 'There are no email summaries yet. Process emails with a contact first.',
  mboxTooLarge: (limitGiB: number) => `This mailbox file is too large: at most ${limitGiB} GB.`,
  mboxNotFound: 'This mailbox upload was not found or has expired. Please upload the file again.',
  runStalled: (processed: number, total: number) =>
    `Reading the emails stalled after ${processed} of ${total}. Please try again later: the emails already read are kept.`,
  mboxNotUploaded: 'The mailbox file has not finished uploading. Please upload it again.',
  mboxUnreadable: 'This file does not look like a mailbox export (.mbox).',
} as const;

/** Connected accounts (spec part B §2 "Connect accounts"). */
export const CONNECT_ACCOUNTS_TEXTS = {
  gmail: 'Gmail',
  instagram: 'Instagram',
  comingSoon: 'Coming Soon',
  goBack: 'Go Back',
} as const;

/** Walt's memory of the narrator's life (issue 21). */
export const MEMORY_TEXTS = {
  factNotFound: 'Fact not found',
  conflictNotFound: 'Conflict not found',
} as const;

/** "Your sessions" and the admin's session and two-factor controls (issue 23, M6): the server's answers. */
export const SESSION_TEXTS = {
  unknownDevice: 'Unknown device',
  browserOn: (browser: string, system: string) => `${browser} on ${system}`,
  notFound: 'Session not found',
  ended: 'The session has ended.',
  /** An administrator ended a user's sessions. */
  endedForUser: (count: number) => `Ended ${count} ${count === 1 ? 'session' : 'sessions'}.`,
  /** An administrator reset a user's two-factor sign-in. */
  twoFactorReset: 'Two-factor sign-in is off for this user. They have been told by email.',
  twoFactorNotOnForUser: 'This user has not turned on two-factor sign-in.',
  ownTwoFactor: 'Turn your own two-factor sign-in off from your profile, with a code from your app.',
  /** Renewing recovery codes needs the password or a current code. */
  proofRequired: 'Enter your password or a 6-digit code from your authenticator app.',
} as const;

/** A narrator's storage is full (per-user storage caps): 413 with one of these, and nothing is stored. */
export const STORAGE_TEXTS = {
  mboxStorageFull: (limitGiB: number) =>
    `Your mailbox uploads of the last day already take up to ${limitGiB} GB, the most Walt keeps for you. Please process or wait for the earlier files to expire (a day after upload), then try again.`,
  recordingStorageFull: (limitGiB: number) =>
    `Your kept recordings have reached ${limitGiB} GB, the most Walt keeps for you. Delete some voice memos to record more.`,
  mboxUploadBusy: 'Another mailbox upload is being prepared. Please try again in a moment.',
} as const;

/** The family circle (issue 25): invitations, members, what is shared and the relatives' memories. */
export const FAMILY_TEXTS = {
  title: 'Your family circle',
  sharedTitle: 'Shared with you',
  invitationEmailSubject: (narrator: string) => `${narrator} has invited you to Walt`,
  invitationEmailBody: (narrator: string) => `${narrator} has invited you to read their life story on Walt.`,
  /**
   * The invitation mail's subject and first line when the narrator's stored name fails today's display-name
   * rule (a name kept from before it): the mail then quotes no name at all (issue 23, M8).
   */
  invitationEmailSubjectUnnamed: 'You have been invited to Walt',
  invitationEmailBodyUnnamed: 'A Walt narrator has invited you to read their life story on Walt.',
  invalidInvitation: (narrator: string) =>
    `This invitation is no longer valid. Ask ${narrator} to send a new one.`,
  /** Stands for the narrator's name when the link names no invitation at all. */
  unknownInviter: 'the person who invited you',
  ownInvitation: 'This is your own invitation: send the link to the relative you invited.',
  alreadyMember: 'This person is already in your family circle.',
  alreadyInvited: 'An invitation to this address is already waiting.',
  inviteSelf: 'You cannot invite yourself.',
  tooManyMembers: (max: number) => `Your family circle is full: at most ${max} members.`,
  tooManyInvitations: (max: number) => `At most ${max} invitations can wait at once. Cancel one first.`,
  invitationNotFound: 'Invitation not found',
  memberNotFound: 'Member not found',
  circleNotFound: 'Family circle not found',
  storyNotFound: 'Story not found',
  contributionNotFound: 'Contribution not found',
  verifyToInviteMore: (perDay: number) =>
    `Until your email address is verified you can send ${perDay} invitations a day. Open the link we emailed you to send more.`,
  readersCannotContribute: 'Only contributors can add memories to this story.',
  contributionSettled: 'This memory has already been answered.',
  shareToggle: 'Share with my family circle',
  addMemory: 'Add a memory',
  addedMemory: (name: string, relationship: string) => `${name} (${relationship}) added a memory`,
  accept: 'Add to my story',
  decline: 'Not now',
  addedBy: (name: string, relationship?: string) =>
    relationship ? `Added by ${name}, ${relationship}` : `Added by ${name}`,
  remembersDifferently: (name: string, value: string) => `${name} remembers it differently: ${value}`,
  remembers: (name: string) => `${name} remembers`,
  remove: 'Remove',
  cancel: 'Cancel',
  leave: 'Leave this circle',
  roles: { reader: 'Reader', contributor: 'Contributor' },
} as const;
