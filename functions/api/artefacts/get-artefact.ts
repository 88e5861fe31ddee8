import { getArtefact } from '#shared/contract/artefacts.ts';
import { getArtefactForUser } from '../../core/artefacts/artefacts.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getArtefact, async ({ params, caller }) => ({
  body: await getArtefactForUser(caller.user.userId, params.id),
}));
