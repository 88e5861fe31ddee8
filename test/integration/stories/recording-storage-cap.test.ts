import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserEntity } from '#functions/db/entities/user.ts';
import { getItem } from '#functions/db/read.ts';
import type { Story } from '#shared/schemas/story.ts';
import { STORAGE_TEXTS } from '#shared/texts.ts';
import type { Session } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { upload, webmRecording } from './recording.ts';

/*
 * The per-user storage cap on kept recordings (ASVS storage limits): a narrator whose recordings would pass
 * RECORDING_STORAGE_MAX_BYTES gets 413 with a clear error and nothing is stored; deleting a voice memo gives
 * its recording's bytes back; another narrator is not affected. The cap is lowered through the environment,
 * on a runtime in this test file's process (the route table over the real handlers, DynamoDB Local).
 */

const recording = webmRecording(3, { minBytes: 20_000 });
let runtime: GmailRuntime;
let ada: Session;
let bob: Session;

beforeAll(async () => {
  runtime = await startGmailRuntime();
  // Room for two recordings, not three.
  process.env.RECORDING_STORAGE_MAX_BYTES = String(Math.floor(recording.byteLength * 2.5));
  const [first, second] = await twoNarrators();
  ada = { ...first, client: runtime.clientOf(first) };
  bob = { ...second, client: runtime.clientOf(second) };
});
afterAll(async () => {
  delete process.env.RECORDING_STORAGE_MAX_BYTES;
  await runtime.stop();
});

/** The recording files kept for a narrator in this runtime's BlobStore. */
const recordingFilesOf = async (session: Session) => {
  const root = (runtime.blobs as unknown as { dir: string }).dir;
  const files = await readdir(join(root, 'users', session.user.id, 'recordings')).catch(() => []);
  return files.filter((file) => file.endsWith('.webm'));
};

const recordingBytesOf = async (session: Session) =>
  (await getItem(UserEntity, { userId: session.user.id }))?.recordingBytes ?? 0;

describe('the storage cap on kept recordings', () => {
  it('refuses the recording that would pass the cap with 413 and keeps nothing; a deleted memo frees its room', async () => {
    // Arrange: two recordings fill Ada's room; the first is linked to a voice memo.
    const first = await upload(ada, { bytes: recording });
    const second = await upload(ada, { bytes: recording });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await recordingBytesOf(ada)).toBe(recording.byteLength * 2);
    expect(await recordingFilesOf(ada)).toHaveLength(2);
    const story = (await ada.client.post<Story>('/api/stories', { title: 'Summers at the lake' })).body;
    const memo = await ada.client.post<{ id: string }>(`/api/stories/${story.id}/voice-memo-entries`, {
      content: 'The lake.',
      recordingId: first.body.recordingId,
    });
    expect(memo.status).toBe(201);

    // Act: a third is refused, before its transcription, and nothing of it is kept.
    const refused = await upload(ada, { bytes: recording });

    // Assess
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: STORAGE_TEXTS.recordingStorageFull(0) });
    expect(await recordingBytesOf(ada)).toBe(recording.byteLength * 2);
    expect(await recordingFilesOf(ada)).toHaveLength(2);

    // Another narrator has their own room.
    expect((await upload(bob, { bytes: recording })).status).toBe(200);

    // Deleting the memo deletes its recording and gives its bytes back.
    const deleted = await ada.client.delete(`/api/stories/${story.id}/voice-memo-entries/${memo.body.id}`);
    expect(deleted.status).toBe(204);
    expect(await recordingBytesOf(ada)).toBe(recording.byteLength);
    expect((await upload(ada, { bytes: recording })).status).toBe(200);
    expect(await recordingBytesOf(ada)).toBe(recording.byteLength * 2);
  });

  it('refuses a recording larger than the whole cap without counting it', async () => {
    const large = webmRecording(3, { minBytes: recording.byteLength * 3 });
    const refused = await upload(bob, { bytes: large });
    expect(refused.status).toBe(413);
    expect(refused.body.error).toBe(STORAGE_TEXTS.recordingStorageFull(0));
    expect(await recordingFilesOf(bob)).toHaveLength(1);
  });
});
