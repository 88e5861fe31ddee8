import * as z from 'zod/mini';
import { permissionsMap } from '../schemas/permissions.ts';
import { profile } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';
import * as r from './routes/profile.ts';

export const getProfile = /* @__PURE__ */ (() =>
  endpoint({
    ...r.getProfile,
    response: profile,
  }))();
export const updatePermissions = /* @__PURE__ */ (() =>
  endpoint({
    ...r.updatePermissions,
    body: z.object({ permissions: permissionsMap }),
    response: profile,
  }))();
