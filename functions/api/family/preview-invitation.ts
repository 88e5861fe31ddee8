import { previewInvitation } from '#shared/contract/family.ts';
import { previewInvitation as preview } from '../../core/family/invitations.ts';
import { http } from '../../edge/http.ts';

export const handler = http(previewInvitation, async ({ query }) => ({
  body: await preview(query.token),
}));
