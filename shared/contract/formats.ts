import * as z from 'zod/mini';
import { emptyResponse } from '../schemas/common.ts';
import { format, formatInput, narratorFormat } from '../schemas/format.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/formats.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** Part B §7 "Formats: CRUD at /api/admin/formats"; the format page reads one format at /api/formats/{id}. */
export const listFormats = /* @__PURE__ */ define('listFormats', () => ({ response: z.array(format) }));
export const createFormat = /* @__PURE__ */ define('createFormat', () => ({
  body: formatInput,
  response: format,
}));
export const getAdminFormat = /* @__PURE__ */ define('getAdminFormat', () => ({ response: format }));
export const updateFormat = /* @__PURE__ */ define('updateFormat', () => ({
  body: formatInput,
  response: format,
}));
export const deleteFormat = /* @__PURE__ */ define('deleteFormat', () => ({ response: emptyResponse }));
/** User level: the format generation page shows the format's icon, name and description (no writerPrompt). */
export const getFormat = /* @__PURE__ */ define('getFormat', () => ({ response: narratorFormat }));
