import { beforeAll, describe, expect, it } from 'vitest';
import { FORMER_RELATIVE_NAME } from '#shared/constants.ts';
import type { Contribution } from '#shared/schemas/family.ts';
import type { Story } from '#shared/schemas/story.ts';
import { deletionsFinished } from '#test/helpers/account-deletion.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { invite, joinedRelative, must, sharedStoryWith, verifiedNarrator } from '#test/helpers/family.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';

/**
 * Account deletion of either side (issue 25): the membership goes; a relative's accepted contributions stay
 * with the narrator, attributed to "a relative"; a narrator's deletion takes everything they shared with it.
 */

const MEMORY =
  'We lived above the bakery on Cardigan Road, and the smell of bread came up through the floor.';
const RUTH_MEMORY = 'I remember Grandad letting me shape the first loaf every Saturday morning.';

type SharedAnswer = { circles: { narrator: { id: string }; stories: { id: string }[] }[] };
type Member = { id: string };

beforeAll(() => useRuntimeDatabase());

/** Closes the account (202) and waits for the deletions queue to remove what was in it. */
const deleteAccount = async (session: Session) => {
  const answer = await session.client.post('/api/account/delete', { password: session.account.password });
  expect(answer.status).toBe(202);
  await deletionsFinished();
};

describe('a relative deletes their account', () => {
  it('their accepted memory stays, attributed to "a relative"; their pending one and their place go', async () => {
    const narrator = await verifiedNarrator('Margaret Hollins');
    const relative = await joinedRelative(narrator, 'contributor', 'daughter', 'Ruth Hollins');
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const accepted = await must<{ contribution: Contribution }>(
      relative.client.post(`/api/family/stories/${storyId}/contributions`, { content: RUTH_MEMORY }),
      'contribution',
    );
    const { entry } = await must<{ entry: { id: string } }>(
      narrator.client.post(`/api/stories/${storyId}/contributions/${accepted.contribution.id}/accept`),
      'accept',
    );
    const waiting = await must<{ contribution: Contribution }>(
      relative.client.post(`/api/family/stories/${storyId}/contributions`, { content: 'Still waiting.' }),
      'second contribution',
    );

    await deleteAccount(relative);
    const story = await narrator.client.get<Story>(`/api/stories/${storyId}`);
    const members = await narrator.client.get<{ members: Member[] }>('/api/family/members');
    const pending = await narrator.client.get<{ contributions: Contribution[] }>('/api/family/contributions');

    const kept = story.body.textEntries.find((item) => item.id === entry.id);
    expect(kept?.content).toBe(RUTH_MEMORY);
    expect(kept?.addedBy?.name).toBe(FORMER_RELATIVE_NAME);
    expect(JSON.stringify(story.body)).not.toContain('Ruth Hollins');
    expect(members.body.members.map((member) => member.id)).not.toContain(relative.user.id);
    expect(pending.body.contributions.map((item) => item.id)).not.toContain(waiting.contribution.id);
    expect(JSON.stringify(pending.body)).not.toContain('Ruth Hollins');
    // Nothing in the table still names the relative (their email, their name) under the narrator's circle.
    const items = await everyItem();
    const naming = items.filter(
      (item) =>
        !['rateLimit', 'aiQuota'].includes(String(item.__edb_e__)) &&
        (JSON.stringify(item).includes(relative.user.id) ||
          JSON.stringify(item).includes(relative.account.email)),
    );
    expect(naming.map((item) => item.__edb_e__)).toEqual([]);
  });
});

describe("a relative's deletion reaches the narrator's memory", () => {
  it('the next read of "Your life so far" names the fact\'s author "a relative", never the deleted account', async () => {
    const narrator = await verifiedNarrator('Walter Hollins');
    const relative = await joinedRelative(narrator, 'contributor', 'daughter', 'Ruth Hollins');
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const { contribution } = await must<{ contribution: Contribution }>(
      relative.client.post(`/api/family/stories/${storyId}/contributions`, {
        content: 'Dad moved to Leeds in 1962.',
      }),
      'contribution',
    );
    await must(
      narrator.client.post(`/api/stories/${storyId}/contributions/${contribution.id}/accept`),
      'accept',
    );
    const before = await narrator.client.get('/api/memory');
    expect(JSON.stringify(before.body)).toContain('Ruth Hollins');

    await deleteAccount(relative);
    const after = await narrator.client.get('/api/memory');
    expect(after.status).toBe(200);
    expect(JSON.stringify(after.body)).not.toContain('Ruth Hollins');
    expect(JSON.stringify(after.body)).toContain(FORMER_RELATIVE_NAME);
  });
});

describe('a narrator deletes their account', () => {
  it('their relatives’ "Shared with you" is empty, the shared story is gone, the circle and its invitations too', async () => {
    const narrator = await verifiedNarrator('Arthur Hollins');
    const reader = await joinedRelative(narrator, 'reader');
    const contributor = await joinedRelative(narrator, 'contributor');
    const storyId = await sharedStoryWith(narrator, MEMORY);
    const { token } = await invite(narrator, `pending-${reader.account.email}`);
    expect(
      (await reader.client.get<SharedAnswer>('/api/family/shared')).body.circles.map((c) => c.narrator.id),
    ).toContain(narrator.user.id);

    await deleteAccount(narrator);
    const shared = await Promise.all(
      [reader, contributor].map((session) => session.client.get<SharedAnswer>('/api/family/shared')),
    );
    const story = await reader.client.get(`/api/family/stories/${storyId}`);
    const contribute = await contributor.client.post(`/api/family/stories/${storyId}/contributions`, {
      content: RUTH_MEMORY,
    });
    const preview = await reader.client.get(
      `/api/family/invitations/preview?token=${encodeURIComponent(token)}`,
    );

    for (const answer of shared) expect(answer).toMatchObject({ status: 200, body: { circles: [] } });
    expect(story.status).toBe(404);
    expect(contribute.status).toBe(404);
    expect(preview.status).toBe(410);
    const items = await everyItem();
    const left = items.filter(
      (item) =>
        !['rateLimit', 'aiQuota'].includes(String(item.__edb_e__)) &&
        JSON.stringify(item).includes(narrator.user.id),
    );
    expect(left.map((item) => item.__edb_e__)).toEqual([]);
  });
});
