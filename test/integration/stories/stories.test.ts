import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { beforeAll, describe, expect, it } from 'vitest';
import { LockEntity } from '#functions/db/entities/lock.ts';
import type { Story } from '#shared/schemas/story.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { postStory, withTwoNarrators } from '#test/helpers/narrators.ts';

beforeAll(useRuntimeDatabase);
const { ada, bob } = withTwoNarrators();
const PATH_ID = 'seed-gettingToKnowYou';

const newStory = (session: Session, body: Record<string, unknown> = { title: 'My life' }) =>
  postStory(session, body);

describe('stories used by the call', () => {
  it('creates a story (default title from the date) and reads it with no completions yet', async () => {
    const titled = await newStory(ada);
    const untitled = await newStory(ada, {});

    const read = await ada.client.get<Story>(`/api/stories/${titled.id}`);

    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: titled.id, title: 'My life', storyPathCompletions: [] });
    expect(untitled.title).toMatch(/^Story from \d{4}-\d{2}-\d{2}$/);
  });

  it('renames a story with the name the nameStory tool sends', async () => {
    const story = await newStory(ada);

    const renamed = await ada.client.put<Story>(`/api/stories/${story.id}`, { name: 'The Halifax Years' });
    const empty = await ada.client.put(`/api/stories/${story.id}`, {});
    const unknownField = await ada.client.put(`/api/stories/${story.id}`, { colour: 'blue' });
    const foreign = await bob.client.put(`/api/stories/${story.id}`, { name: 'Mine now' });
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    expect(renamed.status).toBe(200);
    expect(read.body.title).toBe('The Halifax Years');
    expect(empty.status).toBe(400);
    expect(unknownField.status).toBe(400);
    expect(foreign).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
  });

  it('completes a path once, idempotently, and lists it in storyPathCompletions', async () => {
    const story = await newStory(ada);
    const conversationId = await createConversation(ada.user.id, { pathId: PATH_ID, storyId: story.id });
    const url = `/api/stories/${story.id}/complete-path`;

    const first = await ada.client.post<Story>(url, { pathId: PATH_ID, conversationId });
    const repeat = await ada.client.post<Story>(url, { pathId: PATH_ID, conversationId });
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    expect(first.status).toBe(200);
    expect(first.body.storyPathCompletions).toEqual([
      expect.objectContaining({ pathId: PATH_ID, conversationId }),
    ]);
    expect(repeat.status).toBe(200);
    expect(read.body.storyPathCompletions).toHaveLength(1);
  });

  it('refuses a completion while another one for the same story and path is in progress', async () => {
    const story = await newStory(ada);
    const key = `complete-path#${story.id}#${PATH_ID}`;
    // Another request holds the lease, exactly as a concurrent completion would.
    await LockEntity.build(PutItemCommand)
      .item({
        key,
        owner: randomUUID(),
        expiresAt: Date.now() + 30_000,
        ttl: Math.ceil(Date.now() / 1000) + 60,
      })
      .send();

    const busy = await ada.client.post(`/api/stories/${story.id}/complete-path`, { pathId: PATH_ID });
    await LockEntity.build(DeleteItemCommand).key({ key }).send();
    const after = await ada.client.post<Story>(`/api/stories/${story.id}/complete-path`, { pathId: PATH_ID });

    expect(busy).toMatchObject({ status: 409, body: { error: CONVERSATION_TEXTS.pathCompletionInProgress } });
    expect(after.status).toBe(200);
    expect(after.body.storyPathCompletions.map((c) => c.pathId)).toEqual([PATH_ID]);
  });

  it('lets exactly the non-overlapping completions through when many run at once, and stores one', async () => {
    const story = await newStory(ada);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        ada.client.post(`/api/stories/${story.id}/complete-path`, { pathId: PATH_ID }),
      ),
    );
    const read = await ada.client.get<Story>(`/api/stories/${story.id}`);

    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.error).toBe(CONVERSATION_TEXTS.pathCompletionInProgress);
    expect(read.body.storyPathCompletions).toHaveLength(1);
  });

  it('needs a path that exists, the caller’s story and the caller’s conversation', async () => {
    const story = await newStory(ada);
    const url = `/api/stories/${story.id}/complete-path`;

    const noPath = await ada.client.post(url, {});
    const missingPath = await ada.client.post(url, { pathId: 'nope' });
    const foreignStory = await bob.client.post(url, { pathId: PATH_ID });
    const foreignConversation = await ada.client.post(url, {
      pathId: PATH_ID,
      conversationId: await createConversation(bob.user.id),
    });
    const missingStory = await ada.client.get('/api/stories/nope');

    expect(noPath).toMatchObject({ status: 400, body: { error: expect.stringMatching(/pathId/) } });
    expect(missingPath.status).toBe(404);
    expect(foreignStory.status).toBe(404);
    expect(foreignConversation.status).toBe(404);
    expect(missingStory.status).toBe(404);
  });
});
