import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { Secret, TOTP } from 'otpauth';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAdmin } from '#functions/core/admin/set-admin.ts';
import { EmailInsightEntity } from '#functions/db/entities/email-insight.ts';
import { routes } from '#infra/routes.ts';
import { PERMISSION_KEYS } from '#shared/constants.ts';
import { buildPath } from '#shared/contract/endpoint.ts';
import { createConversation } from '#test/factories/interviews.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type ApiAnswer, ApiClient, newAccount, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import {
  invite,
  joinedRelative,
  sharedStoryWith,
  storyWith,
  verifiedNarrator,
} from '#test/helpers/family.ts';
import { approveAtFakeGoogle, linkGmail, mboxWith, uploadMbox } from '#test/helpers/gmail-link.ts';
import { verifyEmailOf } from '#test/helpers/verify-email.ts';
import { webmRecording } from '#test/integration/stories/recording.ts';
import { uploadRecording } from '#test/integration/voice/voice-support.ts';

/**
 * The authorization matrix (issue 14): every route of infra/routes.ts, called as each of five callers on
 * material the owner holds, with the outcome each caller must get. Data-driven: one row per route (its
 * fixture and the expected outcome per caller); the fixtures are shared. A route without a row fails.
 *
 * Callers: nobody signed in; the owner; another user; an administrator (on an owner who granted every
 * permission); an administrator on an owner who granted none ("admin without consent").
 * Outcomes: `allow` is 2xx; `refuse` is 401, 403 or 404 with nothing done; `hidden` is a refusal or a 2xx
 * carrying none of the owner's ids (a list filtered to the caller); `open` is a public endpoint, any answer
 * below 500; `own` acts on the caller's own Gmail link or insights: a refusal, a 2xx, or a 409 saying the caller
 * has none, never carrying the owner's ids.
 */

type Caller = 'anonymous' | 'owner' | 'other' | 'admin' | 'adminNoConsent';
type Outcome = 'allow' | 'refuse' | 'hidden' | 'open' | 'own';
const CALLERS: Caller[] = ['anonymous', 'owner', 'other', 'admin', 'adminNoConsent'];

/** What a call needs: the route's params, its body and query, and the owner's ids that must not leak. */
interface Prepared {
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
  /** A multipart upload instead of a JSON body. */
  form?: () => FormData;
  ids: string[];
}
interface FixtureContext {
  /** Whose material the call touches (the consenting owner, or the one who granted nothing). */
  owner: Session;
  admin: Session;
  /** The caller when it is signed in (its own password, for the account routes). */
  caller?: Session;
}
type Fixture = (context: FixtureContext) => Promise<Prepared>;

/** A route's row: the fixture its calls need, and the outcome each caller must get. */
interface MatrixRow<F, C extends string, O extends string> {
  fixture: F;
  expect: Record<C, O>;
}
interface Row extends MatrixRow<keyof typeof fixtures, Caller, Outcome> {
  /**
   * Each signed-in caller is a fresh account of its role: the route acts on the caller's own account or
   * session (sign out, change password, delete the account, sign in) and would spoil the shared callers.
   */
  fresh?: boolean;
}

/** Every caller gets `outcome`, but for the callers `but` names. */
const everyCaller = <C extends string, O extends string>(
  callers: readonly C[],
  outcome: O,
  but: Partial<Record<C, O>> = {},
): Record<C, O> => ({
  ...(Object.fromEntries(callers.map((caller) => [caller, outcome])) as Record<C, O>),
  ...but,
});
const outcomes = (outcome: Outcome, but: Partial<Row['expect']> = {}) => everyCaller(CALLERS, outcome, but);

// The outcome presets, one per kind of route.
/** A user route on the owner's material: the owner only; an administrator uses the admin routes. */
const OWNED = outcomes('refuse', { owner: 'allow' });
/** A list by query: the owner sees it; anyone else is refused or sees none of it. */
const OWNED_LIST = outcomes('hidden', { anonymous: 'refuse', owner: 'allow' });
/** The caller's own account or lists: every signed-in caller, each seeing only their own. */
const SELF = outcomes('hidden', { anonymous: 'refuse', owner: 'allow' });
/** The caller's own Gmail link, insights or uploads: each signed-in caller acts on their own only. */
const OWN_GMAIL = outcomes('own', { anonymous: 'refuse', owner: 'allow' });
/** Shared material every signed-in user reads (a path, a format, the featured journeys). */
const SIGNED_IN = outcomes('allow', { anonymous: 'refuse' });
/** The admin's own configuration (paths, journeys, formats): administrators only. */
const ADMIN = outcomes('refuse', { admin: 'allow', adminNoConsent: 'allow' });
/** An administrator reading a user's material: only while the owner grants it. */
const ADMIN_WITH_CONSENT = outcomes('refuse', { admin: 'allow' });
/** Public account endpoints (sign-up, sign-in, password reset links). */
const PUBLIC = outcomes('open');

