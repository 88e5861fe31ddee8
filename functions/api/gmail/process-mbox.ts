import { processMbox } from '#shared/contract/gmail.ts';
import { watchContactRun } from '../../core/gmail/jobs.ts';
import { mboxContactRefs } from '../../core/gmail/mbox-import.ts';
import { streamHttp } from '../../edge/stream-http.ts';

/** Scans the uploaded mailbox file for the contact's emails, queues them, and streams the run's progress. */
export const handler = streamHttp(processMbox, async function* ({ caller, params, body, ip }, signal) {
  const userId = caller.user.userId;
  const { refs, blobKey } = await mboxContactRefs(userId, params.id, body.contactEmail);
  yield* watchContactRun(
    { userId, source: 'mbox', contactEmail: body.contactEmail, refs, uploadKey: blobKey, ip },
    signal,
  );
});
