import { beforeAll, describe, expect, it } from 'vitest';
import type { Artefact, GenerationJob } from '#shared/schemas/artefact.ts';
import type { Story } from '#shared/schemas/story.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import {
  invite,
  joinedRelative,
  must,
  share,
  sharedStoryWith,
  storyWith,
  verifiedNarrator,
} from '#test/helpers/family.ts';

/**
 * What is shared (issue 25): nothing by default; the narrator turns "Share with my family circle" on per
 * story; a shared story shows its members the title, the typed and spoken entries and the latest version of
 * each keepsake; strangers, removed members and anyone but the narrator for an unshared story get 404.
 */

const NARRATOR = 'Margaret Hollins';
const MEMORY =
  'We lived above the bakery on Cardigan Road, and the smell of bread came up through the floor.';

type SharedEntry = { id: string; kind: string; content: string; addedBy?: { name: string } };
type SharedKeepsake = { id: string; title: string; version: number; content: string };
type SharedStory = {
  id: string;
  title?: string;
  narrator: { id: string; name: string };
  role: string;
  entries: SharedEntry[];
  keepsakes: SharedKeepsake[];
};
type SharedAnswer = {
  circles: {
    narrator: { id: string; name: string };
    relationship: string;
    role: string;
    stories: { id: string; title?: string; updatedAt: string }[];
  }[];
};

let narrator: Session;
let reader: Session;
let contributor: Session;
let stranger: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await verifiedNarrator(NARRATOR);
  [reader, contributor, stranger] = await Promise.all([
    joinedRelative(narrator, 'reader', 'grandson'),
    joinedRelative(narrator, 'contributor', 'daughter'),
    signedInClient({ name: 'Stranger Danger' }),
  ]);
}, 60_000);

/** Generates a keepsake of the story offline and waits for it; the artefact. */
const keepsakeOf = async (session: Session, storyId: string): Promise<Artefact> => {
  const { jobId } = await must<{ jobId: string }>(
    session.client.post('/api/artefacts/generate', { storyId, formatId: 'format-short-story' }),
    'generate',
  );
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { body } = await session.client.get<{ job: GenerationJob; artefact?: Artefact }>(
      `/api/artefacts/job/${jobId}`,
    );
    if (body.job?.status === 'completed' && body.artefact) return body.artefact;
    if (body.job?.status === 'failed') throw new Error('keepsake failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('keepsake never completed');
};

describe('sharing a story', () => {
  it('is off by default: the story read says so, and the story is 404 to every relative', async () => {
    const storyId = await storyWith(narrator, MEMORY);

    const own = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    const asReader = await reader.client.get(`/api/family/stories/${storyId}`);
    const asContributor = await contributor.client.get(`/api/family/stories/${storyId}`);
    const asStranger = await stranger.client.get(`/api/family/stories/${storyId}`);
    const shared = await reader.client.get<SharedAnswer>('/api/family/shared');

    expect(own.status).toBe(200);
    expect(own.body.shared ?? false).toBe(false);
    for (const answer of [asReader, asContributor, asStranger])
      expect(answer).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.storyNotFound } });
    const stories = shared.body.circles.flatMap((circle) => circle.stories.map((story) => story.id));
    expect(stories).not.toContain(storyId);
  });

  it('the narrator turns sharing on and off; the story read carries `shared`', async () => {
    const storyId = await storyWith(narrator, MEMORY);

    const on = await narrator.client.put(`/api/stories/${storyId}/sharing`, { shared: true });
    const readOn = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    const seen = await reader.client.get(`/api/family/stories/${storyId}`);
    const off = await narrator.client.put(`/api/stories/${storyId}/sharing`, { shared: false });
    const readOff = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    const gone = await reader.client.get(`/api/family/stories/${storyId}`);

    expect(on).toMatchObject({ status: 200, body: { id: storyId, shared: true } });
    expect(readOn.body.shared).toBe(true);
    expect(seen.status).toBe(200);
    expect(off).toMatchObject({ status: 200, body: { id: storyId, shared: false } });
    expect(readOff.body.shared).toBe(false);
    expect(gone.status).toBe(404);
  });

  it('only the narrator may share: members, strangers and a bad body are refused', async () => {
    const storyId = await storyWith(narrator, MEMORY);

    const byReader = await reader.client.put(`/api/stories/${storyId}/sharing`, { shared: true });
    const byContributor = await contributor.client.put(`/api/stories/${storyId}/sharing`, { shared: true });
    const byStranger = await stranger.client.put(`/api/stories/${storyId}/sharing`, { shared: true });
    const notBoolean = await narrator.client.put(`/api/stories/${storyId}/sharing`, { shared: 'yes' });
    const unknown = await narrator.client.put('/api/stories/no-such-story/sharing', { shared: true });

    for (const answer of [byReader, byContributor, byStranger, unknown]) expect(answer.status).toBe(404);
    expect(notBoolean.status).toBe(400);
    expect((await narrator.client.get<Story>(`/api/stories/${storyId}`)).body.shared ?? false).toBe(false);
    expect((await reader.client.get(`/api/family/stories/${storyId}`)).status).toBe(404);
  });
});