/** The TOTP code of the current step plus `offset` steps, as an authenticator app computes it. */
const totpCode = (secret: string, offset: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

const FORMAT = 'format-short-story';
const PATH = 'seed-gettingToKnowYou';
const MEMORY =
  'We lived above the bakery on Cardigan Road, and the smell of bread came up through the floor.';

/** An API call that must succeed while a fixture is set up. */
const must = async <T = { id: string }>(answer: Promise<ApiAnswer<unknown>>, what: string): Promise<T> => {
  const { status, body } = await answer;
  if (status >= 300) throw new Error(`fixture ${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
};

const newStory = async (owner: Session, extra: Record<string, unknown> = {}) =>
  (
    await must(
      owner.client.post('/api/stories', { title: 'The bakery', textEntry: { content: MEMORY }, ...extra }),
      'story',
    )
  ).id;

const newConversation = async (owner: Session) =>
  (
    await must<{ conversation: { id: string } }>(
      owner.client.post('/api/conversations/start', {
        sessionType: 'gettingToKnowYou',
      }),
      'conversation',
    )
  ).conversation.id;

const newJourneyStep = async (admin: Session) => {
  const journey = await must(
    admin.client.post('/api/journeys', { name: `Journey ${randomUUID()}` }),
    'journey',
  );
  const step = await must(
    admin.client.post(`/api/journeys/${journey.id}/steps`, {
      name: 'Make a short story',
      stepType: 'generateFormat',
      stepConfig: { formatId: FORMAT },
    }),
    'step',
  );
  return { journeyId: journey.id, stepId: step.id };
};

const exports = new Map<string, Promise<string>>();
/** The owner's export, built once and waited for. */
const exportOf = (owner: Session) => {
  const build = async () => {
    const { jobId } = await must<{ jobId: string }>(owner.client.post('/api/account/export'), 'export');
    for (let attempt = 0; attempt < 400; attempt += 1) {
      const { body } = await owner.client.get<{ status: string }>(`/api/account/export/${jobId}`);
      if (body.status === 'completed') return jobId;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('fixture export never completed');
  };
  if (!exports.has(owner.user.id)) exports.set(owner.user.id, build());
  return exports.get(owner.user.id) as Promise<string>;
};

/** A completed artefact of the owner's story, and its job. */
const newArtefact = async (owner: Session) => {
  const storyId = await newStory(owner);
  const { jobId } = await must<{ jobId: string }>(
    owner.client.post('/api/artefacts/generate', { storyId, formatId: FORMAT }),
    'generate',
  );
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await owner.client.get<{ job: { status: string }; artefact?: { id: string } }>(
      `/api/artefacts/job/${jobId}`,
    );
    if (body.job?.status === 'completed' && body.artefact)
      return { storyId, jobId, artefactId: body.artefact.id };
    if (body.job?.status === 'failed') throw new Error('fixture artefact: the job failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('fixture artefact: the job never completed');
};

const recordingForm = () => {
  const form = new FormData();
  form.append('audio', new Blob([webmRecording(2).slice()], { type: 'audio/webm' }), 'recording.webm');
  return form;
};

const MBOX = mboxWith('aunt.may@example.org');
/** Owners whose Gmail is linked already (linking once is enough for every caller's call). */
const linkedOwners = new Set<string>();

/** One email insight of the owner's, written straight to the table (as the gmail worker would). */
const seedInsight = async (owner: Session): Promise<string> => {
  const insightId = `insight-${randomUUID()}`;
  await EmailInsightEntity.build(PutItemCommand)
    .item({
      insightId,
      userId: owner.user.id,
      subject: 'Sunday lunch',
      date: '2024-06-01T09:30:00.000Z',
      sender: 'aunt.may@example.org',
      summary: 'Lunch at one in Leeds.',
      categories: ['family'],
      biographicalInfo: { user: ['Grew up in Leeds'], correspondent: ['Aunt May'] },
      source: 'gmail',
    })
    .send();
  return insightId;
};

/** The fixtures: each makes what its routes touch, owned by the owner (or shared configuration by the admin). */
const fixtures = {
  none: async () => ({ ids: [] }),
  gmailLinked: async ({ owner }) => {
    if (!linkedOwners.has(owner.user.id)) await linkGmail(owner);
    linkedOwners.add(owner.user.id);
    return { body: { contactEmail: 'aunt.may@example.org' }, ids: [] };
  },
  gmailInsights: async ({ owner }) => ({ ids: [await seedInsight(owner)] }),
  gmailCallback: async ({ owner }) => {
    const { authUrl } = await must<{ authUrl: string }>(owner.client.get('/api/gmail/auth-url'), 'auth url');
    return {
      query: new URL(await approveAtFakeGoogle(authUrl, `${owner.user.id}@gmail.test`)).search.slice(1),
      ids: [],
    };
  },
  newRecordingUpload: async () => ({ body: { size: 1000, contentType: 'audio/webm' }, ids: [] }),
  newMboxUpload: async () => ({ body: { fileName: 'letters.mbox', size: MBOX.length }, ids: [] }),
  mboxUpload: async ({ owner }) => {
    const uploadId = await uploadMbox(owner, MBOX);
    return { params: { id: uploadId }, body: { contactEmail: 'aunt.may@example.org' }, ids: [uploadId] };
  },
  story: async ({ owner }) => {
    const id = await newStory(owner);
    return { params: { id }, ids: [id] };
  },
  storyUpdate: async ({ owner }) => {
    const id = await newStory(owner);
    return { params: { id }, body: { title: 'Renamed' }, ids: [id] };
  },
  storyCompletePath: async ({ owner }) => {
    const id = await newStory(owner);
    return { params: { id }, body: { pathId: PATH }, ids: [id] };
  },
  storyVoiceMemo: async ({ owner }) => {
    const id = await newStory(owner);
    return { params: { id }, body: { content: 'Spoken words.' }, ids: [id] };
  },
  newStory: async ({ owner }) => {
    const id = await newStory(owner);
    return { body: { title: 'Another story' }, ids: [id] };
  },
  textEntry: async ({ owner }) => {
    const entryId = randomUUID();
    const id = await newStory(owner, { textEntry: { id: entryId, content: MEMORY } });
    return { params: { id, entryId }, body: { content: 'Rewritten.' }, ids: [id, entryId] };
  },
  voiceMemo: async ({ owner }) => {
    const id = await newStory(owner);
    const memo = await must(
      owner.client.post(`/api/stories/${id}/voice-memo-entries`, { content: 'Spoken words.' }),
      'voice memo',
    );
    return { params: { id, entryId: memo.id }, body: { content: 'Respoken.' }, ids: [id, memo.id] };
  },
  transcriptEntry: async ({ owner }) => {
    const id = await newStory(owner);
    const entryId = await createConversation(owner.user.id, {
      storyId: id,
      messages: [{ role: 'user', content: MEMORY }],
    });
    return { params: { id, entryId }, ids: [id, entryId] };
  },
  conversation: async ({ owner }) => {
    const id = await newConversation(owner);
    return { params: { id }, ids: [id] };
  },
  conversationSave: async ({ owner }) => {
    const id = await newConversation(owner);
    return { params: { id }, body: { messages: [{ id: 'm1', role: 'user', content: MEMORY }] }, ids: [id] };
  },
  conversationQuestion: async ({ owner }) => {
    const id = await newConversation(owner);
    return { params: { id }, body: { questionId: 1 }, ids: [id] };
  },
  conversationWithMessages: async ({ owner }) => {
    const id = await createConversation(owner.user.id, {
      pathId: PATH,
      messages: [
        { role: 'assistant', content: 'Where were you born?' },
        { role: 'user', content: MEMORY },
      ],
    });
    return { params: { id }, ids: [id] };
  },
  startConversation: async ({ owner }) => {
    const storyId = await newStory(owner);
    return { body: { sessionType: 'gettingToKnowYou', storyId }, ids: [storyId] };
  },
  voiceSession: async ({ owner }) => {
    const conversationId = await newConversation(owner);
    return { body: { conversationId }, ids: [conversationId] };
  },
  analyzeNotes: async ({ owner }) => {
    const conversationId = await newConversation(owner);
    return { body: { conversationId, conversationContext: `Narrator: ${MEMORY}` }, ids: [conversationId] };
  },
  analyzeQuestion: async ({ owner }) => {
    const conversationId = await newConversation(owner);
    return { body: { conversationId, messageText: 'Where were you born?' }, ids: [conversationId] };
  },
  // Research on a story, as the story page asks for it (part B §7): the owner's call and story.
  analyzeResearch: async ({ owner }) => {
    const storyId = await newStory(owner);
    const conversationId = await createConversation(owner.user.id, {
      storyId,
      messages: [{ role: 'user', content: MEMORY }],
    });
    return {
      body: { conversationId, storyId, transcriptText: `user: ${MEMORY}` },
      ids: [conversationId, storyId],
    };
  },
  memoryFact: async ({ owner }) => {
    await newStory(owner, {
      textEntry: { content: `Ruth was born in ${1900 + Math.floor(Math.random() * 99)}.` },
    });
    const { facts } = await must<{ facts: { id: string }[] }>(owner.client.get('/api/memory'), 'memory');
    const id = facts[0]?.id ?? 'no-fact';
    return { params: { id }, body: { status: 'confirmed' }, ids: [id] };
  },
  memoryConflict: async ({ owner }) => {
    const year = 1900 + Math.floor(Math.random() * 90);
    await newStory(owner, {
      textEntry: { content: `I married Tom Hollins in ${year}. Tom and I married in ${year + 1}.` },
    });
    const { conflicts } = await must<{ conflicts: { id: string; factIds: string[] }[] }>(
      owner.client.get('/api/memory'),
      'memory',
    );
    const [conflict] = conflicts;
    return { params: { id: conflict?.id ?? 'none' }, body: { factId: conflict?.factIds[0] }, ids: [] };
  },
  preferredName: async () => ({ body: { value: 'Peg' }, ids: [] }),
  note: async ({ owner }) => {
    const storyId = await newStory(owner);
    const note = await must(owner.client.post('/api/notes', { storyId, content: 'Bread at four.' }), 'note');
    return { params: { id: note.id }, body: { content: 'Bread at five.' }, ids: [note.id, storyId] };
  },
  notesOfStory: async ({ owner }) => {
    const storyId = await newStory(owner);
    const note = await must(owner.client.post('/api/notes', { storyId, content: 'Bread at four.' }), 'note');
    return { query: `storyId=${storyId}`, ids: [note.id, storyId] };
  },
  newNote: async ({ owner }) => {
    const storyId = await newStory(owner);
    return { body: { storyId, content: 'A note on their story.' }, ids: [storyId] };
  },
  report: async ({ owner }) => {
    const storyId = await newStory(owner);
    const report = await must(
      owner.client.post('/api/research', { query: 'Leeds bakeries', storyId, content: 'Bakeries of Leeds.' }),
      'report',
    );
    return { params: { id: report.id }, body: { title: 'Renamed' }, ids: [report.id, storyId] };
  },
  reportsOfStory: async ({ owner }) => {
    const storyId = await newStory(owner);
    const report = await must(
      owner.client.post('/api/research', { query: 'Leeds bakeries', storyId, content: 'Bakeries of Leeds.' }),
      'report',
    );
    return { query: `storyId=${storyId}`, ids: [report.id, storyId] };
  },
  newReport: async ({ owner }) => {
    const storyId = await newStory(owner);
    return { body: { query: 'Leeds bakeries', storyId, content: 'Bakeries.' }, ids: [storyId] };
  },
  path: async ({ admin }) => {
    const path = await must(
      admin.client.post('/api/paths', { name: `path-${randomUUID()}`, instructions: 'Ask gently.' }),
      'path',
    );
    return { params: { id: path.id }, body: { name: `path-${randomUUID()}`, instructions: 'Ask.' }, ids: [] };
  },
  newPath: async () => ({ body: { name: `path-${randomUUID()}`, instructions: 'Ask gently.' }, ids: [] }),
  journey: async ({ admin }) => {
    const { journeyId } = await newJourneyStep(admin);
    return { params: { id: journeyId }, body: { name: 'Renamed journey' }, ids: [] };
  },
  journeyFeatured: async ({ admin }) => {
    const { journeyId } = await newJourneyStep(admin);
    return { params: { id: journeyId }, body: { featured: false }, ids: [] };
  },
  journeyComingSoon: async ({ admin }) => {
    const { journeyId } = await newJourneyStep(admin);
    return { params: { id: journeyId }, body: { comingSoon: false }, ids: [] };
  },
  featuredOrder: async ({ admin }) => {
    const featured = await must<{ id: string }[]>(
      admin.client.get('/api/journeys/featured/list'),
      'featured',
    );
    return { body: { journeyIds: featured.map((journey) => journey.id) }, ids: [] };
  },
  newJourney: async () => ({ body: { name: `Journey ${randomUUID()}` }, ids: [] }),
  step: async ({ admin }) => {
    const { journeyId, stepId } = await newJourneyStep(admin);
    return { params: { id: journeyId, stepId }, body: { name: 'Renamed', stepType: 'addNotes' }, ids: [] };
  },
  newStep: async ({ admin }) => {
    const { journeyId } = await newJourneyStep(admin);
    return { params: { id: journeyId }, body: { name: 'Add notes', stepType: 'addNotes' }, ids: [] };
  },
  stepOrder: async ({ admin }) => {
    const { journeyId, stepId } = await newJourneyStep(admin);
    return { params: { id: journeyId }, body: { stepIds: [stepId] }, ids: [] };
  },
  storyStep: async ({ owner, admin }) => {
    const { journeyId, stepId } = await newJourneyStep(admin);
    const id = await newStory(owner, { journeyId });
    return { params: { id, stepId }, body: {}, ids: [id] };
  },
  format: async ({ admin }) => {
    const format = await must(
      admin.client.post('/api/admin/formats', { name: `Format ${randomUUID()}`, writerPrompt: 'Write it.' }),
      'format',
    );
    return {
      params: { id: format.id },
      body: { name: 'Renamed', writerPrompt: 'Write it again.' },
      ids: [],
    };
  },
  newFormat: async () => ({ body: { name: `Format ${randomUUID()}`, writerPrompt: 'Write it.' }, ids: [] }),
  artefact: async ({ owner }) => {
    const { artefactId, storyId } = await newArtefact(owner);
    return { params: { id: artefactId }, ids: [artefactId, storyId] };
  },
  /** A conversation of the owner's and a segment of its recording, uploaded by the owner (issue 26). */
  callSegment: async ({ owner }) => {
    const id = await newConversation(owner);
    const uploadId = await uploadRecording(owner, webmRecording(2));
    return { params: { id }, body: { uploadId, sequence: 0, startMs: 0, durationMs: 2_000 }, ids: [id] };
  },
  /** A listen link of one of the owner's keepsakes (or a token of none: the page is public either way). */
  listenToken: async ({ owner }) => {
    const { artefactId } = await newArtefact(owner);
    const { body } = await owner.client.post<{ links: { token: string }[] }>(
      `/api/artefacts/${artefactId}/listen-links`,
    );
    return { params: { token: body.links[0]?.token ?? '0'.repeat(64) }, ids: [artefactId] };
  },
  /** The owner's finished export (one per owner: exports are a few a day). */
  exportJob: async ({ owner }) => {
    const jobId = await exportOf(owner);
    return { params: { jobId }, ids: [jobId] };
  },
  artefactJob: async ({ owner }) => {
    const { jobId, storyId } = await newArtefact(owner);
    return { params: { jobId }, ids: [jobId, storyId] };
  },
  generate: async ({ owner }) => {
    const storyId = await newStory(owner);
    return { body: { storyId, formatId: FORMAT }, ids: [storyId] };
  },
  ownerAccount: async ({ owner }) => ({ params: { id: owner.user.id }, body: { name: 'Ada L.' }, ids: [] }),
  ownerStory: async ({ owner }) => {
    const storyId = await newStory(owner);
    return { params: { id: owner.user.id, storyId }, ids: [] };
  },
  /** A user of no other row, for the admin routes that delete an account or change its rights. */
  otherAccount: async () => {
    const victim = await signedInClient();
    return { params: { id: victim.user.id }, body: { isAdmin: true }, ids: [] };
  },
  recording: async () => ({ form: recordingForm, ids: [] }),
  ownerRecordingUpload: async ({ owner }) => {
    const uploadId = await uploadRecording(owner, webmRecording(2));
    return { body: { uploadId }, ids: [uploadId] };
  },
  transcriptionJob: async ({ owner }) => {
    const uploadId = await uploadRecording(owner, webmRecording(2));
    const { jobId } = await must<{ jobId: string }>(
      owner.client.post('/api/stories/transcribe-jobs', { uploadId }),
      'transcription',
    );
    return { params: { jobId }, ids: [jobId] };
  },
  permissions: async () => ({
    body: { permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])) },
    ids: [],
  }),
  ownPassword: async ({ caller }) => ({
    body: {
      currentPassword: caller?.account.password ?? 'wrong-password',
      newPassword: `new-${randomUUID()}`,
    },
    ids: [],
  }),
  ownPasswordAgain: async ({ caller }) => ({ body: { password: caller?.account.password ?? 'x' }, ids: [] }),
  credentials: async ({ caller }) => {
    const account = caller?.account ?? newAccount();
    return { body: { email: account.email, password: account.password }, ids: [] };
  },
  registration: async () => ({ body: newAccount(), ids: [] }),
  forgotten: async ({ owner }) => ({ body: { email: owner.account.email }, ids: [] }),
  resetToken: async () => ({ body: { token: 'not-a-token', password: `new-${randomUUID()}` }, ids: [] }),
  verifyToken: async () => ({ body: { token: 'not-a-token' }, ids: [] }),
  twoFactorChallenge: async () => ({ body: { challenge: 'not-a-challenge', code: '123456' }, ids: [] }),
  /** The caller has set two-factor sign-in up; the body carries the first code of its secret. */
  twoFactorSetUp: async ({ caller }) => {
    if (!caller) return { body: { code: '123456' }, ids: [] };
    const { secret } = await must<{ secret: string }>(
      caller.client.post('/api/account/two-factor/setup', { password: caller.account.password }),
      'two-factor setup',
    );
    return { body: { code: totpCode(secret, 0) }, ids: [] };
  },
  /** The owner signed in on a second browser: that session's public id ("Your sessions", issue 23 M6). */
  ownerSessionElsewhere: async ({ owner }) => {
    await must(
      new ApiClient().post('/api/auth/login', {
        email: owner.account.email,
        password: owner.account.password,
      }),
      'second sign-in',
    );
    const sessions = await must<{ id: string; current: boolean }[]>(
      owner.client.get('/api/account/sessions'),
      'sessions',
    );
    const id = sessions.find((session) => !session.current)?.id ?? 'none';
    return { params: { id }, ids: [id] };
  },
  /** A user of no other row with two-factor sign-in on, for the admin's reset of it. */
  twoFactorAccount: async () => {
    const victim = await signedInClient();
    const { secret } = await must<{ secret: string }>(
      victim.client.post('/api/account/two-factor/setup', { password: victim.account.password }),
      'two-factor setup',
    );
    await must(
      victim.client.post('/api/account/two-factor/enable', { code: totpCode(secret, 0) }),
      'two-factor enable',
    );
    return { params: { id: victim.user.id }, ids: [] };
  },
  /** The caller has two-factor sign-in on; the body carries the password and a newer code. */
  twoFactorOn: async ({ caller }) => {
    if (!caller) return { body: { password: 'x', code: '123456' }, ids: [] };
    const { secret } = await must<{ secret: string }>(
      caller.client.post('/api/account/two-factor/setup', { password: caller.account.password }),
      'two-factor setup',
    );
    await must(
      caller.client.post('/api/account/two-factor/enable', { code: totpCode(secret, 0) }),
      'two-factor enable',
    );
    return { body: { password: caller.account.password, code: totpCode(secret, 1) }, ids: [] };
  },
} satisfies Record<string, Fixture>;

/** One row per route of infra/routes.ts, keyed `METHOD /path`. */
const matrix: Record<string, Row> = {
  'POST /api/auth/register': { fixture: 'registration', expect: PUBLIC, fresh: true },
  'POST /api/auth/login': { fixture: 'credentials', expect: PUBLIC, fresh: true },
  'POST /api/auth/login/two-factor': { fixture: 'twoFactorChallenge', expect: PUBLIC, fresh: true },
  'GET /api/auth/status': { fixture: 'story', expect: SELF },
  'POST /api/auth/logout': { fixture: 'none', expect: PUBLIC, fresh: true },
  'POST /api/auth/forgot-password': { fixture: 'forgotten', expect: PUBLIC, fresh: true },
  'POST /api/auth/reset-password': { fixture: 'resetToken', expect: PUBLIC, fresh: true },
  'POST /api/auth/verify-email': { fixture: 'verifyToken', expect: PUBLIC, fresh: true },
  'POST /api/auth/resend-verification': { fixture: 'none', expect: SELF, fresh: true },
  'POST /api/account/change-password': { fixture: 'ownPassword', expect: SELF, fresh: true },
  'POST /api/account/delete': { fixture: 'ownPasswordAgain', expect: SELF, fresh: true },
  'POST /api/account/two-factor/setup': { fixture: 'ownPasswordAgain', expect: SELF, fresh: true },
  'POST /api/account/two-factor/enable': { fixture: 'twoFactorSetUp', expect: SELF, fresh: true },
  'POST /api/account/two-factor/disable': { fixture: 'twoFactorOn', expect: SELF, fresh: true },
  'POST /api/account/two-factor/recovery-codes': { fixture: 'twoFactorOn', expect: SELF, fresh: true },
  // "Your sessions": each caller lists and ends their own; another's session id answers 404.
  'GET /api/account/sessions': { fixture: 'ownerSessionElsewhere', expect: SELF },
  'DELETE /api/account/sessions/{id}': { fixture: 'ownerSessionElsewhere', expect: OWNED },
  'GET /api/profile': { fixture: 'story', expect: SELF },
  'PUT /api/profile/permissions': { fixture: 'permissions', expect: SELF },
  'POST /api/conversations/start': { fixture: 'startConversation', expect: OWNED },
  'GET /api/conversations': { fixture: 'conversation', expect: SELF },
  'GET /api/conversations/{id}': { fixture: 'conversation', expect: OWNED },
  'DELETE /api/conversations/{id}': { fixture: 'conversation', expect: OWNED },
  'POST /api/conversations/{id}/complete': { fixture: 'conversation', expect: OWNED },
  'POST /api/conversations/{id}/track-question': { fixture: 'conversationQuestion', expect: OWNED },
  'GET /api/conversations/{id}/brief': { fixture: 'conversation', expect: OWNED },
  'GET /api/memory': { fixture: 'memoryFact', expect: SELF },
  'PUT /api/memory/facts/{id}': { fixture: 'memoryFact', expect: OWNED },
  'DELETE /api/memory/facts/{id}': { fixture: 'memoryFact', expect: OWNED },
  'POST /api/memory/conflicts/{id}/resolve': { fixture: 'memoryConflict', expect: OWNED },
  'PUT /api/memory/preferred-name': { fixture: 'preferredName', expect: SELF },
  'GET /api/notes': { fixture: 'notesOfStory', expect: OWNED_LIST },
  'GET /api/notes/{id}': { fixture: 'note', expect: OWNED },
  'POST /api/notes': { fixture: 'newNote', expect: OWNED },
  'PUT /api/notes/{id}': { fixture: 'note', expect: OWNED },
  'DELETE /api/notes/{id}': { fixture: 'note', expect: OWNED },
  'GET /api/paths': { fixture: 'none', expect: ADMIN },
  'GET /api/paths/{id}': { fixture: 'path', expect: SIGNED_IN },
  'POST /api/paths': { fixture: 'newPath', expect: ADMIN },
  'PUT /api/paths/{id}': { fixture: 'path', expect: ADMIN },
  'DELETE /api/paths/{id}': { fixture: 'path', expect: ADMIN },
  'POST /api/paths/{id}/duplicate': { fixture: 'path', expect: ADMIN },
  'GET /api/stories': { fixture: 'story', expect: SELF },
  'POST /api/stories': { fixture: 'newStory', expect: SELF },
  'PUT /api/stories/{id}': { fixture: 'storyUpdate', expect: OWNED },
  'POST /api/stories/{id}/complete-path': { fixture: 'storyCompletePath', expect: OWNED },
  'PUT /api/stories/{id}/text-entries/{entryId}': { fixture: 'textEntry', expect: OWNED },
  'DELETE /api/stories/{id}/text-entries/{entryId}': { fixture: 'textEntry', expect: OWNED },
  'GET /api/admin/conversations/{id}': { fixture: 'conversationWithMessages', expect: ADMIN_WITH_CONSENT },
  'POST /api/conversations/{id}/save': { fixture: 'conversationSave', expect: OWNED },
  'POST /api/conversations/{id}/send-writer-report': { fixture: 'conversationWithMessages', expect: OWNED },
  'POST /api/admin/conversations/{id}/send-writer-report': {
    fixture: 'conversationWithMessages',
    expect: ADMIN_WITH_CONSENT,
  },
  'POST /api/audio-chat/session': { fixture: 'voiceSession', expect: OWNED },
  'POST /api/ai/analyze-for-notes': { fixture: 'analyzeNotes', expect: OWNED },
  'POST /api/ai/analyze-for-question-card': { fixture: 'analyzeQuestion', expect: OWNED },
  'POST /api/ai/analyze-for-research': { fixture: 'analyzeResearch', expect: OWNED },
  'GET /api/research': { fixture: 'reportsOfStory', expect: OWNED_LIST },
  'GET /api/research/{id}': { fixture: 'report', expect: OWNED },
  'POST /api/research': { fixture: 'newReport', expect: OWNED },
  'PUT /api/research/{id}': { fixture: 'report', expect: OWNED },
  'DELETE /api/research/{id}': { fixture: 'report', expect: OWNED },
  'GET /api/stories/{id}': { fixture: 'story', expect: OWNED },
  'DELETE /api/stories/{id}': { fixture: 'story', expect: OWNED },
  'POST /api/stories/transcribe-uploads': { fixture: 'newRecordingUpload', expect: SELF },
  // Their voice and everything theirs (issue 26)
  'POST /api/conversations/{id}/recordings': { fixture: 'callSegment', expect: OWNED },
  'GET /api/conversations/{id}/recordings': { fixture: 'conversation', expect: OWNED },
  'DELETE /api/profile/call-recordings': { fixture: 'none', expect: SELF },
  'GET /api/artefacts/{id}/listen-links': { fixture: 'artefact', expect: OWNED },
  'POST /api/artefacts/{id}/listen-links': { fixture: 'artefact', expect: OWNED },
  'DELETE /api/artefacts/{id}/listen-links': { fixture: 'artefact', expect: OWNED },
  'GET /api/listen/{token}': { fixture: 'listenToken', expect: PUBLIC },
  'POST /api/account/export': { fixture: 'none', expect: SELF },
  'GET /api/account/export/{jobId}': { fixture: 'exportJob', expect: OWNED },
  'GET /api/account/export/{jobId}/download': { fixture: 'exportJob', expect: OWNED },
  'POST /api/stories/transcribe': { fixture: 'recording', expect: SELF },
  // A long memo's transcription on a queue (issue 24): an upload or a job of someone else's is a 404.
  'POST /api/stories/transcribe-jobs': { fixture: 'ownerRecordingUpload', expect: OWNED },
  'GET /api/stories/transcribe-jobs/{jobId}': { fixture: 'transcriptionJob', expect: OWNED },
  'POST /api/stories/{id}/voice-memo-entries': { fixture: 'storyVoiceMemo', expect: OWNED },
  'PUT /api/stories/{id}/voice-memo-entries/{entryId}': { fixture: 'voiceMemo', expect: OWNED },
  'DELETE /api/stories/{id}/voice-memo-entries/{entryId}': { fixture: 'voiceMemo', expect: OWNED },
  'GET /api/stories/{id}/transcript-entries': { fixture: 'story', expect: OWNED },
  'DELETE /api/stories/{id}/transcript-entries/{entryId}': { fixture: 'transcriptEntry', expect: OWNED },
  'GET /api/journeys': { fixture: 'none', expect: ADMIN },
  'GET /api/journeys/featured/list': { fixture: 'none', expect: SIGNED_IN },
  'POST /api/journeys': { fixture: 'newJourney', expect: ADMIN },
  'GET /api/journeys/{id}': { fixture: 'journey', expect: ADMIN },
  'PUT /api/journeys/{id}': { fixture: 'journey', expect: ADMIN },
  'DELETE /api/journeys/{id}': { fixture: 'journey', expect: ADMIN },
  'PATCH /api/journeys/{id}/featured': { fixture: 'journeyFeatured', expect: ADMIN },
  'PATCH /api/journeys/{id}/coming-soon': { fixture: 'journeyComingSoon', expect: ADMIN },
  'PATCH /api/journeys/featured/reorder': { fixture: 'featuredOrder', expect: ADMIN },
  'GET /api/journeys/{id}/steps': { fixture: 'journey', expect: ADMIN },
  'POST /api/journeys/{id}/steps': { fixture: 'newStep', expect: ADMIN },
  'PUT /api/journeys/{id}/steps/{stepId}': { fixture: 'step', expect: ADMIN },
  'DELETE /api/journeys/{id}/steps/{stepId}': { fixture: 'step', expect: ADMIN },
  'POST /api/journeys/{id}/steps/reorder': { fixture: 'stepOrder', expect: ADMIN },
  'GET /api/stories/{id}/step-completions': { fixture: 'storyStep', expect: OWNED },
  'POST /api/stories/{id}/steps/{stepId}/complete': { fixture: 'storyStep', expect: OWNED },
  'GET /api/stories/{id}/steps/{stepId}/format-url': { fixture: 'storyStep', expect: OWNED },
  'GET /api/admin/formats': { fixture: 'none', expect: ADMIN },
  'POST /api/admin/formats': { fixture: 'newFormat', expect: ADMIN },
  'GET /api/admin/formats/{id}': { fixture: 'format', expect: ADMIN },
  'PUT /api/admin/formats/{id}': { fixture: 'format', expect: ADMIN },
  'DELETE /api/admin/formats/{id}': { fixture: 'format', expect: ADMIN },
  'GET /api/formats/{id}': { fixture: 'format', expect: SIGNED_IN },
  'GET /api/artefacts/job/{jobId}': { fixture: 'artefactJob', expect: OWNED },
  'GET /api/artefacts/story/{id}': { fixture: 'story', expect: OWNED },
  'GET /api/artefacts/story/{id}/formats': { fixture: 'story', expect: OWNED },
  'GET /api/artefacts/{id}': { fixture: 'artefact', expect: OWNED },
  // Every user's artefacts, for the admin list: administrators only, whatever one owner granted.
  'GET /api/admin/artefacts': { fixture: 'none', expect: ADMIN },
  'GET /api/admin/artefacts/{id}': { fixture: 'artefact', expect: ADMIN_WITH_CONSENT },
  'POST /api/artefacts/generate': { fixture: 'generate', expect: OWNED },
  'POST /api/admin/artefacts/generate': { fixture: 'generate', expect: ADMIN_WITH_CONSENT },
  // Users, as administrators manage them: the account itself whatever it granted; its material only with consent.
  'GET /api/admin/users': { fixture: 'none', expect: ADMIN },
  'GET /api/admin/users/{id}': { fixture: 'ownerAccount', expect: ADMIN },
  'PUT /api/admin/users/{id}': { fixture: 'ownerAccount', expect: ADMIN },
  'DELETE /api/admin/users/{id}': { fixture: 'otherAccount', expect: ADMIN },
  'PUT /api/admin/users/{id}/admin': { fixture: 'otherAccount', expect: ADMIN },
  'POST /api/admin/users/{id}/end-sessions': { fixture: 'otherAccount', expect: ADMIN },
  'POST /api/admin/users/{id}/reset-two-factor': { fixture: 'twoFactorAccount', expect: ADMIN },
  'GET /api/admin/users/{id}/progress': { fixture: 'ownerAccount', expect: ADMIN_WITH_CONSENT },
  'GET /api/admin/users/{id}/stories': { fixture: 'ownerAccount', expect: ADMIN_WITH_CONSENT },
  'GET /api/admin/users/{id}/stories/{storyId}': { fixture: 'ownerStory', expect: ADMIN_WITH_CONSENT },
  'GET /api/admin/users/{id}/conversations': { fixture: 'ownerAccount', expect: ADMIN_WITH_CONSENT },
  'GET /api/admin/audit': { fixture: 'none', expect: ADMIN },
  // Gmail (issue 13): each caller acts on their own link, insights and uploads only.
  'GET /api/gmail/status': { fixture: 'none', expect: SELF },
  'GET /api/gmail/auth-url': { fixture: 'none', expect: SELF },
  // The callback is public (a refusal must land on the page); it links only the session that started it.
  'GET /api/gmail/callback': { fixture: 'gmailCallback', expect: PUBLIC },
  'POST /api/gmail/revoke': { fixture: 'none', expect: SELF },
  'DELETE /api/gmail/disconnect': { fixture: 'none', expect: SELF },
  'POST /api/gmail/process-with-contact': { fixture: 'gmailLinked', expect: OWN_GMAIL },
  'GET /api/gmail/insights': { fixture: 'gmailInsights', expect: SELF },
  'POST /api/gmail/extract-biographical-facts': { fixture: 'gmailInsights', expect: OWN_GMAIL },
  'DELETE /api/gmail/email-insights': { fixture: 'gmailInsights', expect: OWN_GMAIL },
  'POST /api/gmail/mbox': { fixture: 'newMboxUpload', expect: SELF },
  'POST /api/gmail/mbox/{id}/process': { fixture: 'mboxUpload', expect: OWNED },
};

/*
 * The family circle (issue 25): a second matrix, because its callers are not the five above. Each route is
 * called on a circle of its own (a narrator who granted an administrator every permission, a reader, a
 * contributor and a member the narrator removed, and a story the narrator shares), by seven callers: nobody
 * signed in, the narrator, the reader, the contributor, the removed member, a stranger and an administrator.
 * An administrator gets nothing a stranger would not: no family route is an admin route.
 * Outcomes beyond the ones above: `reads` is a 2xx that carries the ids (the member sees the shared story);
 * `notFound`, `forbidden`, `conflict` and `signIn` are exactly 404, 403, 409 and 401; `denied` is any 4xx that
 * carries none of the narrator's ids.
 */
type FamilyCaller = 'anonymous' | 'narrator' | 'reader' | 'contributor' | 'removed' | 'stranger' | 'admin';
type FamilyOutcome = Outcome | 'reads' | 'notFound' | 'forbidden' | 'conflict' | 'signIn' | 'denied';
const FAMILY_CALLERS: FamilyCaller[] = [
  'anonymous',
  'narrator',
  'reader',
  'contributor',
  'removed',
  'stranger',
  'admin',
];

/** One route's circle: made afresh for each route, so leaving or removing spoils no other row. */
interface Circle {
  narrator: Session;
  reader: Session;
  contributor: Session;
  removed: Session;
  /** A story the narrator shares with the circle. */
  storyId: string;
}
interface FamilyContext {
  circle: Circle;
  caller: FamilyCaller;
  session?: Session;
}
type FamilyFixture = (context: FamilyContext) => Promise<Prepared>;
type FamilyRow = MatrixRow<keyof typeof familyFixtures, FamilyCaller, FamilyOutcome>;

const familyOutcomes = (outcome: FamilyOutcome, but: Partial<FamilyRow['expect']> = {}) =>
  everyCaller(FAMILY_CALLERS, outcome, but);

/** The narrator's own circle: everybody else is told it does not exist (404), signed out is told to sign in. */
const NARRATOR_ONLY = familyOutcomes('notFound', { anonymous: 'signIn', narrator: 'allow' });
/** A list of the caller's own circle: the narrator sees theirs; anyone else sees their own, none of it. */
const NARRATOR_LIST = familyOutcomes('hidden', { anonymous: 'signIn', narrator: 'allow' });
/** What the circle reads: its members see the shared story; a removed member, a stranger and an admin do not. */
const MEMBERS_READ = familyOutcomes('hidden', { anonymous: 'signIn', reader: 'reads', contributor: 'reads' });

const newCircle = async (): Promise<Circle> => {
  const narrator = await verifiedNarrator('Margaret Hollins');
  await grantEverything(narrator);
  const [reader, contributor, removed] = await Promise.all([
    joinedRelative(narrator, 'reader'),
    joinedRelative(narrator, 'contributor'),
    joinedRelative(narrator, 'contributor', 'nephew', 'Former Member'),
  ]);
  await must(narrator.client.delete(`/api/family/members/${removed.user.id}`), 'remove member');
  const storyId = await sharedStoryWith(narrator, MEMORY);
  return { narrator, reader, contributor, removed, storyId };
};

/** A pending contribution of the circle's contributor to the shared story. */
const newContribution = async ({ contributor, storyId }: Circle) =>
  (
    await must<{ contribution: { id: string } }>(
      contributor.client.post(`/api/family/stories/${storyId}/contributions`, {
        content: 'I remember the bakery van, painted green.',
      }),
      'contribution',
    )
  ).contribution.id;

/** The fixtures of the family routes: each makes, in the route's circle, what its call touches. */
const familyFixtures = {
  newInvitation: async () => ({
    body: { email: newAccount().email, relationship: 'cousin', role: 'reader' },
    ids: [],
  }),
  invitation: async ({ circle }) => {
    const { invitation } = await invite(circle.narrator, newAccount().email);
    return { params: { id: invitation.id }, ids: [invitation.id] };
  },
  /**
   * A fresh link; addressed to the caller when the caller may join (a stranger, an administrator, the removed
   * member), so the route is tested on its rule whether or not it matches the address.
   */
  invitationToken: async ({ circle, caller, session }) => {
    const joinable = caller === 'stranger' || caller === 'admin' || caller === 'removed';
    const { token } = await invite(
      circle.narrator,
      joinable && session ? session.account.email : newAccount().email,
    );
    return { query: `token=${encodeURIComponent(token)}`, body: { token }, ids: [] };
  },
  members: async ({ circle }) => ({ ids: [circle.reader.user.id, circle.contributor.user.id] }),
  /** A member of the circle's own for this call (changed or removed by it). */
  extraMember: async ({ circle }) => {
    const relative = await joinedRelative(circle.narrator, 'reader', 'cousin', 'Extra Member');
    return { params: { id: relative.user.id }, body: { role: 'contributor' }, ids: [relative.user.id] };
  },
  sharing: async ({ circle }) => ({
    params: { id: circle.storyId },
    body: { shared: true },
    ids: [circle.storyId],
  }),
  sharedStory: async ({ circle }) => ({ params: { id: circle.storyId }, ids: [circle.storyId] }),
  newContribution: async ({ circle }) => ({
    params: { id: circle.storyId },
    body: { content: 'I remember the bakery van, painted green.' },
    ids: [circle.storyId],
  }),
  pendingContribution: async ({ circle }) => {
    const contributionId = await newContribution(circle);
    return { params: { id: circle.storyId, contributionId }, ids: [contributionId] };
  },
  storyContributions: async ({ circle }) => {
    const contributionId = await newContribution(circle);
    return { params: { id: circle.storyId }, ids: [contributionId, circle.storyId] };
  },
  leave: async ({ circle }) => ({ body: { narratorId: circle.narrator.user.id }, ids: [] }),
} satisfies Record<string, FamilyFixture>;

/** One row per family route, keyed `METHOD /path`. */
const familyMatrix: Record<string, FamilyRow> = {
  // Every signed-in caller invites to their own circle (a stranger's is empty; an unverified address is refused).
  'POST /api/family/invitations': {
    fixture: 'newInvitation',
    expect: familyOutcomes('own', { anonymous: 'signIn', narrator: 'allow' }),
  },
  'GET /api/family/invitations': { fixture: 'invitation', expect: NARRATOR_LIST },
  'DELETE /api/family/invitations/{id}': { fixture: 'invitation', expect: NARRATOR_ONLY },
  // Public: the join page shows whose invitation a valid link is, to whoever holds it.
  'GET /api/family/invitations/preview': {
    fixture: 'invitationToken',
    expect: familyOutcomes('allow'),
  },
  // A valid link joins whoever holds it and is signed in; not its narrator, nor someone already in the circle.
  'POST /api/family/invitations/accept': {
    fixture: 'invitationToken',
    expect: familyOutcomes('allow', {
      anonymous: 'signIn',
      narrator: 'denied',
      reader: 'conflict',
      contributor: 'conflict',
    }),
  },
  'GET /api/family/members': { fixture: 'members', expect: NARRATOR_LIST },
  'PUT /api/family/members/{id}': { fixture: 'extraMember', expect: NARRATOR_ONLY },
  'DELETE /api/family/members/{id}': { fixture: 'extraMember', expect: NARRATOR_ONLY },
  // Members leave; anyone else has no place in the circle to leave.
  'POST /api/family/leave': {
    fixture: 'leave',
    expect: familyOutcomes('notFound', { anonymous: 'signIn', reader: 'allow', contributor: 'allow' }),
  },
  'PUT /api/stories/{id}/sharing': { fixture: 'sharing', expect: NARRATOR_ONLY },
  'GET /api/family/shared': { fixture: 'sharedStory', expect: MEMBERS_READ },
  'GET /api/family/stories/{id}': {
    fixture: 'sharedStory',
    expect: familyOutcomes('notFound', { anonymous: 'signIn', reader: 'reads', contributor: 'reads' }),
  },
  // Contributors only: a reader is told why (403); outside the circle the story does not exist (404).
  'POST /api/family/stories/{id}/contributions': {
    fixture: 'newContribution',
    expect: familyOutcomes('notFound', { anonymous: 'signIn', reader: 'forbidden', contributor: 'allow' }),
  },
  'GET /api/family/contributions': { fixture: 'storyContributions', expect: NARRATOR_LIST },
  'GET /api/stories/{id}/contributions': { fixture: 'storyContributions', expect: NARRATOR_ONLY },
  // Answered by the narrator only: not even the contributor who wrote it.
  'POST /api/stories/{id}/contributions/{contributionId}/accept': {
    fixture: 'pendingContribution',
    expect: NARRATOR_ONLY,
  },
  'POST /api/stories/{id}/contributions/{contributionId}/decline': {
    fixture: 'pendingContribution',
    expect: NARRATOR_ONLY,
  },
};

const meetsFamily = (outcome: FamilyOutcome, status: number, body: unknown, ids: string[]) => {
  const text = JSON.stringify(body);
  if (outcome === 'reads') return status >= 200 && status < 300 && ids.every((id) => text.includes(id));
  if (outcome === 'notFound') return status === 404;
  if (outcome === 'forbidden') return status === 403;
  if (outcome === 'conflict') return status === 409;
  if (outcome === 'signIn') return status === 401;
  if (outcome === 'denied') return status >= 400 && status < 500 && !ids.some((id) => text.includes(id));
  return meets(outcome, status, body, ids);
};

const routeKey = (route: (typeof routes)[number]) => `${route.endpoint.method} ${route.endpoint.path}`;

let owner: Session;
let ownerNoConsent: Session;
let other: Session;
let admin: Session;
let adminNoConsent: Session;

const grantEverything = async (session: Session) =>
  must(
    session.client.put('/api/profile/permissions', {
      permissions: Object.fromEntries(PERMISSION_KEYS.map((key) => [key, true])),
    }),
    'permissions',
  );

/**
 * A signed-in account of the caller's role, made for one call. An administrator has two-factor sign-in on
 * (no admin route answers without it), except for the routes that turn it on: those need it off.
 */
const freshCaller = async (caller: Exclude<Caller, 'anonymous'>, path: string): Promise<Session> => {
  const session = await signedInClient();
  if (caller === 'admin' || caller === 'adminNoConsent') {
    if (path.startsWith('/api/account/two-factor')) await setAdmin(session.account.email, true);
    else await makeAdministrator(session.account.email);
  }
  return session;
};

beforeAll(async () => {
  useRuntimeDatabase();
  [owner, ownerNoConsent, other, admin, adminNoConsent] = await Promise.all([
    signedInClient(),
    signedInClient(),
    signedInClient(),
    signedInClient(),
    signedInClient(),
  ]);
  await Promise.all([
    makeAdministrator(admin.account.email),
    makeAdministrator(adminNoConsent.account.email),
  ]);
  await grantEverything(owner);
  // Walt mails a writer's report only to a verified address (the owner's, or the administrator's own).
  await Promise.all(
    [owner, ownerNoConsent, admin, adminNoConsent].map((session) => verifyEmailOf(session.account.email)),
  );
}, 60_000);

/** Calls the route as the caller with the prepared params, body or upload. */
const call = async (route: (typeof routes)[number], client: ApiClient, prepared: Prepared) => {
  const path = `${buildPath(route.endpoint.path, prepared.params)}${prepared.query ? `?${prepared.query}` : ''}`;
  const { method } = route.endpoint;
  if (route.endpoint.redirect) {
    const response = await fetch(new URL(path, client.baseUrl), {
      redirect: 'manual',
      headers: client.headersFor(),
    });
    return { status: response.status, body: { location: response.headers.get('location') } };
  }
  if (route.endpoint.stream) {
    const response = await fetch(new URL(path, client.baseUrl), {
      method,
      headers: { ...client.headersFor(), 'content-type': 'application/json' },
      body: JSON.stringify(prepared.body),
    });
    const text = await response.text();
    const ndjson = (response.headers.get('content-type') ?? '').includes('ndjson');
    return {
      status: response.status,
      body: ndjson
        ? text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : JSON.parse(text || '{}'),
    };
  }
  if (!prepared.form)
    return client.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : prepared.body);
  const cookie = [...client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await fetch(new URL(path, client.baseUrl), {
    method,
    headers: { ...(cookie ? { cookie } : {}), 'cloudfront-viewer-address': client.ip },
    body: prepared.form(),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
};

const REFUSED = [401, 403, 404];
const meets = (outcome: Outcome, status: number, body: unknown, ids: string[]) => {
  const leaks = ids.some((id) => JSON.stringify(body).includes(id));
  // A redirect route's grant is its 302 (the download of an export, an OAuth callback).
  if (outcome === 'allow') return (status >= 200 && status < 300) || status === 302;
  if (outcome === 'refuse') return REFUSED.includes(status);
  if (outcome === 'hidden') return REFUSED.includes(status) || (status >= 200 && status < 300 && !leaks);
  if (outcome === 'own')
    return (REFUSED.includes(status) || status === 409 || (status >= 200 && status < 300)) && !leaks;
  return status < 500;
};

/** One caller's answer against the outcome its row expects (the ids are those it must not be shown). */
const verdict = <O extends string>(
  caller: string,
  outcome: O,
  answer: { status: number; body: unknown },
  ids: string[],
  meetsOutcome: (outcome: O, status: number, body: unknown, ids: string[]) => boolean,
) => ({ caller, outcome, answer, ok: meetsOutcome(outcome, answer.status, answer.body, ids) });

/** The callers whose answer was not the row's, each with what it got. */
const wrongOnes = (results: ReturnType<typeof verdict>[]) =>
  results
    .filter((result) => !result.ok)
    .map(
      (r) =>
        `${r.caller}: expected ${r.outcome}, got ${r.answer.status} ${JSON.stringify(r.answer.body).slice(0, 200)}`,
    );

describe('the authorization matrix', () => {
  it('has a row for every route of infra/routes.ts, and none for a route that is gone', () => {
    const keys = routes.map(routeKey);
    const rows = { ...matrix, ...familyMatrix };
    const missing = keys.filter((key) => !(key in rows));
    const gone = Object.keys(rows).filter((key) => !keys.includes(key));
    expect(
      missing,
      `Add these rows to the matrix in test/security/authorization-matrix.test.ts (choose the fixture and the outcome preset):\n${missing
        .map((key) => `  '${key}': { fixture: 'story', expect: OWNED },`)
        .join('\n')}\n`,
    ).toEqual([]);
    expect(gone, 'Remove these rows: their routes are no longer in infra/routes.ts').toEqual([]);
  });

  it.each(
    routes.filter((route) => routeKey(route) in matrix).map((route) => [routeKey(route), route] as const),
  )(
    '%s',
    async (key, route) => {
      const row = matrix[key]!;
      const results = await Promise.all(
        CALLERS.map(async (caller) => {
          const session =
            caller === 'anonymous'
              ? undefined
              : row.fresh
                ? await freshCaller(caller, route.endpoint.path)
                : { owner, other, admin, adminNoConsent }[caller];
          const target = caller === 'adminNoConsent' ? ownerNoConsent : owner;
          const prepared = await (fixtures[row.fixture] as Fixture)({
            owner: target,
            admin,
            caller: session,
          });
          // Anonymous calls come from a client of its own, with no cookie.
          const answer = await call(route, session?.client ?? new ApiClient(), prepared);
          return verdict(caller, row.expect[caller], answer, caller === 'owner' ? [] : prepared.ids, meets);
        }),
      );
      expect(wrongOnes(results), key).toEqual([]);
    },
    60_000,
  );
});

describe('the family circle in the authorization matrix', () => {
  it.each(
    routes
      .filter((route) => routeKey(route) in familyMatrix)
      .map((route) => [routeKey(route), route] as const),
  )(
    '%s',
    async (key, route) => {
      const row = familyMatrix[key]!;
      const circle = await newCircle();
      const sessions: Record<FamilyCaller, Session | undefined> = {
        anonymous: undefined,
        narrator: circle.narrator,
        reader: circle.reader,
        contributor: circle.contributor,
        removed: circle.removed,
        stranger: other,
        admin,
      };
      const results = await Promise.all(
        FAMILY_CALLERS.map(async (caller) => {
          const session = sessions[caller];
          const prepared = await (familyFixtures[row.fixture] as FamilyFixture)({ circle, caller, session });
          const answer = await call(route, session?.client ?? new ApiClient(), prepared);
          const ids = caller === 'narrator' ? [] : prepared.ids;
          return verdict(caller, row.expect[caller], answer, ids, meetsFamily);
        }),
      );
      expect(wrongOnes(results), key).toEqual([]);
    },
    90_000,
  );

  it('an unshared story is 404 to every caller of the relatives’ routes; its narrator still reads it', async () => {
    const circle = await newCircle();
    const storyId = await storyWith(circle.narrator, MEMORY);
    const callers = [circle.reader, circle.contributor, circle.removed, other, admin];

    const reads = await Promise.all(
      callers.map((session) => session.client.get(`/api/family/stories/${storyId}`)),
    );
    const writes = await Promise.all(
      callers.map((session) =>
        session.client.post(`/api/family/stories/${storyId}/contributions`, { content: 'A memory.' }),
      ),
    );
    const own = await circle.narrator.client.get(`/api/stories/${storyId}`);

    expect(reads.map((answer) => answer.status)).toEqual(callers.map(() => 404));
    expect(writes.map((answer) => answer.status)).toEqual(callers.map(() => 404));
    expect(own.status).toBe(200);
  }, 60_000);
});
