import { adminGenerateArtefact } from '#shared/contract/artefacts.ts';
import { adminGenerate } from '../../core/artefacts/admin.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(adminGenerateArtefact, async ({ body, caller, ip }) => ({
  body: await adminGenerate(caller.user.userId, body, ip),
}));
