import * as auth from './auth.ts';
import type { Endpoint } from './endpoint.ts';
import * as profile from './profile.ts';

export { auth, profile };
/** Every endpoint of the API, grouped by feature. Later features add their module here. */
export const contract = { auth, profile } as const;
export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));
