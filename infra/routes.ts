import type { QueueName } from '#functions/lib/ports/queue.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import {
  account,
  admin,
  ai,
  artefacts,
  audioChat,
  auth,
  conversations,
  formats,
  gmail,
  journeys,
  notes,
  paths,
  profile,
  research,
  stories,
} from '#shared/contract/index.ts';

/** What a function may touch; CDK turns each entry into an IAM grant plus the env var that names it. */
export interface Access {
  table: 'read' | 'readWrite';
  queues?: QueueName[];
  /** Secrets beyond the session signing key, which every HTTP function reads. */
  secrets?: ('openai' | 'google')[];
  blobs?: 'read' | 'readWrite';
  mail?: boolean;
  /** KMS encrypt/decrypt for sealed secrets such as Gmail refresh tokens. */
  kms?: boolean;
}

/** One row per endpoint: the contract entry, the handler file (under functions/) and its access. */
export interface Route {
  endpoint: Endpoint;
  handler: string;
  access: Access;
  /** Seconds; the default suits plain reads and writes. */
  timeoutSeconds?: number;
  memoryMb?: number;
  /** Instances that may run at once: caps the CPU a flood of password checks (scrypt) can burn. */
  reservedConcurrency?: number;
}

/**
 * Gmail (issue 13). Only the functions that talk to Google read its client secret; only those that seal or
 * open a refresh token get the KMS grant. The two NDJSON endpoints (`endpoint.stream`) are Lambda function
 * URLs in RESPONSE_STREAM mode behind their own CloudFront behaviour, since HTTP APIs cannot stream.
 */
const GOOGLE: Access = { table: 'readWrite', secrets: ['google'], kms: true };
const GMAIL_STREAM_SECONDS = 900;
const gmailRoutes: Route[] = [
  { endpoint: gmail.status, handler: 'api/gmail/status.ts', access: { table: 'readWrite' } },
  { endpoint: gmail.authUrl, handler: 'api/gmail/auth-url.ts', access: { table: 'readWrite', kms: true } },
  { endpoint: gmail.callback, handler: 'api/gmail/callback.ts', access: GOOGLE },
  { endpoint: gmail.revoke, handler: 'api/gmail/revoke.ts', access: { table: 'readWrite', kms: true } },
  { endpoint: gmail.disconnect, handler: 'api/gmail/disconnect.ts', access: { table: 'readWrite' } },
  {
    endpoint: gmail.processWithContact,
    handler: 'api/gmail/process-with-contact.ts',
    access: { ...GOOGLE, queues: ['gmail'] },
    timeoutSeconds: GMAIL_STREAM_SECONDS,
  },
  { endpoint: gmail.insights, handler: 'api/gmail/insights.ts', access: { table: 'readWrite' } },
  {
    endpoint: gmail.extractBiographicalFacts,
    handler: 'api/gmail/extract-biographical-facts.ts',
    access: { table: 'readWrite', secrets: ['openai'] },
    timeoutSeconds: 60,
  },
  { endpoint: gmail.deleteInsights, handler: 'api/gmail/delete-insights.ts', access: { table: 'readWrite' } },
  {
    endpoint: gmail.createMboxUpload,
    handler: 'api/gmail/create-mbox-upload.ts',
    access: { table: 'readWrite', blobs: 'readWrite' },
  },
  {
    endpoint: gmail.processMbox,
    handler: 'api/gmail/process-mbox.ts',
    access: { table: 'readWrite', blobs: 'read', queues: ['gmail'] },
    timeoutSeconds: GMAIL_STREAM_SECONDS,
  },
];

const SCRYPT_MEMORY_MB = 512;
/** Each scrypt endpoint's reserved concurrency: 5 × 10 of the account's default 1,000. */
export const SCRYPT_CONCURRENCY = 10;

