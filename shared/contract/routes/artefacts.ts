import { ARTEFACT_TEXTS, CONVERSATION_TEXTS } from '../../texts.ts';
import type * as contract from '../artefacts.ts';
import { type RoutesOf, route } from '../endpoint.ts';

/*
 * The declarations of the artefacts endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../artefacts.ts) extends with schemas; the browser imports only these.
 */
export const generateArtefact = /* @__PURE__ */ route(
  'artefacts.generateArtefact',
  'POST /api/artefacts/generate',
  'user',
  { status: 202 },
);
export const getJob = /* @__PURE__ */ route('artefacts.getJob', 'GET /api/artefacts/job/{jobId}', 'user');
export const listStoryArtefacts = /* @__PURE__ */ route(
  'artefacts.listStoryArtefacts',
  'GET /api/artefacts/story/{id}',
  'user',
);
export const listStoryFormats = /* @__PURE__ */ route(
  'artefacts.listStoryFormats',
  'GET /api/artefacts/story/{id}/formats',
  'user',
);
export const getArtefact = /* @__PURE__ */ route('artefacts.getArtefact', 'GET /api/artefacts/{id}', 'user');
export const adminGenerateArtefact = /* @__PURE__ */ route(
  'artefacts.adminGenerateArtefact',
  'POST /api/admin/artefacts/generate',
  'admin',
  {
    status: 202,
    consent: {
      need: 'transcripts',
      of: 'story',
      refusal: CONVERSATION_TEXTS.transcriptsNotGranted,
      missing: CONVERSATION_TEXTS.storyNotFound,
    },
    audit: 'write',
  },
);
export const adminListArtefacts = /* @__PURE__ */ route(
  'artefacts.adminListArtefacts',
  'GET /api/admin/artefacts',
  'admin',
);
export const adminGetArtefact = /* @__PURE__ */ route(
  'artefacts.adminGetArtefact',
  'GET /api/admin/artefacts/{id}',
  'admin',
  {
    consent: {
      need: 'transcripts',
      of: 'artefact',
      refusal: CONVERSATION_TEXTS.transcriptsNotGranted,
      missing: ARTEFACT_TEXTS.artefactNotFound,
    },
    audit: 'read',
  },
);

/** Every route of contract/artefacts.ts, typed by its endpoint, for the browser's calls. */
export const artefacts: RoutesOf<typeof contract> = {
  generateArtefact,
  getJob,
  listStoryArtefacts,
  listStoryFormats,
  getArtefact,
  adminGenerateArtefact,
  adminListArtefacts,
  adminGetArtefact,
};
