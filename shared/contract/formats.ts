import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { format, formatInput } from '../schemas/format.ts';
import { endpoint } from './endpoint.ts';

/** Part B §7 "Formats: CRUD at /api/admin/formats"; the format page reads one format at /api/formats/{id}. */
export const listFormats = /* @__PURE__ */ (() =>
  endpoint({
    name: 'formats.listFormats',
    method: 'GET',
    path: '/api/admin/formats',
    auth: 'admin',
    response: z.array(format),
  }))();
export const createFormat = /* @__PURE__ */ (() =>
  endpoint({
    name: 'formats.createFormat',
    method: 'POST',
    path: '/api/admin/formats',
    auth: 'admin',
    body: formatInput,
    response: format,
    status: 201,
  }))();
export const getAdminFormat = /* @__PURE__ */ (() =>
  endpoint({
    name: 'formats.getAdminFormat',
    method: 'GET',
    path: '/api/admin/formats/{id}',
    auth: 'admin',
    params: idParams,
    response: format,
  }))();
export const updateFormat = /* @__PURE__ */ (() =>
  endpoint({
    name: 'formats.updateFormat',
    method: 'PUT',
    path: '/api/admin/formats/{id}',
    auth: 'admin',
    params: idParams,
    body: formatInput,
    response: format,
  }))();
export const deleteFormat = /* @__PURE__ */ (() =>
  endpoint({
    name: 'formats.deleteFormat',
    method: 'DELETE',
    path: '/api/admin/formats/{id}',
    auth: 'admin',
    params: idParams,
    response: z.object({}),
    status: 204,
  }))();
/** User level: the format generation page shows the format's icon, name and description. */
export const getFormat = /* @__PURE__ */ (() =>
  endpoint({
    name: 'formats.getFormat',
    method: 'GET',
    path: '/api/formats/{id}',
    auth: 'user',
    params: idParams,
    response: format,
  }))();
