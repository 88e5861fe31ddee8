import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmailInsightEntity } from '#functions/db/entities/email-insight.ts';
import { type ApiAnswer, ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { invite, joinedRelative, must, sharedStoryWith, verifiedNarrator } from '#test/helpers/family.ts';

/**
 * Conversations, transcripts, Walt's notes, research and email insights are never shown to relatives
 * (issue 25). The narrator's material carries distinctive words; every route a relative can call is walked as
 * a reader and as a contributor, and no answer may carry any of them. The same words are first read back by
 * the narrator, so the search cannot pass because the material was never stored.
 */

const TRANSCRIPT_WORD = 'zanzibarquokka';
const NOTE_WORD = 'quernmorepelican';
const RESEARCH_WORD = 'hilltownaxolotl';
const INSIGHT_WORD = 'dundeenarwhal';
const CANARIES = [TRANSCRIPT_WORD, NOTE_WORD, RESEARCH_WORD, INSIGHT_WORD];

const MEMORY =
  'We lived above the bakery on Cardigan Road, and the smell of bread came up through the floor.';

let narrator: Session;
let storyId: string;
let conversationId: string;
let noteId: string;
let reportId: string;

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await verifiedNarrator();
  storyId = await sharedStoryWith(narrator, MEMORY, 'The bakery years');
  await must(
    narrator.client.post(`/api/stories/${storyId}/voice-memo-entries`, {
      content: 'My father sang while he kneaded the dough.',
    }),
    'voice memo',
  );
  // A conversation held for the story, and its transcript.
  const started = await must<{ conversation: { id: string } }>(
    narrator.client.post('/api/conversations/start', { sessionType: 'gettingToKnowYou', storyId }),
    'conversation',
  );
  conversationId = started.conversation.id;
  await must(
    narrator.client.post(`/api/conversations/${conversationId}/save`, {
      messages: [
        { id: 'm1', role: 'assistant', content: 'What animal did your uncle keep?' },
        { id: 'm2', role: 'user', content: `He kept a ${TRANSCRIPT_WORD} in the yard, believe it or not.` },
      ],
    }),
    'transcript',
  );
  noteId = (
    await must<{ id: string }>(
      narrator.client.post('/api/notes', { storyId, content: `Ask about the ${NOTE_WORD} next time.` }),
      'note',
    )
  ).id;
  reportId = (
    await must<{ id: string }>(
      narrator.client.post('/api/research', {
        query: `${RESEARCH_WORD} of Leeds`,
        storyId,
        content: `The ${RESEARCH_WORD} bakeries of Leeds.`,
      }),
      'research',
    )
  ).id;
  await EmailInsightEntity.build(PutItemCommand)
    .item({
      insightId: `insight-${randomUUID()}`,
      userId: narrator.user.id,
      subject: `Sunday lunch and the ${INSIGHT_WORD}`,
      date: '2024-06-01T09:30:00.000Z',
      sender: 'aunt.may@example.org',
      summary: `Lunch at one; bring the ${INSIGHT_WORD}.`,
      categories: ['family'],
      biographicalInfo: { user: [`Kept a ${INSIGHT_WORD}`], correspondent: ['Aunt May'] },
      source: 'gmail',
    })
    .send();
  await narrator.client.put(`/api/stories/${storyId}`, { name: 'The bakery years' });
}, 60_000);

/** Every answer a relative can get from the family routes, as the given role. */
const walkAsRelative = async (role: 'reader' | 'contributor'): Promise<[string, ApiAnswer<unknown>][]> => {
  const relative = await signedInClient({ name: role === 'reader' ? 'Tom Hollins' : 'Ruth Hollins' });
  const { token } = await invite(narrator, relative.account.email, role, 'grandchild');
  const answers: [string, ApiAnswer<unknown>][] = [];
  const record = async (what: string, answer: Promise<ApiAnswer<unknown>>) => {
    answers.push([what, await answer]);
  };
  await record(
    'preview (anonymous)',
    new ApiClient().get(`/api/family/invitations/preview?token=${encodeURIComponent(token)}`),
  );
  await record(
    'preview (signed in)',
    relative.client.get(`/api/family/invitations/preview?token=${encodeURIComponent(token)}`),
  );
  await record('accept', relative.client.post('/api/family/invitations/accept', { token }));
  await record('shared', relative.client.get('/api/family/shared'));
  await record('shared story', relative.client.get(`/api/family/stories/${storyId}`));
  await record(
    'contribution',
    relative.client.post(`/api/family/stories/${storyId}/contributions`, {
      content: 'I remember the bakery van, painted green.',
    }),
  );
  // The narrator-side routes, called by the relative: refused or their own (empty) lists.
  await record('members', relative.client.get('/api/family/members'));
  await record('invitations', relative.client.get('/api/family/invitations'));
  await record('pending contributions', relative.client.get('/api/family/contributions'));
  await record('story contributions', relative.client.get(`/api/stories/${storyId}/contributions`));
  await record('story', relative.client.get(`/api/stories/${storyId}`));
  await record('shared story after contributing', relative.client.get(`/api/family/stories/${storyId}`));
  await record('leave', relative.client.post('/api/family/leave', { narratorId: narrator.user.id }));
  await record('shared story after leaving', relative.client.get(`/api/family/stories/${storyId}`));
  return answers;
};

