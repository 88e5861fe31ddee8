import { idParams, messageBody } from '../schemas/common.ts';
import { conversation } from '../schemas/conversation.ts';
import { endpoint } from './endpoint.ts';

/** An admin reads a user's conversation, only while the owner grants can-see-transcripts. */
export const getConversation = endpoint({
  name: 'admin.getConversation',
  method: 'GET',
  path: '/api/admin/conversations/{id}',
  auth: 'admin',
  params: idParams,
  response: conversation,
});
/** Emails the writer report to the requesting administrator, under the same consent rule. */
export const sendWriterReport = endpoint({
  name: 'admin.sendWriterReport',
  method: 'POST',
  path: '/api/admin/conversations/{id}/send-writer-report',
  auth: 'admin',
  params: idParams,
  response: messageBody,
});
