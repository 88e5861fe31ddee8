import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '#functions/ai/offline.ts';
import { deleteUserEverything } from '#functions/core/account/delete-user.ts';
import { GmailJobEntity, gmailJobsOfUser } from '#functions/db/entities/gmail-job.ts';
import { queryAll } from '#functions/db/read.ts';
import { sampleMailbox } from '#test/fakes/google-server.ts';
import { itemsNaming } from '#test/helpers/account-deletion.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { withGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { streamEvents } from '#test/integration/gmail/stream.ts';

/*
 * ASVS M3 for the Gmail worker: a batch whose email summaries are still being written when the account is
 * deleted keeps nothing of them. The summariser deletes the account while it answers its first email; once
 * the queues are drained, nothing in the table names the account or its run.
 */

/** The offline summariser; while answering its first email after `armed` is set, runs it (the answer waits). */
class RacingSummariser extends OfflineProvider {
  armed: (() => Promise<unknown>) | undefined;
  ran = 0;
  override async summariseEmail(input: Parameters<OfflineProvider['summariseEmail']>[0]) {
    const during = this.armed;
    this.armed = undefined;
    if (during) {
      await during();
      this.ran += 1;
    }
    return super.summariseEmail(input);
  }
}

const ai = new RacingSummariser();
const runtime = withGmailRuntime({ ai, visibilityMs: 500 });

describe('the gmail worker', () => {
  it('keeps no email summary for an account deleted while the model was summarising', async () => {
    // Prepare
    const session = await signedInClient();
    const client = runtime.clientOf(session);
    const userId = session.user.id;
    const account = `${userId}@gmail.test`;
    runtime.google.addMessages(account, sampleMailbox(account, 'aunt.may@example.org', 12));
    const { body } = await client.get<{ authUrl: string }>('/api/gmail/auth-url');
    const linked = await fetch(new URL(runtime.google.approve(body.authUrl, account)), {
      redirect: 'manual',
      headers: client.headersFor(),
    });
    expect(linked.headers.get('location')).toMatch(/gmail_connected=true$/);
    const runs: string[] = [];
    ai.armed = async () => {
      runs.push(
        ...(await queryAll(GmailJobEntity, gmailJobsOfUser(userId))).map(({ gmailJobId }) => gmailJobId),
      );
      await deleteUserEverything(userId);
    };
    // Act: the stream ends however it ends once its account is gone; the workers are what is looked at.
    const stream = streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    }).catch(() => undefined);
    for (let waited = 0; ai.ran === 0 && waited < 200; waited += 1)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await runtime.queues.drain();
    await Promise.race([stream, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await runtime.queues.drain();
    // Assess
    expect(ai.ran).toBe(1);
    expect(runs).toHaveLength(1);
    expect(await itemsNaming(userId, session.account.email, ...runs)).toEqual([]);
  });
});
