import { afterEach, describe, expect, it, vi } from 'vitest';
import { TooManyRequestsError } from '../../lib/errors.ts';

const getItem = vi.hoisted(() => vi.fn());
vi.mock('../../db/read.ts', () => ({ getItem }));

const { assertWithinLimits, windowOf } = await import('./rate-limit.ts');

const FIFTEEN_MINUTES = 15 * 60;
const signIn = { key: 'login:email:ann@example.com', max: 5, windowSeconds: FIFTEEN_MINUTES };
const windowStart = Date.UTC(2025, 2, 1, 10, 15);

afterEach(() => {
  getItem.mockReset();
});

describe('windowOf', () => {
  it('puts every moment of a window in the same fixed window, aligned to the epoch', () => {
    // Prepare
    const moments = [windowStart, windowStart + 1, windowStart + FIFTEEN_MINUTES * 1000 - 1];
    // Act
    const starts = moments.map((now) => windowOf(signIn, now).start);
    // Assess
    expect(starts).toEqual([windowStart, windowStart, windowStart]);
  });

  it('opens the next window at the boundary, with a full window to wait', () => {
    // Prepare
    const boundary = windowStart + FIFTEEN_MINUTES * 1000;
    // Act
    const window = windowOf(signIn, boundary);
    // Assess
    expect(window).toEqual({ start: boundary, retryAfter: FIFTEEN_MINUTES });
  });

  it('counts the wait until the end of the current window', () => {
    // Prepare
    const tenMinutesIn = windowStart + 10 * 60 * 1000;
    // Act
    const { retryAfter } = windowOf(signIn, tenMinutesIn);
    // Assess
    expect(retryAfter).toBe(5 * 60);
  });

  it('keeps an hour-long limit in hour windows', () => {
    // Prepare
    const forgot = { key: 'forgot:ip:203.0.113.9', max: 20, windowSeconds: 3600 };
    const now = Date.UTC(2025, 2, 1, 10, 59, 30);
    // Act
    const window = windowOf(forgot, now);
    // Assess
    expect(window).toEqual({ start: Date.UTC(2025, 2, 1, 10), retryAfter: 30 });
  });
});

describe('assertWithinLimits', () => {
  it('lets an attempt through while the counter of its window is below the limit', async () => {
    // Prepare
    getItem.mockResolvedValue({ count: signIn.max - 1 });
    // Act
    const attempt = assertWithinLimits([signIn], windowStart + 1000);
    // Assess
    await expect(attempt).resolves.toBeUndefined();
    expect(getItem).toHaveBeenCalledWith(
      expect.anything(),
      { key: signIn.key, windowStart },
      { consistent: false },
    );
  });

  it('refuses with 429 and Retry-After up to the end of the window once the limit is used up', async () => {
    // Prepare
    getItem.mockResolvedValue({ count: signIn.max });
    // Act
    const refusal = await assertWithinLimits([signIn], windowStart + 60 * 1000).catch((error) => error);
    // Assess
    expect(refusal).toBeInstanceOf(TooManyRequestsError);
    expect(refusal.statusCode).toBe(429);
    expect(refusal.headers).toEqual({ 'retry-after': String(FIFTEEN_MINUTES - 60) });
  });

  it('refuses when any one of several limits is used up (the per-IP limit of a shared connection)', async () => {
    // Prepare
    const perIp = { key: 'login:ip:203.0.113.9', max: 30, windowSeconds: FIFTEEN_MINUTES };
    getItem.mockResolvedValueOnce(undefined).mockResolvedValueOnce({ count: 30 });
    // Act
    const attempt = assertWithinLimits([signIn, perIp], windowStart);
    // Assess
    await expect(attempt).rejects.toBeInstanceOf(TooManyRequestsError);
  });
});
