import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { format, formatInput, narratorFormat } from '../schemas/format.ts';
import { endpoint } from './endpoint.ts';
import * as r from './routes/formats.ts';

/** Part B §7 "Formats: CRUD at /api/admin/formats"; the format page reads one format at /api/formats/{id}. */
export const listFormats = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listFormats,
    response: z.array(format),
  }))();
export const createFormat = /* @__PURE__ */ (() =>
  endpoint({
    ...r.createFormat,
    body: formatInput,
    response: format,
  }))();
export const getAdminFormat = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getAdminFormat,
    params: idParams,
    response: format,
  }))();
export const updateFormat = /* @__PURE__ */ (() =>
  endpoint({
    ...r.updateFormat,
    params: idParams,
    body: formatInput,
    response: format,
  }))();
export const deleteFormat = /* @__PURE__ */ (() =>
  endpoint({
    ...r.deleteFormat,
    params: idParams,
    response: z.object({}),
  }))();
/** User level: the format generation page shows the format's icon, name and description (no writerPrompt). */
export const getFormat = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getFormat,
    params: idParams,
    response: narratorFormat,
  }))();
