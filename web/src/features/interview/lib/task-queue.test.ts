import { describe, expect, it, vi } from 'vitest';
import { onFakeTimers } from '@/test/fake-timers';
import { BackgroundTaskQueue } from './task-queue.ts';

onFakeTimers();

describe('background task queue', () => {
  it('runs one task at a time, in order', async () => {
    const log: string[] = [];
    const queue = new BackgroundTaskQueue(() => {});
    const task = (id: string, ms: number) => ({
      id,
      run: async () => {
        log.push(`start ${id}`);
        await new Promise((resolve) => setTimeout(resolve, ms));
        log.push(`end ${id}`);
      },
    });
    queue.add(task('a', 100));
    queue.add(task('b', 10));
    await vi.advanceTimersByTimeAsync(200);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('runs higher priority tasks first', async () => {
    const log: string[] = [];
    const queue = new BackgroundTaskQueue(() => {});
    queue.add({ id: 'busy', run: () => new Promise((resolve) => setTimeout(resolve, 10)) });
    queue.add({ id: 'save', run: async () => void log.push('save') });
    queue.add({ id: 'track', priority: 1, run: async () => void log.push('track') });
    await vi.advanceTimersByTimeAsync(20);
    expect(log).toEqual(['track', 'save']);
  });

  it('retries with 2^attempt second delays, then raises backgroundTaskFailed and the named event', async () => {
    const raised: string[] = [];
    const attempts: number[] = [];
    const queue = new BackgroundTaskQueue((event) => raised.push(event));
    const failed = vi.fn();
    queue.add({
      id: 'note',
      maxRetries: 3,
      failureEvent: 'noteFailed',
      onFailed: failed,
      run: async () => {
        attempts.push(Date.now());
        throw new Error('offline');
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(attempts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4000);
    expect(attempts).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(8000);
    expect(attempts).toHaveLength(4);
    expect(raised).toEqual(['backgroundTaskFailed', 'noteFailed']);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it('defaults to 3 retries; a task that succeeds on retry raises nothing', async () => {
    const raised: string[] = [];
    let calls = 0;
    const queue = new BackgroundTaskQueue((event) => raised.push(event));
    queue.add({
      id: 'save',
      run: async () => {
        calls += 1;
        if (calls < 4) throw new Error('again');
      },
    });
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000);
    expect(calls).toBe(4);
    expect(raised).toEqual([]);
  });
});
