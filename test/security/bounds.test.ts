import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_LIMITS } from '#shared/schemas/common.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Bounds (issue 14): texts are limited in UTF-8 bytes, what DynamoDB counts against its 400 KB item limit. A
 * character limit let 100,000 CJK characters (300 KB) through, and a story's or report's 200,000 (600 KB)
 * reached DynamoDB and failed with a 500. Every too-long text is answered 413 naming the field and its limit.
 */

let narrator: Session;
let admin: Session;
let storyId: string;

/** A text of `chars` three-byte characters. */
const cjk = (chars: number) => '語'.repeat(chars);
const tooLarge = (field: string, limit: number) => ({
  status: 413,
  body: { error: GENERIC_ERRORS.fieldTooLarge(field, limit) },
});

beforeAll(async () => {
  useRuntimeDatabase();
  [narrator, admin] = await Promise.all([signedInClient(), signedInClient()]);
  await makeAdministrator(admin.account.email);
  const story = await narrator.client.post<{ id: string }>('/api/stories', { title: 'The farm' });
  storyId = story.body.id;
});

describe('text bounds in UTF-8 bytes', () => {
  it('refuses a note over its byte limit with 413 naming content and the limit, and keeps a full one', async () => {
    // Prepare: 20,000 characters (the old character limit) of three bytes each is 60 KB
    const fits = cjk(Math.floor(TEXT_LIMITS.noteBytes / 3));

    // Act
    const tooLong = await narrator.client.post('/api/notes', { storyId, content: cjk(20_000) });
    const full = await narrator.client.post<{ id: string }>('/api/notes', { storyId, content: fits });
    const editedTooLong = await narrator.client.put(`/api/notes/${full.body.id}`, { content: `${fits}語` });

    // Assess
    expect(tooLong).toMatchObject(tooLarge('content', TEXT_LIMITS.noteBytes));
    expect(full.status).toBe(201);
    expect(editedTooLong).toMatchObject(tooLarge('content', TEXT_LIMITS.noteBytes));
  });

  it('refuses a story entry, typed or spoken, over its byte limit with 413', async () => {
    // Act: 100,000 characters (the old limit) of three bytes each
    const typed = await narrator.client.put(`/api/stories/${storyId}`, {
      textEntry: { content: cjk(100_000) },
    });
    const spoken = await narrator.client.post(`/api/stories/${storyId}/voice-memo-entries`, {
      content: cjk(100_000),
    });

    // Assess
    expect(typed).toMatchObject(tooLarge('content', TEXT_LIMITS.entryBytes));
    expect(spoken).toMatchObject(tooLarge('content', TEXT_LIMITS.entryBytes));
  });

  it("refuses a story's content over its byte limit with 413, not the 500 DynamoDB's item limit caused", async () => {
    // Act
    const created = await narrator.client.post('/api/stories', { title: 'Long', content: cjk(200_000) });
    const updated = await narrator.client.put(`/api/stories/${storyId}`, { content: cjk(200_000) });

    // Assess
    expect(created).toMatchObject(tooLarge('content', TEXT_LIMITS.storyContentBytes));
    expect(updated).toMatchObject(tooLarge('content', TEXT_LIMITS.storyContentBytes));
  });

  it("refuses a research report's content over its byte limit with 413", async () => {
    // Act
    const created = await narrator.client.post('/api/research', {
      query: 'The farm',
      storyId,
      content: cjk(200_000),
    });

    // Assess
    expect(created).toMatchObject(tooLarge('content', TEXT_LIMITS.researchContentBytes));
  });

  it("refuses a path whose texts together pass its byte limit with 413, one under DynamoDB's 400 KB", async () => {
    // Prepare: 100 questions of 3,000 three-byte characters: 900 KB, under the 1 MB body limit
    const questions = Array.from({ length: 100 }, (_, index) => ({ title: `Q${index}`, text: cjk(3_000) }));

    // Act
    const created = await admin.client.post('/api/paths', {
      name: `long-${Date.now()}`,
      instructions: 'Ask gently.',
      questions,
    });

    // Assess
    expect(created).toMatchObject(tooLarge('path', TEXT_LIMITS.pathBytes));
  });
});
