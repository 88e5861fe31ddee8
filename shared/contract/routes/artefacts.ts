import type * as contract from '../artefacts.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/artefacts.ts (no schemas: see ./index.ts). */
export const artefacts: RoutesOf<typeof contract> = {
  generateArtefact: { method: 'POST', path: '/api/artefacts/generate' },
  getJob: { method: 'GET', path: '/api/artefacts/job/{jobId}' },
  listStoryArtefacts: { method: 'GET', path: '/api/artefacts/story/{id}' },
  listStoryFormats: { method: 'GET', path: '/api/artefacts/story/{id}/formats' },
  getArtefact: { method: 'GET', path: '/api/artefacts/{id}' },
  adminGenerateArtefact: { method: 'POST', path: '/api/admin/artefacts/generate' },
  adminListArtefacts: { method: 'GET', path: '/api/admin/artefacts' },
  adminGetArtefact: { method: 'GET', path: '/api/admin/artefacts/{id}' },
};
