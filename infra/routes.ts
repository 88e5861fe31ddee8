import type { QueueName } from '#functions/lib/ports/queue.ts';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { allEndpoints, contract } from '#shared/contract/index.ts';
import * as routeGroups from '#shared/contract/routes/index.ts';

/**
 * The longest an API Gateway route's Lambda may run: the HTTP API (and CloudFront before it) gives up at 30 s,
 * so a longer Lambda would run on after the user got the edge's 503/504. The wrapper answers its own 503 with
 * Retry-After just before this. Streamed routes (function URLs) are not bound by it.
 */
export const HTTP_MAX_TIMEOUT_SECONDS = 29;
/** What a function may touch; CDK turns each entry into an IAM grant plus the env var that names it. */
export interface Access {
  table: 'read' | 'readWrite';
  queues?: QueueName[];
  /** Secrets beyond the session signing key, which every HTTP function reads; `totp` seals two-factor secrets. */
  secrets?: ('openai' | 'google' | 'totp')[];
  blobs?: 'read' | 'readWrite';
  mail?: boolean;
  /** KMS encrypt/decrypt for sealed secrets such as Gmail refresh tokens. */
  kms?: boolean;
  /**
   * Appends to the audit trail: set from the endpoint's `audit` rule, never by hand (the wrapper writes the entry,
   * functions/edge/rules.ts). Every other function's table policy denies writing the trail's items.
   */
  audit?: boolean;
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

/** What a route may set beyond the defaults: grants beyond the table, timeout, memory, concurrency. */
type Exception = Omit<Partial<Route>, 'endpoint' | 'handler' | 'access'> & {
  access?: Omit<Access, 'table' | 'audit'>;
};

const SCRYPT_MEMORY_MB = 512;
/** Each scrypt endpoint's reserved concurrency: 5 × 10 of the account's default 1,000. */
export const SCRYPT_CONCURRENCY = 10;
/** A password check (scrypt) needs memory, and its concurrency is capped against floods. */
const SCRYPT: Exception = { memoryMb: SCRYPT_MEMORY_MB, reservedConcurrency: SCRYPT_CONCURRENCY };
const AI: Exception = { access: { secrets: ['openai'] }, timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS };
/** Seals or opens a TOTP secret (functions/core/auth/totp-key.ts): the key of its own, nothing else reads it. */
const TOTP: Exception['access'] = { secrets: ['totp'] };
/** Writes the narrator's own words: queues a build of their memory. */
const MEMORY: Exception = { access: { queues: ['memory'] } };
/**
 * Gmail: only the functions that talk to Google read its client secret; only those that seal or open a
 * refresh token get the KMS grant. The two NDJSON endpoints (`endpoint.stream`) are Lambda function URLs in
 * RESPONSE_STREAM mode behind their own CloudFront behaviour, since HTTP APIs cannot stream.
 */
const GOOGLE: Access = { table: 'readWrite', secrets: ['google'], kms: true };
const GMAIL_STREAM_SECONDS = 900;

/**
 * The routes that differ from the default (`table: 'readWrite'`, the default timeout and memory), by endpoint
 * name and grouped by feature. Every other endpoint of the contract is a plain route.
 */
const exceptions: Record<string, Exception> = {
  // Accounts: scrypt, and the mail the sign-up and reset flows send
  'auth.register': { ...SCRYPT, access: { mail: true } },
  'auth.login': SCRYPT,
  'auth.forgotPassword': { access: { mail: true } },
  // A reset of a two-factor account checks a code too (core/auth/second-factor.ts).
  'auth.resetPassword': { ...SCRYPT, access: TOTP },
  'auth.resendVerification': { access: { mail: true } },
  'account.changePassword': SCRYPT,
  // Closes the account and queues the deletion of everything in it (the deletions queue's worker).
  'account.deleteAccount': { ...SCRYPT, access: { queues: ['deletions'] } },
  // Two-factor sign-in: setup and disable check the password again (scrypt); enable checks a code only. All
  // seal or open the TOTP secret, as does the sign-in's second step.
  'auth.loginTwoFactor': { access: TOTP },
  'account.setupTwoFactor': { ...SCRYPT, access: TOTP },
  'account.enableTwoFactor': { access: TOTP },
  'account.disableTwoFactor': { ...SCRYPT, access: TOTP },
  // New recovery codes: the password again (scrypt) or a code (the TOTP secret); the codes are scrypt hashes.
  'account.renewRecoveryCodes': { ...SCRYPT, access: TOTP },
  // Administration
  // Signs the short-lived playback URLs of the voice memos' recordings, as the owner's story page does.
  'admin.getUserStory': { access: { blobs: 'read' } },
  // Closes the account and queues the deletion of everything in it (account/queued-deletion.ts).
  'admin.deleteUser': { access: { queues: ['deletions'] } },
  'admin.sendWriterReport': { access: { mail: true } },
  // Tells the user by email that their two-factor sign-in was reset.
  'admin.resetUserTwoFactor': { access: { mail: true } },
  // Interviews and Walt's AI
  // A summary not ready within SUMMARY_INLINE_MS is queued on the summaries queue (answered 202).
  'conversations.saveConversation': {
    access: { secrets: ['openai'], queues: ['memory', 'summaries'] },
    timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS,
  },
  'conversations.sendWriterReport': { access: { mail: true } },
  'audioChat.createSession': AI,
  // Takes notes through the notes feature, which queues a memory build for a narrator's own note.
  'ai.analyzeForNotes': { ...AI, access: { secrets: ['openai'], queues: ['memory'] } },
  'ai.analyzeForQuestionCard': AI,
  'ai.analyzeForResearch': {
    access: { secrets: ['openai'], queues: ['research'] },
    timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS,
  },
  'research.createReport': { access: { queues: ['research'] } },
  // Stories: voice memos and their kept recordings, transcripts, research
  // Signs the short-lived playback URLs of the voice memos' recordings.
  'stories.getStory': { access: { blobs: 'read' } },
  'stories.deleteStory': {
    access: { blobs: 'readWrite', queues: ['memory'] },
    timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS,
  },
  // Signs the address a large recording is uploaded to (under pending/).
  'stories.createTranscribeUpload': { access: { blobs: 'readWrite' } },
  'stories.transcribe': {
    access: { secrets: ['openai'], blobs: 'readWrite' },
    timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS,
    memoryMb: 512,
  },
  // Reads the upload's size (the account's room) and queues its transcription on the transcriptions queue.
  'stories.startTranscription': { access: { blobs: 'read', queues: ['transcriptions'] } },
  'stories.createVoiceMemoEntry': { access: { blobs: 'read', queues: ['memory'] } },
  'stories.deleteVoiceMemoEntry': { access: { blobs: 'readWrite', queues: ['memory'] } },
  // A transcript entry is a conversation: its call recording goes with it (issue 26).
  'stories.deleteTranscriptEntry': {
    access: { blobs: 'readWrite', queues: ['memory'] },
    timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS,
  },
  // Walt's memory (issue 21): every change of the narrator's own words queues a build of their memory.
  'conversations.completeConversation': MEMORY,
  'conversations.deleteConversation': { access: { blobs: 'readWrite', queues: ['memory'] } },
  'notes.createNote': MEMORY,
  'notes.updateNote': MEMORY,
  'notes.deleteNote': MEMORY,
  'stories.createStory': MEMORY,
  'stories.updateStory': MEMORY,
  'stories.updateTextEntry': MEMORY,
  'stories.deleteTextEntry': MEMORY,
  'stories.updateVoiceMemoEntry': MEMORY,
  // A stale memory read queues the build that extracts what the request may not (OpenAI).
  'memory.getMemory': MEMORY,
  'memory.updateFact': MEMORY,
  'memory.forgetFact': MEMORY,
  'memory.resolveConflict': MEMORY,
  'memory.updatePreferredName': MEMORY,
  'conversations.getBrief': MEMORY,
  // Artefacts
  'artefacts.generateArtefact': { access: { queues: ['artefacts'] } },
  'artefacts.adminGenerateArtefact': { access: { queues: ['artefacts'] } },
  // The family circle (issue 25): the invitation mail; the recordings of shared and contributed spoken
  // memories (playback URLs, the contributor's own upload checked, the narrator's copy kept on accept).
  'family.createInvitation': { access: { mail: true } },
  'family.getSharedStory': { access: { blobs: 'read' } },
  'family.createContribution': { access: { blobs: 'read' } },
  'family.listPendingContributions': { access: { blobs: 'read' } },
  'family.listStoryContributions': { access: { blobs: 'read' } },
  'family.acceptContribution': { access: { blobs: 'readWrite', queues: ['memory'] } },
  // Their voice and everything theirs (issue 26): call recordings kept through the memo upload path, the
  // keepsakes' public listen links (short-lived playback URLs), and "Download everything" built on a queue.
  'voice.addCallRecording': { access: { blobs: 'readWrite' } },
  'voice.listCallRecordings': { access: { blobs: 'read' } },
  'voice.deleteCallRecordings': { access: { blobs: 'readWrite' }, timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS },
  'voice.getListen': { access: { blobs: 'read' } },
  'account.startExport': { access: { queues: ['exports'] } },
  'account.downloadExport': { access: { blobs: 'read' } },
  // Gmail
  'gmail.authUrl': { access: { kms: true } },
  'gmail.callback': { access: GOOGLE },
  'gmail.revoke': { access: { kms: true } },
  'gmail.processWithContact': {
    access: { ...GOOGLE, queues: ['gmail'] },
    timeoutSeconds: GMAIL_STREAM_SECONDS,
  },
  // What the emails say about the narrator joins Walt's memory (issue 22).
  'gmail.extractBiographicalFacts': {
    access: { secrets: ['openai'], queues: ['memory'] },
    timeoutSeconds: HTTP_MAX_TIMEOUT_SECONDS,
  },
  'gmail.deleteInsights': MEMORY,
  'gmail.createMboxUpload': { access: { blobs: 'readWrite' } },
  'gmail.processMbox': { access: { blobs: 'read', queues: ['gmail'] }, timeoutSeconds: GMAIL_STREAM_SECONDS },
};

/** The handler file of an endpoint, from its name: `stories.getStory` → `api/stories/get-story.ts`. */
export const handlerFile = (name: string): string => {
  const [feature = '', verb = ''] = name.split('.');
  const kebab = (word: string) => word.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `api/${kebab(feature)}/${kebab(verb)}.ts`;
};

/** Names in the exceptions table that no endpoint has (a typo would silently make a route plain). */
export const unknownExceptions = (): string[] => {
  const names = new Set(allEndpoints.map((endpoint) => endpoint.name));
  return Object.keys(exceptions).filter((name) => !names.has(name));
};

/**
 * In the order the declarations list them (each feature's routes object, features in the contract's order):
 * a module namespace lists its exports alphabetically under Node but in declaration order under Vite, and the
 * build stamp compares the list, so the order must not come from a namespace.
 */
const declared = (Object.keys(contract) as (keyof typeof contract)[]).flatMap((group) =>
  Object.keys(routeGroups[group]).map(
    (name) => (contract[group] as unknown as Record<string, Endpoint>)[name]!,
  ),
);

export const routes: Route[] = declared.map((endpoint) => {
  const { access, ...rest } = exceptions[endpoint.name] ?? {};
  return {
    endpoint,
    handler: handlerFile(endpoint.name),
    access: { table: 'readWrite', ...access, ...(endpoint.audit && { audit: true }) },
    ...rest,
  };
});

/** Logical id of a route's function: `auth.forgotPassword` → `AuthForgotPassword`. */
export const functionId = (route: Route): string =>
  route.endpoint.name
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
