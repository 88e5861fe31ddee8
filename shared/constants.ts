/** Business constants of spec part A §9 and part B §9, shared by the API and the web app. */

// Part A §9
export const MIN_PASSWORD_LENGTH = 8;
/** Upper bound from ARCHITECTURE §3 (OWASP ASVS): long enough for passphrases, short enough to hash safely. */
export const MAX_PASSWORD_LENGTH = 128;
export const MIN_USER_AGE = 13;
export const AUDIO_METER_BARS = 22;
export const AUDIO_METER_BAR_WIDTH_PX = 4;
export const AUDIO_METER_FULL_SCALE = 128;
export const ANALYSER_FFT_SIZE = 256;
export const BACKGROUND_DEFAULT_RETRIES = 3;
export const BACKGROUND_SHORT_RETRIES = 1;
export const QUESTION_CARD_COOLDOWN_MS = 10_000;
export const HANG_UP_DELAY_MS = 1_000;
export const CALL_TIMER_TICK_MS = 1_000;
export const CLOCK_HOURS_THRESHOLD_S = 3_600;
export const NOTE_HIGHLIGHT_MS = 5_000;
export const TYPING_MS_PER_CHAR = 40;
export const NOTES_PANEL_WIDTH = '20rem';

/** The four guided conversation sections, in their fixed order (part A §2). */
export const SESSION_TYPES = [
  'gettingToKnowYou',
  'discoveringShape',
  'exploringCore',
  'contextAndDetails',
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
/** The sections' titles (part A §2 "Story path sections"). */
export const SESSION_TITLES: Record<SessionType, string> = {
  gettingToKnowYou: 'Getting to know you',
  discoveringShape: "Discovering your story's shape",
  exploringCore: 'Exploring your core story',
  contextAndDetails: 'Context and details',
};

// Part B §9
export const RESEARCH_POLL_MS = 5_000;
export const ARTEFACT_JOB_POLL_MS = 2_000;
export const ARTEFACT_REFETCH_DELAY_MS = 1_000;
/** How often the browser asks whether a long memo's queued transcription is done (issue 24). */
export const TRANSCRIPTION_POLL_MS = 1_000;
export const COPIED_INDICATOR_MS = 2_000;
export const RESEARCH_PREVIEW_CHARS = 300;
export const RESEARCH_PREVIEW_LINES = 3;
export const CONVERSATION_PREVIEW_MESSAGES = 2;
export const DASHBOARD_CONVERSATION_STEPS = 4;
export const RECORDING_MIME_TYPE = 'audio/webm';
export const RECORDING_FILE_NAME = 'audio.webm';
/** Admin users list: 50 a page (part B §9); the dashboard asks for up to 1000 to count them. */
export const ADMIN_USERS_PAGE_SIZE = 50;
export const ADMIN_USERS_MAX_LIMIT = 1000;
/** The users list's filters (part B §2 "Admin users list"), applied on the server. */
export const USER_ROLE_FILTERS = ['all', 'admins', 'users'] as const;
export type UserRoleFilter = (typeof USER_ROLE_FILTERS)[number];
export const USER_TRANSCRIPT_FILTERS = ['all', 'public', 'private'] as const;
export type UserTranscriptFilter = (typeof USER_TRANSCRIPT_FILTERS)[number];
export const ADMIN_ARTEFACTS_DEFAULT_PAGE = 1;
export const ADMIN_ARTEFACTS_DEFAULT_LIMIT = 50;
export const ADMIN_DASHBOARD_USER_LIMIT = 1_000;
export const EXIT_CRITERIA_PREVIEW_CHARS = 50;
export const INSTRUCTIONS_ROWS = 12;
export const INSTRUCTIONS_EXPANDED_MIN_HEIGHT = 200;
export const CONTENT_SCOPES = ['current', 'all'] as const;
export const ARTEFACT_LENGTHS = ['short', 'medium', 'long'] as const;
export const STEP_TYPES = ['interview', 'research', 'generateFormat', 'addNotes'] as const;
export const STEP_TYPE_LABELS: Record<(typeof STEP_TYPES)[number], string> = {
  interview: 'Interview with Walt',
  research: 'Research',
  generateFormat: 'Generate Format',
  addNotes: 'Add Notes',
};
export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const PROGRESS_STATES = ['completed', 'inProgress', 'unstarted', 'disabled'] as const;
export const ADMIN_SIDEBAR_WIDTH_PX = 200;
export const TYPEWRITER_SPEECH_MS = 20;
export const TYPEWRITER_GREETING_MS = 40;
/** Voice memo upload bounds (issue 10): larger or longer recordings are refused with 413. */
export const MAX_RECORDING_BYTES = 25 * 1024 * 1024;
/**
 * A recording larger than this goes to storage through a presigned upload (`POST /api/stories/transcribe-uploads`)
 * rather than in the request: API Gateway and Lambda accept about 6 MB a request, less once base64-encoded.
 */
export const DIRECT_RECORDING_MAX_BYTES = 4 * 1024 * 1024;
/** Where presigned uploads wait until a request takes them up; a lifecycle rule removes them after a day. */
export const PENDING_UPLOADS_PREFIX = 'pending/';
export const MAX_RECORDING_SECONDS = 600;
/** Lifetime of a recording's playback URL. */
export const RECORDING_URL_SECONDS = 900;

/** Privacy permission keys (part B §3) with the defaults the settings screens start from. */
export const PERMISSION_KEYS = [
  'can-see-progress',
  'can-see-transcripts',
  'contribute-to-world-story',
  /** Issue 26: the narrator's voice from calls is kept (off until they turn it on). */
  'keepCallRecordings',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export const DEFAULT_PERMISSIONS: Record<PermissionKey, boolean> = {
  'can-see-progress': true,
  'can-see-transcripts': true,
  'contribute-to-world-story': false,
  keepCallRecordings: false,
};

/**
 * Per-user storage caps (ASVS storage limits; the environment may lower or raise them, functions/lib/config.ts
 * `storageCaps`). Mailbox uploads count while they are kept (a day): twice the largest file, so a failed upload
 * can be sent again. Recordings count until their voice memo, story or account is deleted: 1 GB is about 40
 * of the longest recordings, and hundreds of hours of ordinary ones.
 */
export const MBOX_STORAGE_MAX_BYTES = 4 * 1024 ** 3;
export const RECORDING_STORAGE_MAX_BYTES = 1024 ** 3;

/** The family circle (issue 25): how long an invitation link lives, and how large a circle grows. */
export const FAMILY_INVITATION_DAYS = 14;
export const FAMILY_MAX_MEMBERS = 20;
export const FAMILY_MAX_PENDING_INVITATIONS = 20;
/** Who a relative's contribution is credited to once their account is gone. */
export const FORMER_RELATIVE_NAME = 'a relative';

/**
 * Call recordings (issue 26): the browser records the narrator's microphone during a call in segments of this
 * length, each a whole WebM file uploaded through the memo upload path, so an abrupt end loses at most one.
 */
export const CALL_RECORDING_SEGMENT_MS = 30_000;
/** A call's segments at most (MAX_CALL_SECONDS of the longest call, in segments, with room to spare). */
export const MAX_CALL_RECORDING_SEGMENTS = 1_000;
/** A listen link's token: random bytes, base64url (unguessable; 256 bits). */
export const LISTEN_TOKEN_BYTES = 32;
/** How long the audio address a listen page receives stays good (a stopped link's page fails at once). */
export const LISTEN_AUDIO_URL_SECONDS = 600;
/** Listen pages one address may open per minute (public, so rate-limited). */
export const LISTEN_REQUESTS_PER_MINUTE = 30;
/** "Download everything" (issue 26): the zip and its link last a day. */
export const EXPORT_LINK_SECONDS = 24 * 3600;
/** Exports one narrator may start per day. */
export const EXPORTS_PER_DAY = 5;
