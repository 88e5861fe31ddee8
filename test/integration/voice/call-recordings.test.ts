import { beforeAll, describe, expect, it } from 'vitest';
import { VOICE_TEXTS } from '#shared/texts.ts';
import type { Session } from '#test/helpers/api.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { blobFilesOf } from '../stories/recording.ts';
import { addSegment, clipsOf, keepRecordings, openingSegment, savedCall } from './voice-support.ts';

/*
 * Calls keep the narrator's voice, with consent (issue 26): segments uploaded through the memo upload path and
 * linked to the conversation, each narrator message resolved to its passage; refused while the setting is off;
 * deleted with the conversation, and by "Delete my call recordings". Through the local runtime.
 */

let ada: Session;
let bob: Session;
beforeAll(async () => {
  [ada, bob] = await twoNarrators();
});

const callFiles = async (userId: string, conversationId: string) =>
  (await blobFilesOf(userId)).filter(
    (file) => file.includes(`/calls/${conversationId}/`) && !file.endsWith('.content-type'),
  );

describe('call recordings', () => {
  it('refuses a segment with 403 while the narrator keeps no recordings (the default), and keeps nothing', async () => {
    // Arrange
    const { conversationId } = await savedCall(bob);

    // Act
    const refused = await openingSegment(bob, conversationId, 5);
    await keepRecordings(bob, true);
    await keepRecordings(bob, false);
    const afterOff = await openingSegment(bob, conversationId, 5);

    // Assess
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: VOICE_TEXTS.recordingsOff });
    expect(afterOff.status).toBe(403);
    expect(await callFiles(bob.user.id, conversationId)).toEqual([]);
    expect((await clipsOf(bob, conversationId)).body.clips).toEqual([]);
  });

  it('links segments to the call and resolves each narrator message to a clip, in the order said', async () => {
    // Arrange
    await keepRecordings(ada, true);
    const { conversationId } = await savedCall(ada);

    // Act: two 30-second segments; the marks come with the segment being sent when they are known.
    const first = await openingSegment(ada, conversationId, 30, [
      { messageId: 'item_Ada1', startMs: 4_000, endMs: 12_500 },
      // Walt's lines are never a clip of the narrator's voice, whatever the browser sends.
      { messageId: 'item_Walt2', startMs: 13_000, endMs: 16_000 },
    ]);
    const second = await addSegment(ada, conversationId, {
      sequence: 1,
      startMs: 30_000,
      seconds: 30,
      marks: [{ messageId: 'item_Ada2', startMs: 41_000, endMs: 52_000 }],
    });
    const again = await addSegment(ada, conversationId, { sequence: 1, startMs: 30_000, seconds: 30 });
    const listed = await clipsOf(ada, conversationId);

    // Assess
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(again.status).toBe(201);
    expect(listed.status).toBe(200);
    expect(listed.body.segments.map((segment) => segment.sequence)).toEqual([0, 1]);
    expect(
      listed.body.clips.map(({ messageId, startSeconds, endSeconds }) => ({
        messageId,
        startSeconds,
        endSeconds,
      })),
    ).toEqual([
      { messageId: 'item_Ada1', startSeconds: 4, endSeconds: 12.5 },
      { messageId: 'item_Ada2', startSeconds: 11, endSeconds: 22 },
    ]);
    const [one, two] = listed.body.clips;
    expect(one?.audioUrl).not.toBe(two?.audioUrl);
    for (const clip of listed.body.clips) {
      const audio = await fetch(clip.audioUrl);
      expect(audio.status).toBe(200);
      expect(new Uint8Array(await audio.arrayBuffer()).slice(0, 4)).toEqual(
        Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]),
      );
    }
    // The retry of segment 1 kept one file, not two.
    expect(await callFiles(ada.user.id, conversationId)).toHaveLength(2);
  });

  it("never lets another narrator add to, or read, a call's recording", async () => {
    // Arrange
    await keepRecordings(bob, true);
    const { conversationId } = await savedCall(ada);
    await openingSegment(ada, conversationId, 10, [{ messageId: 'item_Ada1', startMs: 1_000, endMs: 5_000 }]);

    // Act
    const added = await addSegment(bob, conversationId, { sequence: 1, startMs: 10_000, seconds: 10 });
    const read = await clipsOf(bob, conversationId);

    // Assess
    expect(added.status).toBe(404);
    expect(read.status).toBe(404);
    expect((await clipsOf(ada, conversationId)).body.clips).toHaveLength(1);
  });

  it('deletes the recording with its conversation', async () => {
    // Arrange
    const { conversationId } = await savedCall(ada);
    await openingSegment(ada, conversationId, 10);
    expect(await callFiles(ada.user.id, conversationId)).toHaveLength(1);

    // Act
    const deleted = await ada.client.delete(`/api/conversations/${conversationId}`);

    // Assess
    expect(deleted.status).toBe(204);
    expect(await callFiles(ada.user.id, conversationId)).toEqual([]);
  });

  it('"Delete my call recordings" deletes every call recording and keeps the transcripts', async () => {
    // Arrange
    const { conversationId, messages } = await savedCall(ada);
    await openingSegment(ada, conversationId, 10, [{ messageId: 'item_Ada1', startMs: 1_000, endMs: 5_000 }]);

    // Act
    const deleted = await ada.client.delete('/api/profile/call-recordings');
    const clips = await clipsOf(ada, conversationId);
    const transcript = await ada.client.get<{ messages: { id: string }[] }>(
      `/api/conversations/${conversationId}`,
    );

    // Assess
    expect(deleted.status).toBe(204);
    expect(clips.body).toEqual({ segments: [], clips: [] });
    expect((await blobFilesOf(ada.user.id)).filter((file) => file.includes('/calls/'))).toEqual([]);
    expect(transcript.body.messages.map((message) => message.id)).toEqual(
      messages.map((message) => message.id),
    );
  });
});
