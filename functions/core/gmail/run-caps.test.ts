import { describe, expect, it } from 'vitest';
import { batchMessage } from './batch.ts';
import { GMAIL_BATCH_SIZE } from './constants.ts';
import type { MboxHeaders, MboxMessage } from './mbox.ts';
import { newestContactRefs } from './mbox-import.ts';

/*
 * ASVS M9, "Gmail workers and streams capped": one worker run takes at most GMAIL_BATCH_SIZE emails (a queue
 * message naming more is refused as unreadable), and one mailbox run at most MAX_EMAILS_PER_RUN of the
 * contact's emails, the newest. The bytes read of one email are capped by parseEmail (mime-linear.test.ts).
 */

const batch = (refs: string[]) => ({ jobId: 'j', gmailJobId: 'g', userId: 'u', source: 'gmail', refs });

describe('a gmail queue message', () => {
  it('names at most GMAIL_BATCH_SIZE emails, each a short reference', () => {
    const full = Array.from({ length: GMAIL_BATCH_SIZE }, (_, index) => `18c0ffee0000000${index}`);
    expect(batchMessage.safeParse(batch(full)).success).toBe(true);
    expect(batchMessage.safeParse(batch([...full, 'one-more'])).success).toBe(false);
    expect(batchMessage.safeParse(batch(['x'.repeat(65)])).success).toBe(false);
  });
});

describe('the emails of a mailbox run', () => {
  const headers = (from: string): MboxHeaders => ({
    from,
    to: 'me@example.org',
    cc: '',
    subject: '',
    date: '',
    messageId: '',
  });
  async function* mailbox(count: number): AsyncGenerator<MboxMessage> {
    for (let index = 0; index < count; index += 1)
      yield {
        start: index * 10,
        end: index * 10 + 9,
        headers: headers(index % 2 === 0 ? 'aunt.may@example.org' : 'bank@example.com'),
      };
  }

  it('are the contact’s newest, newest first, at most the run’s cap however long the file', async () => {
    expect(await newestContactRefs(mailbox(41), 'aunt.may@example.org', 3)).toEqual([
      '400-409',
      '380-389',
      '360-369',
    ]);
    expect(await newestContactRefs(mailbox(4), 'aunt.may@example.org', 3)).toEqual(['20-29', '0-9']);
  });
});