export const routes: Route[] = [
  {
    endpoint: auth.register,
    handler: 'api/auth/register.ts',
    access: { table: 'readWrite', mail: true },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
  },
  {
    endpoint: auth.login,
    handler: 'api/auth/login.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
  },
  { endpoint: auth.loginTwoFactor, handler: 'api/auth/login-two-factor.ts', access: { table: 'readWrite' } },
  { endpoint: auth.status, handler: 'api/auth/status.ts', access: { table: 'readWrite' } },
  { endpoint: auth.logout, handler: 'api/auth/logout.ts', access: { table: 'readWrite' } },
  {
    endpoint: auth.forgotPassword,
    handler: 'api/auth/forgot-password.ts',
    access: { table: 'readWrite', mail: true },
  },
  {
    endpoint: auth.resetPassword,
    handler: 'api/auth/reset-password.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
  },
  { endpoint: auth.verifyEmail, handler: 'api/auth/verify-email.ts', access: { table: 'readWrite' } },
  {
    endpoint: auth.resendVerification,
    handler: 'api/auth/resend-verification.ts',
    access: { table: 'readWrite', mail: true },
  },
  {
    endpoint: account.changePassword,
    handler: 'api/account/change-password.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
  },
  {
    endpoint: account.deleteAccount,
    handler: 'api/account/delete-account.ts',
    access: { table: 'readWrite', blobs: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
    timeoutSeconds: 60,
  },
  // Two-factor sign-in: setup and disable check the password again (scrypt); enable checks a code only.
  {
    endpoint: account.setupTwoFactor,
    handler: 'api/account/setup-two-factor.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
  },
  {
    endpoint: account.enableTwoFactor,
    handler: 'api/account/enable-two-factor.ts',
    access: { table: 'readWrite' },
  },
  {
    endpoint: account.disableTwoFactor,
    handler: 'api/account/disable-two-factor.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
    reservedConcurrency: SCRYPT_CONCURRENCY,
  },
  { endpoint: profile.getProfile, handler: 'api/profile/get-profile.ts', access: { table: 'readWrite' } },
  {
    endpoint: profile.updatePermissions,
    handler: 'api/profile/update-permissions.ts',
    access: { table: 'readWrite' },
  },
  // Interviews: conversations, notes, paths and the stories the call uses (issue 4, part 1)
  ...(
    [
      [conversations.startConversation, 'conversations/start-conversation'],
      [conversations.listConversations, 'conversations/list-conversations'],
      [conversations.getConversation, 'conversations/get-conversation'],
      [conversations.deleteConversation, 'conversations/delete-conversation'],
      [conversations.completeConversation, 'conversations/complete-conversation'],
      [conversations.trackQuestion, 'conversations/track-question'],
      [notes.listNotes, 'notes/list-notes'],
      [notes.getNote, 'notes/get-note'],
      [notes.createNote, 'notes/create-note'],
      [notes.updateNote, 'notes/update-note'],
      [notes.deleteNote, 'notes/delete-note'],
      [paths.listPaths, 'paths/list-paths'],
      [paths.getPath, 'paths/get-path'],
      [paths.createPath, 'paths/create-path'],
      [paths.updatePath, 'paths/update-path'],
      [paths.deletePath, 'paths/delete-path'],
      [paths.duplicatePath, 'paths/duplicate-path'],
      [stories.listStories, 'stories/list-stories'],
      [stories.createStory, 'stories/create-story'],
      [stories.updateStory, 'stories/update-story'],
      [stories.completePath, 'stories/complete-path'],
      [stories.updateTextEntry, 'stories/update-text-entry'],
      [stories.deleteTextEntry, 'stories/delete-text-entry'],
      [admin.getConversation, 'admin/get-conversation'],
      [admin.listUsers, 'admin/list-users'],
      [admin.getUser, 'admin/get-user'],
      [admin.updateUser, 'admin/update-user'],
      [admin.setUserAdmin, 'admin/set-user-admin'],
      [admin.getUserProgress, 'admin/get-user-progress'],
      [admin.listUserStories, 'admin/list-user-stories'],
      [admin.listUserConversations, 'admin/list-user-conversations'],
      [admin.listAudit, 'admin/list-audit'],
    ] as const
  ).map(
    ([endpoint, file]): Route => ({ endpoint, handler: `api/${file}.ts`, access: { table: 'readWrite' } }),
  ),
  {
    endpoint: conversations.saveConversation,
    handler: 'api/conversations/save-conversation.ts',
    access: { table: 'readWrite', secrets: ['openai'] },
    timeoutSeconds: 60,
  },
  {
    endpoint: conversations.sendWriterReport,
    handler: 'api/conversations/send-writer-report.ts',
    access: { table: 'readWrite', mail: true },
  },
  {
    endpoint: admin.getUserStory,
    handler: 'api/admin/get-user-story.ts',
    // Signs the short-lived playback URLs of the voice memos' recordings, as the owner's story page does.
    access: { table: 'readWrite', blobs: 'read' },
  },
  {
    // Deletes the user's files too (account/delete-user.ts).
    endpoint: admin.deleteUser,
    handler: 'api/admin/delete-user.ts',
    access: { table: 'readWrite', blobs: 'readWrite' },
    timeoutSeconds: 60,
  },
  {
    endpoint: admin.sendWriterReport,
    handler: 'api/admin/send-writer-report.ts',
    access: { table: 'readWrite', mail: true },
  },
  // Walt's AI and research (issue 4, part 2)
  {
    endpoint: audioChat.createSession,
    handler: 'api/audio-chat/create-session.ts',
    access: { table: 'readWrite', secrets: ['openai'] },
    timeoutSeconds: 30,
  },
  {
    endpoint: ai.analyzeForNotes,
    handler: 'api/ai/analyze-for-notes.ts',
    access: { table: 'readWrite', secrets: ['openai'] },
    timeoutSeconds: 30,
  },
  {
    endpoint: ai.analyzeForQuestionCard,
    handler: 'api/ai/analyze-for-question-card.ts',
    access: { table: 'readWrite', secrets: ['openai'] },
    timeoutSeconds: 30,
  },
  {
    endpoint: ai.analyzeForResearch,
    handler: 'api/ai/analyze-for-research.ts',
    access: { table: 'readWrite', secrets: ['openai'], queues: ['research'] },
    timeoutSeconds: 60,
  },
  { endpoint: research.listReports, handler: 'api/research/list-reports.ts', access: { table: 'readWrite' } },
  { endpoint: research.getReport, handler: 'api/research/get-report.ts', access: { table: 'readWrite' } },
  {
    endpoint: research.createReport,
    handler: 'api/research/create-report.ts',
    access: { table: 'readWrite', queues: ['research'] },
  },
  {
    endpoint: research.updateReport,
    handler: 'api/research/update-report.ts',
    access: { table: 'readWrite' },
  },
  {
    endpoint: research.deleteReport,
    handler: 'api/research/delete-report.ts',
    access: { table: 'readWrite' },
  },
  // Stories: the story page's read, voice memos and their kept recordings, transcripts, research (issue 10)
  {
    endpoint: stories.getStory,
    handler: 'api/stories/get-story.ts',
    // Signs the short-lived playback URLs of the voice memos' recordings.
    access: { table: 'readWrite', blobs: 'read' },
  },
  {
    endpoint: stories.deleteStory,
    handler: 'api/stories/delete-story.ts',
    access: { table: 'readWrite', blobs: 'readWrite' },
    timeoutSeconds: 60,
  },
  {
    endpoint: stories.transcribe,
    handler: 'api/stories/transcribe.ts',
    access: { table: 'readWrite', secrets: ['openai'], blobs: 'readWrite' },
    timeoutSeconds: 60,
    memoryMb: 512,
  },
  {
    endpoint: stories.createVoiceMemoEntry,
    handler: 'api/stories/create-voice-memo-entry.ts',
    access: { table: 'readWrite', blobs: 'read' },
  },
  {
    endpoint: stories.updateVoiceMemoEntry,
    handler: 'api/stories/update-voice-memo-entry.ts',
    access: { table: 'readWrite' },
  },
  {
    endpoint: stories.deleteVoiceMemoEntry,
    handler: 'api/stories/delete-voice-memo-entry.ts',
    access: { table: 'readWrite', blobs: 'readWrite' },
  },
  {
    endpoint: stories.deleteTranscriptEntry,
    handler: 'api/stories/delete-transcript-entry.ts',
    access: { table: 'readWrite' },
    timeoutSeconds: 30,
  },
  {
    endpoint: stories.researchStory,
    handler: 'api/stories/research-story.ts',
    access: { table: 'readWrite', secrets: ['openai'], queues: ['research'] },
    timeoutSeconds: 60,
  },
  // Journeys and story steps (issue 10)
  ...(
    [
      [journeys.listJourneys, 'journeys/list-journeys'],
      [journeys.listFeaturedJourneys, 'journeys/list-featured-journeys'],
      [journeys.createJourney, 'journeys/create-journey'],
      [journeys.getJourney, 'journeys/get-journey'],
      [journeys.updateJourney, 'journeys/update-journey'],
      [journeys.deleteJourney, 'journeys/delete-journey'],
      [journeys.setFeatured, 'journeys/set-featured'],
      [journeys.setComingSoon, 'journeys/set-coming-soon'],
      [journeys.reorderFeatured, 'journeys/reorder-featured'],
      [journeys.listSteps, 'journeys/list-steps'],
      [journeys.createStep, 'journeys/create-step'],
      [journeys.updateStep, 'journeys/update-step'],
      [journeys.deleteStep, 'journeys/delete-step'],
      [journeys.reorderSteps, 'journeys/reorder-steps'],
      [stories.listStepCompletions, 'stories/list-step-completions'],
      [stories.completeStep, 'stories/complete-step'],
      [stories.getStepFormatUrl, 'stories/get-step-format-url'],
    ] as const
  ).map(
    ([endpoint, file]): Route => ({ endpoint, handler: `api/${file}.ts`, access: { table: 'readWrite' } }),
  ),
  // Formats and artefacts (issue 11)
  ...(
    [
      [formats.listFormats, 'formats/list-formats'],
      [formats.createFormat, 'formats/create-format'],
      [formats.getAdminFormat, 'formats/get-admin-format'],
      [formats.updateFormat, 'formats/update-format'],
      [formats.deleteFormat, 'formats/delete-format'],
      [formats.getFormat, 'formats/get-format'],
      [artefacts.getJob, 'artefacts/get-job'],
      [artefacts.listStoryArtefacts, 'artefacts/list-story-artefacts'],
      [artefacts.listStoryFormats, 'artefacts/list-story-formats'],
      [artefacts.getArtefact, 'artefacts/get-artefact'],
      [artefacts.adminListArtefacts, 'artefacts/admin-list-artefacts'],
      [artefacts.adminGetArtefact, 'artefacts/admin-get-artefact'],
    ] as const
  ).map(
    ([endpoint, file]): Route => ({ endpoint, handler: `api/${file}.ts`, access: { table: 'readWrite' } }),
  ),
  {
    endpoint: artefacts.generateArtefact,
    handler: 'api/artefacts/generate-artefact.ts',
    access: { table: 'readWrite', queues: ['artefacts'] },
  },
  {
    endpoint: artefacts.adminGenerateArtefact,
    handler: 'api/artefacts/admin-generate-artefact.ts',
    access: { table: 'readWrite', queues: ['artefacts'] },
  },
  ...gmailRoutes,
];

/** Logical id of a route's function: `auth.forgotPassword` → `AuthForgotPassword`. */
export const functionId = (route: Route): string =>
  route.endpoint.name
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
