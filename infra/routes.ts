import type { QueueName } from '#functions/lib/ports/queue.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import {
  admin,
  ai,
  audioChat,
  auth,
  conversations,
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
}

const SCRYPT_MEMORY_MB = 512;

export const routes: Route[] = [
  {
    endpoint: auth.register,
    handler: 'api/auth/register.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
  },
  {
    endpoint: auth.login,
    handler: 'api/auth/login.ts',
    access: { table: 'readWrite' },
    memoryMb: SCRYPT_MEMORY_MB,
  },
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
      [stories.getStory, 'stories/get-story'],
      [stories.updateStory, 'stories/update-story'],
      [stories.deleteStory, 'stories/delete-story'],
      [stories.completePath, 'stories/complete-path'],
      [stories.updateTextEntry, 'stories/update-text-entry'],
      [stories.deleteTextEntry, 'stories/delete-text-entry'],
      [admin.getConversation, 'admin/get-conversation'],
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
];

/** Logical id of a route's function: `auth.forgotPassword` → `AuthForgotPassword`. */
export const functionId = (route: Route): string =>
  route.endpoint.name
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
