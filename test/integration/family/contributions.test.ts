import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Contribution } from '#shared/schemas/family.ts';
import type { Story } from '#shared/schemas/story.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { joinedRelative, sharedStoryWith, storyWith, verifiedNarrator } from '#test/helpers/family.ts';
import { upload, webmRecording } from '#test/integration/stories/recording.ts';

/**
 * Contributions (issue 25): a contributor adds a memory to a shared story; it waits as pending until the
 * narrator answers it. "Add to my story" makes it an entry of the story, attributed to its author; "Not now"
 * keeps it out. A reader cannot contribute (403); an answered memory cannot be answered again (409).
 */

const MEMORY =
  'We lived above the bakery on Cardigan Road, and the smell of bread came up through the floor.';
const RUTH_MEMORY = 'I remember Grandad letting me shape the first loaf every Saturday morning.';

type Contributions = { contributions: Contribution[] };
type SharedStory = {
  entries: { id: string; content: string; addedBy?: { name: string; relationship?: string } }[];
};

let narrator: Session;
let reader: Session;
let contributor: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  narrator = await verifiedNarrator('Margaret Hollins');
  [reader, contributor] = await Promise.all([
    joinedRelative(narrator, 'reader', 'grandson', 'Tom Hollins'),
    joinedRelative(narrator, 'contributor', 'daughter', 'Ruth Hollins'),
  ]);
}, 60_000);

const contribute = (session: Session, storyId: string, body: Record<string, unknown>) =>
  session.client.post<{ contribution: Contribution }>(`/api/family/stories/${storyId}/contributions`, body);

const contributionsOf = (storyId: string) =>
  narrator.client.get<Contributions>(`/api/stories/${storyId}/contributions`);

const pending = async () =>
  (await narrator.client.get<Contributions>('/api/family/contributions')).body.contributions;

