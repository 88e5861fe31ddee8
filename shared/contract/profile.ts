import * as z from 'zod/mini';
import { permissionsMap } from '../schemas/permissions.ts';
import { profile } from '../schemas/user.ts';
import { endpoint } from './endpoint.ts';

export const getProfile = /* @__PURE__ */ (() =>
  endpoint({
    name: 'profile.getProfile',
    method: 'GET',
    path: '/api/profile',
    auth: 'user',
    response: profile,
  }))();
export const updatePermissions = /* @__PURE__ */ (() =>
  endpoint({
    name: 'profile.updatePermissions',
    method: 'PUT',
    path: '/api/profile/permissions',
    auth: 'user',
    body: z.object({ permissions: permissionsMap }),
    response: profile,
  }))();
