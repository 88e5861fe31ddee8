import { signedOut } from '@/test/mock-api';
import { openApp } from '@/test/render-app';

/** Opens `path` for a visitor who is not signed in, the other calls answered by `routes`. */
export const openSignedOut = (path: string, routes: Parameters<typeof openApp>[1] = {}) =>
  openApp(path, { 'GET /api/auth/status': signedOut, ...routes });
