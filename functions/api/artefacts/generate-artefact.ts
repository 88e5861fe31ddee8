import { generateArtefact } from '#shared/contract/artefacts.ts';
import { generateForUser } from '../../core/artefacts/generate.ts';
import { http } from '../../edge/http.ts';

export const handler = http(generateArtefact, async ({ body, caller, ip }) => ({
  body: await generateForUser(caller.user.userId, body, ip),
}));
