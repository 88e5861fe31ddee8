import { processWithContact } from '#shared/contract/gmail.ts';
import { watchContactRun } from '../../core/gmail/jobs.ts';
import { listContactMessages } from '../../core/gmail/list.ts';
import { streamHttp } from '../../edge/stream-http.ts';

/** Lists the emails exchanged with the contact, queues them, and streams the run's progress (NDJSON). */
export const handler = streamHttp(processWithContact, async function* ({ caller, body, ip }, signal) {
  const userId = caller.user.userId;
  const refs = await listContactMessages(userId, body.contactEmail);
  yield* watchContactRun({ userId, source: 'gmail', contactEmail: body.contactEmail, refs, ip }, signal);
});