describe('adding a memory', () => {
  it('a contributor’s typed memory arrives pending, attributed to them, on the narrator’s lists', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY, 'The bakery years');

    const answer = await contribute(contributor, storyId, { content: RUTH_MEMORY });
    const waiting = await pending();
    const ofStory = await contributionsOf(storyId);
    const story = await narrator.client.get<Story>(`/api/stories/${storyId}`);

    expect(answer.status).toBe(201);
    expect(answer.body.contribution).toMatchObject({
      storyId,
      kind: 'text',
      content: RUTH_MEMORY,
      author: { name: 'Ruth Hollins', relationship: 'daughter' },
      status: 'pending',
    });
    const { id } = answer.body.contribution;
    expect(waiting).toContainEqual(
      expect.objectContaining({ id, storyId, status: 'pending', storyTitle: 'The bakery years' }),
    );
    expect(ofStory.body.contributions).toEqual([expect.objectContaining({ id, status: 'pending' })]);
    // Pending: not an entry of the story yet.
    expect(story.body.textEntries.map((entry) => entry.content)).not.toContain(RUTH_MEMORY);
  });

  it('a spoken memory carries the recording the recorder uploaded, played through a URL', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const recorded = await upload(contributor, { bytes: webmRecording(2) });
    const { recordingId, transcript } = recorded.body as { recordingId: string; transcript: string };

    const answer = await contribute(contributor, storyId, { content: transcript, recordingId });
    const ofStory = await contributionsOf(storyId);

    expect(recorded.status).toBe(200);
    expect(answer.status).toBe(201);
    expect(answer.body.contribution).toMatchObject({
      kind: 'voiceMemo',
      content: transcript,
      status: 'pending',
    });
    expect(ofStory.body.contributions[0]?.recordingUrl).toEqual(expect.any(String));
  });

  it('a recording that is not the contributor’s own is refused', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const recorded = await upload(reader, { bytes: webmRecording(2) });
    const { recordingId } = recorded.body as { recordingId: string };

    const answer = await contribute(contributor, storyId, { content: 'Spoken.', recordingId });

    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await contributionsOf(storyId)).body.contributions).toEqual([]);
  });

  it('a reader cannot contribute: 403 with the text, and nothing waits', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);

    const answer = await contribute(reader, storyId, { content: 'Readers may not write.' });
    const ofStory = await contributionsOf(storyId);

    expect(answer).toMatchObject({ status: 403, body: { error: FAMILY_TEXTS.readersCannotContribute } });
    expect(ofStory.body.contributions).toEqual([]);
  });

  it('nobody contributes to an unshared story, nor a stranger to a shared one (404)', async () => {
    const privateId = await storyWith(narrator, MEMORY);
    const sharedId = await sharedStoryWith(narrator, MEMORY);
    const stranger = await signedInClient();

    const toPrivate = await contribute(contributor, privateId, { content: RUTH_MEMORY });
    const byStranger = await contribute(stranger, sharedId, { content: RUTH_MEMORY });

    expect(toPrivate).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.storyNotFound } });
    expect(byStranger).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.storyNotFound } });
    expect((await contributionsOf(sharedId)).body.contributions).toEqual([]);
  });

  it('refuses an empty memory and a malformed client id', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);

    const empty = await contribute(contributor, storyId, { content: '   ' });
    const badId = await contribute(contributor, storyId, { id: 'not-a-uuid', content: RUTH_MEMORY });

    expect(empty.status).toBe(400);
    expect(badId.status).toBe(400);
  });

  it('stores a retried send once: the same client id twice is one contribution', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const id = randomUUID();

    const first = await contribute(contributor, storyId, { id, content: RUTH_MEMORY });
    const retry = await contribute(contributor, storyId, { id, content: RUTH_MEMORY });
    const ofStory = await contributionsOf(storyId);

    expect(first.status).toBe(201);
    expect(retry.status).toBeLessThan(300);
    expect(retry.body.contribution.id).toBe(first.body.contribution.id);
    expect(ofStory.body.contributions).toHaveLength(1);
    expect(ofStory.body.contributions[0]?.id).toBe(first.body.contribution.id);
  });

  it('a contributor demoted to reader is refused from the next request', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const relative = await joinedRelative(narrator, 'contributor', 'son', 'Sam Hollins');
    await narrator.client.put(`/api/family/members/${relative.user.id}`, { role: 'reader' });

    const answer = await contribute(relative, storyId, { content: 'One more memory.' });

    expect(answer).toMatchObject({ status: 403, body: { error: FAMILY_TEXTS.readersCannotContribute } });
  });
});

