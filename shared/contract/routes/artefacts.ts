import { ARTEFACT_TEXTS, CONVERSATION_TEXTS } from '../../texts.ts';
import type * as contract from '../artefacts.ts';
import { type RoutesOf, routes } from '../endpoint.ts';

/*
 * The declarations of the artefacts endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../artefacts.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('artefacts', {
  generateArtefact: ['POST /api/artefacts/generate', 'user', { status: 202 }],
  getJob: ['GET /api/artefacts/job/{jobId}', 'user'],
  listStoryArtefacts: ['GET /api/artefacts/story/{id}', 'user'],
  listStoryFormats: ['GET /api/artefacts/story/{id}/formats', 'user'],
  getArtefact: ['GET /api/artefacts/{id}', 'user'],
  adminGenerateArtefact: [
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
  ],
  adminListArtefacts: ['GET /api/admin/artefacts', 'admin'],
  adminGetArtefact: [
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
  ],
});

/** Every route of contract/artefacts.ts, typed by its endpoint, for the browser's calls. */
export const artefacts: RoutesOf<typeof contract> = declared;
