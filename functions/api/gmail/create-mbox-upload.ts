import { createMboxUpload } from '#shared/contract/gmail.ts';
import { createMboxUpload as createUpload } from '../../core/gmail/mbox-import.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createMboxUpload, async ({ caller, body }) => ({
  body: await createUpload(caller.user.userId, body.fileName, body.size),
}));
