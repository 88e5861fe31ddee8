import { adminGetArtefact } from '#shared/contract/artefacts.ts';
import { adminGetArtefact as get } from '../../core/artefacts/admin.ts';
import { http } from '../../edge/guarded-http.ts';

export const handler = http(adminGetArtefact, async ({ params }) => ({ body: await get(params.id) }));