const leaksIn = (answers: [string, ApiAnswer<unknown>][]) =>
  answers.flatMap(([what, answer]) => {
    const text = `${JSON.stringify(answer.body)} ${[...answer.headers.values()].join(' ')}`.toLowerCase();
    return CANARIES.filter((word) => text.includes(word)).map((word) => `${what}: ${word}`);
  });

describe('what relatives never see', () => {
  it('the narrator’s own routes do carry the distinctive words (the material is really there)', async () => {
    const conversation = await narrator.client.get(`/api/conversations/${conversationId}`);
    const note = await narrator.client.get(`/api/notes/${noteId}`);
    const report = await narrator.client.get(`/api/research/${reportId}`);
    const insights = await narrator.client.get('/api/gmail/insights');

    expect(JSON.stringify(conversation.body)).toContain(TRANSCRIPT_WORD);
    expect(JSON.stringify(note.body)).toContain(NOTE_WORD);
    expect(JSON.stringify(report.body)).toContain(RESEARCH_WORD);
    expect(JSON.stringify(insights.body)).toContain(INSIGHT_WORD);
  });

  it('no answer to a reader carries a transcript, a note, research or an email insight', async () => {
    const answers = await walkAsRelative('reader');

    const byWhat = Object.fromEntries(answers.map(([what, answer]) => [what, answer.status]));
    expect(byWhat).toMatchObject({
      'preview (anonymous)': 200,
      accept: 200,
      shared: 200,
      'shared story': 200,
      contribution: 403,
      leave: 204,
      'shared story after leaving': 404,
    });
    expect(leaksIn(answers)).toEqual([]);
  });

  it('no answer to a contributor carries them either, even once their memory is accepted', async () => {
    const answers = await walkAsRelative('contributor');
    const contribution = answers.find(([what]) => what === 'contribution')?.[1].body as
      | { contribution?: { id: string } }
      | undefined;
    const id = contribution?.contribution?.id ?? 'no-contribution';
    await must(narrator.client.post(`/api/stories/${storyId}/contributions/${id}/accept`), 'accept');
    const again = await walkAsRelative('contributor');

    const byWhat = Object.fromEntries(answers.map(([what, answer]) => [what, answer.status]));
    expect(byWhat).toMatchObject({ accept: 200, shared: 200, 'shared story': 200, contribution: 201 });
    expect(leaksIn(answers)).toEqual([]);
    expect(leaksIn(again)).toEqual([]);
    const story = again.find(([what]) => what === 'shared story')?.[1].body as { entries: unknown[] };
    expect(JSON.stringify(story.entries)).toContain('painted green');
  });

  it('the shared story shows the typed and spoken entries but no transcript entry', async () => {
    const relative = await joinedRelative(narrator, 'reader');

    const answer = await relative.client.get<{ entries: { kind: string }[] }>(
      `/api/family/stories/${storyId}`,
    );

    expect(answer.status).toBe(200);
    expect(answer.body.entries.map((entry) => entry.kind).sort()).toEqual(
      expect.arrayContaining(['text', 'voiceMemo']),
    );
    expect(answer.body.entries.every((entry) => ['text', 'voiceMemo'].includes(entry.kind))).toBe(true);
    expect(JSON.stringify(answer.body)).not.toContain(conversationId);
    expect(JSON.stringify(answer.body)).not.toContain(noteId);
    expect(JSON.stringify(answer.body)).not.toContain(reportId);
  });
});
