import * as z from 'zod/mini';
import { idParams } from '../schemas/common.ts';
import { path, pathBody } from '../schemas/path.ts';
import { endpoint } from './endpoint.ts';
import * as r from './routes/paths.ts';

export const listPaths = /* @__PURE__ */ (() =>
  endpoint({
    ...r.listPaths,
    response: z.array(path),
  }))();
export const createPath = /* @__PURE__ */ (() =>
  endpoint({
    ...r.createPath,
    body: pathBody,
    response: path,
  }))();
/** User level: the call screen /app/chat/path/{pathId} reads the path it interviews with. */
export const getPath = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getPath,
    params: idParams,
    response: path,
  }))();
export const updatePath = /* @__PURE__ */ (() =>
  endpoint({
    ...r.updatePath,
    params: idParams,
    body: pathBody,
    response: path,
  }))();
export const deletePath = /* @__PURE__ */ (() =>
  endpoint({
    ...r.deletePath,
    params: idParams,
    response: z.object({}),
  }))();
export const duplicatePath = /* @__PURE__ */ (() =>
  endpoint({
    ...r.duplicatePath,
    params: idParams,
    response: path,
  }))();
