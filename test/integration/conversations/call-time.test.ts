import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { reserveCallTime } from '#functions/core/conversations/call-time.ts';
import { VOICE_SESSION_ERRORS } from '#shared/texts.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Issue 23 (Low): the realtime quota counts minutes, with a cap per call and per day. A call's length is
 * reserved when it starts and settled by the server's clock when the narrator's next call starts.
 */

beforeAll(() => {
  useRuntimeDatabase();
});
afterEach(() => {
  delete process.env.REALTIME_MINUTES_PER_CALL;
  delete process.env.REALTIME_MINUTES_PER_DAY;
});

const MINUTE = 60_000;
/** Noon UTC of a day far from today's, so no other test's counter is in the way. */
const noon = Date.parse('2031-03-14T12:00:00Z');

/** Sets the minutes a call and a day may have, and answers a new narrator's id to spend them. */
const narratorAllowed = (perCall: number, perDay: number): string => {
  process.env.REALTIME_MINUTES_PER_CALL = String(perCall);
  process.env.REALTIME_MINUTES_PER_DAY = String(perDay);
  return randomUUID();
};

describe('minutes of voice calls', () => {
  it('a call may last the per-call minutes; the day’s minutes run out after full-length calls (429 with Retry-After)', async () => {
    // Prepare
    const userId = narratorAllowed(10, 25);
    // Act: three calls, each talked to its end before the next starts.
    const first = await reserveCallTime(userId, noon);
    const second = await reserveCallTime(userId, noon + 10 * MINUTE);
    const third = await reserveCallTime(userId, noon + 20 * MINUTE);
    const refused = await reserveCallTime(userId, noon + 25 * MINUTE).catch((error: unknown) => error);
    // Assess
    expect([first, second, third]).toEqual([600, 600, 300]);
    expect(refused).toMatchObject({
      statusCode: 429,
      message: VOICE_SESSION_ERRORS.callMinutes(25),
      headers: { 'retry-after': String(11 * 3600 + 35 * 60) },
    });
  });

  it('gives back what a short call did not use, by the server’s clock, when the next call starts', async () => {
    // Prepare
    const userId = narratorAllowed(10, 12);
    // Act: a two-minute call, then (settled) another; then, straight after it started, a third.
    const first = await reserveCallTime(userId, noon);
    const second = await reserveCallTime(userId, noon + 2 * MINUTE);
    const third = await reserveCallTime(userId, noon + 2 * MINUTE + 1000);
    // Assess: 12 − 2 = 10 minutes left for the second; it used a second, so 10 minutes less a second remain.
    expect(first).toBe(600);
    expect(second).toBe(600);
    expect(third).toBe(599);
  });

  it('a new day has its own minutes', async () => {
    // Prepare
    const userId = narratorAllowed(10, 10);
    await reserveCallTime(userId, noon);
    // Act
    const sameDay = await reserveCallTime(userId, noon + 10 * MINUTE).catch((error: unknown) => error);
    const nextDay = await reserveCallTime(userId, noon + 24 * 60 * MINUTE);
    // Assess
    expect(sameDay).toMatchObject({ statusCode: 429 });
    expect(nextDay).toBe(600);
  });

  it('the session answer tells the browser how long the call may last', async () => {
    // Prepare
    const narrator = await signedInClient();
    const conversationId = await createConversation(narrator.user.id, {
      storyId: await createStory(narrator.user.id),
    });
    // Act
    const answer = await narrator.client.post<{ maxCallSeconds: number }>('/api/audio-chat/session', {
      conversationId,
    });
    // Assess: the product's 30 minutes a call (the runtime's defaults).
    expect(answer.status).toBe(200);
    expect(answer.body.maxCallSeconds).toBe(30 * 60);
  });
});