describe('answering a memory', () => {
  it('"Add to my story" makes it an entry attributed to its author, on the story and its shared view', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const { contribution } = (await contribute(contributor, storyId, { content: RUTH_MEMORY })).body;

    const accepted = await narrator.client.post<{ contribution: Contribution; entry: { id: string } }>(
      `/api/stories/${storyId}/contributions/${contribution.id}/accept`,
    );
    const story = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    const shared = await reader.client.get<SharedStory>(`/api/family/stories/${storyId}`);
    const waiting = await pending();

    expect(accepted.status).toBe(200);
    expect(accepted.body.contribution).toMatchObject({
      id: contribution.id,
      status: 'accepted',
      entryId: accepted.body.entry.id,
    });
    expect(accepted.body.entry).toMatchObject({
      content: RUTH_MEMORY,
      addedBy: { name: 'Ruth Hollins', relationship: 'daughter' },
    });
    const entry = story.body.textEntries.find((item) => item.id === accepted.body.entry.id);
    expect(entry).toMatchObject({
      content: RUTH_MEMORY,
      addedBy: { name: 'Ruth Hollins', relationship: 'daughter' },
    });
    // The narrator's own entry carries no attribution.
    expect(story.body.textEntries.find((item) => item.content === MEMORY)?.addedBy).toBeUndefined();
    expect(shared.body.entries).toContainEqual(
      expect.objectContaining({
        content: RUTH_MEMORY,
        addedBy: expect.objectContaining({ name: 'Ruth Hollins' }),
      }),
    );
    expect(waiting.map((item) => item.id)).not.toContain(contribution.id);
  });

  it('"Not now" keeps it out of the story and off the pending list', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const { contribution } = (await contribute(contributor, storyId, { content: RUTH_MEMORY })).body;

    const declined = await narrator.client.post<{ contribution: Contribution }>(
      `/api/stories/${storyId}/contributions/${contribution.id}/decline`,
    );
    const story = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    const ofStory = await contributionsOf(storyId);

    expect(declined).toMatchObject({
      status: 200,
      body: { contribution: { id: contribution.id, status: 'declined' } },
    });
    expect(story.body.textEntries.map((entry) => entry.content)).not.toContain(RUTH_MEMORY);
    expect(ofStory.body.contributions).toEqual([
      expect.objectContaining({ id: contribution.id, status: 'declined' }),
    ]);
    expect((await pending()).map((item) => item.id)).not.toContain(contribution.id);
  });

  it('an answered memory cannot be answered again (409), either way', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const one = (await contribute(contributor, storyId, { content: 'First memory.' })).body.contribution;
    const two = (await contribute(contributor, storyId, { content: 'Second memory.' })).body.contribution;
    await narrator.client.post(`/api/stories/${storyId}/contributions/${one.id}/accept`);
    await narrator.client.post(`/api/stories/${storyId}/contributions/${two.id}/decline`);

    const acceptAgain = await narrator.client.post(`/api/stories/${storyId}/contributions/${one.id}/accept`);
    const declineAccepted = await narrator.client.post(
      `/api/stories/${storyId}/contributions/${one.id}/decline`,
    );
    const acceptDeclined = await narrator.client.post(
      `/api/stories/${storyId}/contributions/${two.id}/accept`,
    );
    const story = await narrator.client.get<Story>(`/api/stories/${storyId}`);

    for (const answer of [acceptAgain, declineAccepted, acceptDeclined])
      expect(answer).toMatchObject({ status: 409, body: { error: FAMILY_TEXTS.contributionSettled } });
    expect(story.body.textEntries.filter((entry) => entry.content === 'First memory.')).toHaveLength(1);
    expect(story.body.textEntries.map((entry) => entry.content)).not.toContain('Second memory.');
  });

  it('only the narrator answers: the contributor, a reader and another narrator get 404', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const { contribution } = (await contribute(contributor, storyId, { content: RUTH_MEMORY })).body;
    const other = await signedInClient();

    const answers = await Promise.all(
      [contributor, reader, other].flatMap((session) => [
        session.client.post(`/api/stories/${storyId}/contributions/${contribution.id}/accept`),
        session.client.post(`/api/stories/${storyId}/contributions/${contribution.id}/decline`),
        session.client.get(`/api/stories/${storyId}/contributions`),
      ]),
    );

    for (const answer of answers) expect(answer.status).toBe(404);
    expect((await pending()).map((item) => item.id)).toContain(contribution.id);
  });

  it('a contribution is answered only under its own story; an unknown one answers 404', async () => {
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const otherStoryId = await sharedStoryWith(narrator, MEMORY);
    const { contribution } = (await contribute(contributor, storyId, { content: RUTH_MEMORY })).body;

    const wrongStory = await narrator.client.post(
      `/api/stories/${otherStoryId}/contributions/${contribution.id}/accept`,
    );
    const unknown = await narrator.client.post(`/api/stories/${storyId}/contributions/no-such-thing/accept`);

    expect(wrongStory).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.contributionNotFound } });
    expect(unknown).toMatchObject({ status: 404, body: { error: FAMILY_TEXTS.contributionNotFound } });
    expect((await pending()).find((item) => item.id === contribution.id)?.status).toBe('pending');
  });
});
