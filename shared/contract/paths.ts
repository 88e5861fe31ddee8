import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { path, pathInput } from '../schemas/path.ts';
import { endpoint } from './endpoint.ts';

export const listPaths = endpoint({
  name: 'paths.listPaths',
  method: 'GET',
  path: '/api/paths',
  auth: 'admin',
  response: z.array(path),
});
export const createPath = endpoint({
  name: 'paths.createPath',
  method: 'POST',
  path: '/api/paths',
  auth: 'admin',
  body: pathInput,
  response: path,
  status: 201,
});
/** User level: the call screen /app/chat/path/{pathId} reads the path it interviews with. */
export const getPath = endpoint({
  name: 'paths.getPath',
  method: 'GET',
  path: '/api/paths/{id}',
  auth: 'user',
  params: idParams,
  response: path,
});
export const updatePath = endpoint({
  name: 'paths.updatePath',
  method: 'PUT',
  path: '/api/paths/{id}',
  auth: 'admin',
  params: idParams,
  body: pathInput,
  response: path,
});
export const deletePath = endpoint({
  name: 'paths.deletePath',
  method: 'DELETE',
  path: '/api/paths/{id}',
  auth: 'admin',
  params: idParams,
  response: z.object({}),
  status: 204,
});
export const duplicatePath = endpoint({
  name: 'paths.duplicatePath',
  method: 'POST',
  path: '/api/paths/{id}/duplicate',
  auth: 'admin',
  params: idParams,
  response: path,
  status: 201,
});
