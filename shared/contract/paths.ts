import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { path, pathBody } from '../schemas/path.ts';
import { endpoint } from './endpoint.ts';

export const listPaths = /* @__PURE__ */ (() =>
  endpoint({
    name: 'paths.listPaths',
    method: 'GET',
    path: '/api/paths',
    auth: 'admin',
    response: z.array(path),
  }))();
export const createPath = /* @__PURE__ */ (() =>
  endpoint({
    name: 'paths.createPath',
    method: 'POST',
    path: '/api/paths',
    auth: 'admin',
    body: pathBody,
    response: path,
    status: 201,
  }))();
/** User level: the call screen /app/chat/path/{pathId} reads the path it interviews with. */
export const getPath = /* @__PURE__ */ (() =>
  endpoint({
    name: 'paths.getPath',
    method: 'GET',
    path: '/api/paths/{id}',
    auth: 'user',
    params: idParams,
    response: path,
  }))();
export const updatePath = /* @__PURE__ */ (() =>
  endpoint({
    name: 'paths.updatePath',
    method: 'PUT',
    path: '/api/paths/{id}',
    auth: 'admin',
    params: idParams,
    body: pathBody,
    response: path,
  }))();
export const deletePath = /* @__PURE__ */ (() =>
  endpoint({
    name: 'paths.deletePath',
    method: 'DELETE',
    path: '/api/paths/{id}',
    auth: 'admin',
    params: idParams,
    response: z.object({}),
    status: 204,
  }))();
export const duplicatePath = /* @__PURE__ */ (() =>
  endpoint({
    name: 'paths.duplicatePath',
    method: 'POST',
    path: '/api/paths/{id}/duplicate',
    auth: 'admin',
    params: idParams,
    response: path,
    status: 201,
  }))();
