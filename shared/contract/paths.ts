import * as z from 'zod/mini';
import { emptyResponse } from '../schemas/common.ts';
import { path, pathBody } from '../schemas/path.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/paths.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

export const listPaths = /* @__PURE__ */ define('listPaths', () => ({ response: z.array(path) }));
export const createPath = /* @__PURE__ */ define('createPath', () => ({ body: pathBody, response: path }));
/** User level: the call screen /app/chat/path/{pathId} reads the path it interviews with. */
export const getPath = /* @__PURE__ */ define('getPath', () => ({ response: path }));
export const updatePath = /* @__PURE__ */ define('updatePath', () => ({ body: pathBody, response: path }));
export const deletePath = /* @__PURE__ */ define('deletePath', () => ({ response: emptyResponse }));
export const duplicatePath = /* @__PURE__ */ define('duplicatePath', () => ({ response: path }));
