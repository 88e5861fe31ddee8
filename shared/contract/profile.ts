import * as z from 'zod/mini';
import { permissionsMap } from '../schemas/permissions.ts';
import { profile } from '../schemas/user.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/profile.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

export const getProfile = /* @__PURE__ */ define('getProfile', () => ({ response: profile }));
export const updatePermissions = /* @__PURE__ */ define('updatePermissions', () => ({
  body: z.object({ permissions: permissionsMap }),
  response: profile,
}));
