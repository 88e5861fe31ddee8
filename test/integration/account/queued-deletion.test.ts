import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_JOB_KIND, queueAccountDeletion } from '#functions/core/account/queued-deletion.ts';
import { listUsersForAdmin } from '#functions/core/admin/users.ts';
import { authenticate } from '#functions/core/auth/accounts.ts';
import { hashPassword } from '#functions/core/auth/passwords.ts';
import { liveSession, openSession, verifySessionToken } from '#functions/core/auth/sessions.ts';
import { findUserById } from '#functions/core/auth/users.ts';
import { getJob } from '#functions/core/jobs/jobs.ts';
import { EmailClaimEntity } from '#functions/db/entities/email-claim.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { getItem } from '#functions/db/read.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import type { Queue, QueueName } from '#functions/lib/ports/queue.ts';
import { handler as deletionWorker } from '#functions/workers/delete-account.ts';
import { QueueEmulator, type SqsHandler } from '#infra/local/queue-emulator.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/*
 * Issue 24: account deletion is queued (202) rather than run inside a 30 s request. The request closes the
 * account at once — no sign-in, no session, gone from the administrators' list — and the deletions queue's
 * worker removes everything in it. Here the queue holds its message until the test starts it, so "at once"
 * is shown before any of the deletion has run.
 */

const PASSWORD = 'a long and private passphrase';
let emulator: QueueEmulator | undefined;
const blobDir = mkdtempSync(join(tmpdir(), 'walt-closing-'));
afterAll(() => rmSync(blobDir, { recursive: true, force: true }));

beforeAll(() => useRuntimeDatabase());
afterEach(async () => {
  await emulator?.stop();
  emulator = undefined;
});

/** A narrator who can sign in (a real password hash and an email claim). */
const narrator = async () => {
  const userId = randomUUID();
  const email = `closing-${userId}@example.com`;
  await UserEntity.build(PutItemCommand)
    .item({ userId, email, name: 'Iris Closing', passwordHash: await hashPassword(PASSWORD) })
    .send();
  await EmailClaimEntity.build(PutItemCommand).item({ email, userId }).send();
  return { userId, email };
};

/** The deletions queue with the real worker, not yet running. */
const deletionsQueue = () => {
  emulator = new QueueEmulator(
    [
      {
        name: 'deletions',
        batchSize: 1,
        visibilityTimeoutMs: 200,
        maxReceives: 3,
        handler: async () => deletionWorker as unknown as SqsHandler,
      },
    ],
    () => {},
    10,
  );
  useAdapters({ queue: emulator, blobs: new FileBlobStore(blobDir, () => 'http://localhost', 'secret') });
  return emulator;
};

describe('queued account deletion', () => {
  it('closes the account at once; the deletions queue then removes it and forgets whose it was', async () => {
    // Prepare
    const queue = deletionsQueue();
    const { userId, email } = await narrator();
    const { token } = await openSession(userId);
    const claims = await verifySessionToken(token);
    expect(claims && (await liveSession(claims))).toBeDefined();
    const sent: { name: QueueName; body: unknown }[] = [];
    useAdapters({
      queue: {
        send: async (name, body, options) => {
          sent.push({ name, body });
          return queue.send(name, body, options);
        },
      } satisfies Queue,
    });
    // Act
    await queueAccountDeletion(userId);
    // Assess: nothing deleted yet, but the account no longer signs in, resolves or lists.
    expect(await getItem(UserEntity, { userId })).toBeDefined();
    expect(await findUserById(userId)).toBeUndefined();
    await expect(authenticate(email, PASSWORD, '203.0.113.7')).rejects.toThrow(AUTH_TEXTS.invalidCredentials);
    expect(claims && (await liveSession(claims))).toBeUndefined();
    const listed = await listUsersForAdmin({ page: 1, limit: 1000, role: 'all', transcripts: 'all' });
    expect(listed.users.map((user) => user.id)).not.toContain(userId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.name).toBe('deletions');
    const { jobId } = (sent[0]?.body ?? {}) as { jobId: string };
    expect(await getJob(jobId)).toMatchObject({
      kind: ACCOUNT_DELETION_JOB_KIND,
      status: 'pending',
      payload: { userId },
    });
    expect((await getJob(jobId))?.ownerId).toBeUndefined();

    queue.start();
    await queue.drain();
    expect(await getItem(UserEntity, { userId })).toBeUndefined();
    expect(await getItem(EmailClaimEntity, { email })).toBeUndefined();
    const done = await getJob(jobId);
    expect(done?.status).toBe('completed');
    expect(JSON.stringify(done)).not.toContain(userId);
  });

  it('changes nothing when the deletion cannot be queued, so it can be asked again', async () => {
    const { userId, email } = await narrator();
    useAdapters({
      queue: {
        send: async () => {
          throw new Error('queue unavailable');
        },
      } satisfies Queue,
    });
    await expect(queueAccountDeletion(userId)).rejects.toThrow('queue unavailable');
    expect(await findUserById(userId)).toMatchObject({ userId, email });
    expect((await authenticate(email, PASSWORD, '203.0.113.8')).userId).toBe(userId);
  });
});