describe('Shared with you', () => {
  it('lists, for a relative, each circle they belong to with the stories its narrator shares', async () => {
    const sharedId = await sharedStoryWith(narrator, MEMORY, 'The bakery years');
    const privateId = await storyWith(narrator, MEMORY, 'Private');

    const answer = await reader.client.get<SharedAnswer>('/api/family/shared');

    expect(answer.status).toBe(200);
    const circle = answer.body.circles.find((item) => item.narrator.id === narrator.user.id);
    expect(circle).toMatchObject({
      narrator: { id: narrator.user.id, name: NARRATOR },
      relationship: 'grandson',
      role: 'reader',
    });
    expect(circle?.stories).toContainEqual(
      expect.objectContaining({ id: sharedId, title: 'The bakery years' }),
    );
    expect(circle?.stories.map((story) => story.id)).not.toContain(privateId);
  });

  it('is empty for a stranger and for the narrator (who belongs to no circle)', async () => {
    await sharedStoryWith(narrator, MEMORY);

    const asStranger = await stranger.client.get<SharedAnswer>('/api/family/shared');
    const asNarrator = await narrator.client.get<SharedAnswer>('/api/family/shared');

    expect(asStranger).toMatchObject({ status: 200, body: { circles: [] } });
    expect(asNarrator).toMatchObject({ status: 200, body: { circles: [] } });
  });

  it('shows a relative the circles of two narrators side by side', async () => {
    const second = await verifiedNarrator('Arthur Hollins');
    const secondStory = await sharedStoryWith(second, 'Arthur drove the number nine tram.');
    const relative = await joinedRelative(narrator, 'reader', 'niece', 'Jane Hollins');
    const { token } = await invite(second, relative.account.email, 'contributor', 'granddaughter');
    await must(relative.client.post('/api/family/invitations/accept', { token }), 'accept');

    const answer = await relative.client.get<SharedAnswer>('/api/family/shared');

    const byNarrator = new Map(answer.body.circles.map((circle) => [circle.narrator.id, circle]));
    expect(byNarrator.get(narrator.user.id)).toMatchObject({ relationship: 'niece', role: 'reader' });
    expect(byNarrator.get(second.user.id)).toMatchObject({
      relationship: 'granddaughter',
      role: 'contributor',
      stories: [expect.objectContaining({ id: secondStory })],
    });
  });
});

describe('the shared story', () => {
  it('shows members its title, typed and spoken entries, in the caller’s role', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY, 'The bakery years');
    await must(
      narrator.client.post(`/api/stories/${storyId}/voice-memo-entries`, {
        content: 'My father sang while he kneaded the dough.',
      }),
      'voice memo',
    );

    const asReader = await reader.client.get<SharedStory>(`/api/family/stories/${storyId}`);
    const asContributor = await contributor.client.get<SharedStory>(`/api/family/stories/${storyId}`);

    expect(asReader.status).toBe(200);
    expect(asReader.body).toMatchObject({
      id: storyId,
      title: 'The bakery years',
      narrator: { id: narrator.user.id, name: NARRATOR },
      role: 'reader',
    });
    expect(asReader.body.entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'text', content: MEMORY }),
        expect.objectContaining({ kind: 'voiceMemo', content: 'My father sang while he kneaded the dough.' }),
      ]),
    );
    expect(asReader.body.entries).toHaveLength(2);
    expect(asReader.body.keepsakes).toEqual([]);
    expect(asContributor.body.role).toBe('contributor');
  });

  it('shows each keepsake of the story in its latest version only', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const first = await keepsakeOf(narrator, storyId);
    const second = await keepsakeOf(narrator, storyId);

    const answer = await reader.client.get<SharedStory>(`/api/family/stories/${storyId}`);

    expect(second.id).toBe(first.id);
    const latest = second.versions.reduce((a, b) => (b.version > a.version ? b : a));
    expect(latest.version).toBe(2);
    expect(answer.status).toBe(200);
    expect(answer.body.keepsakes).toHaveLength(1);
    expect(answer.body.keepsakes[0]).toMatchObject({
      id: first.id,
      version: 2,
      content: latest.generatedContent,
    });
  }, 60_000);

  it('is 404 to a stranger and to a member of another narrator’s circle', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const elsewhere = await verifiedNarrator('Other Narrator');
    const otherRelative = await joinedRelative(elsewhere, 'contributor');

    const asStranger = await stranger.client.get(`/api/family/stories/${storyId}`);
    const asOtherRelative = await otherRelative.client.get(`/api/family/stories/${storyId}`);
    const unknown = await reader.client.get('/api/family/stories/no-such-story');

    for (const answer of [asStranger, asOtherRelative, unknown])
      expect(answer).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.storyNotFound } });
  });

  it('is not the narrator’s story page: relatives cannot read it through /api/stories', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);

    const asReader = await reader.client.get(`/api/stories/${storyId}`);
    const asContributor = await contributor.client.get(`/api/stories/${storyId}`);

    expect(asReader.status).toBe(404);
    expect(asContributor.status).toBe(404);
  });

  it('a story shared again after being turned off is readable again', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    await share(narrator, storyId, false);
    await share(narrator, storyId, true);

    const answer = await reader.client.get<SharedStory>(`/api/family/stories/${storyId}`);

    expect(answer.status).toBe(200);
    expect(answer.body.entries[0]?.content).toBe(MEMORY);
  });
});
