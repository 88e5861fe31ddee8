import { describe, expect, it } from 'vitest';
import { routes } from '#infra/routes.ts';
import { FUZZED } from './fuzz-routes.ts';

/**
 * The fuzz suite covers every route (issue 23): each route of infra/routes.ts is in the list of one of the
 * fuzz files (test/security/fuzz-routes.ts), as the authorization matrix has a row for each.
 */

const key = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;

describe('the fuzz suite', () => {
  it('fuzzes every route of infra/routes.ts', () => {
    const fuzzed = new Set(Object.values(FUZZED).flatMap((endpoints) => endpoints.map(key)));
    const missing = routes.map((route) => key(route.endpoint)).filter((route) => !fuzzed.has(route));
    expect(
      missing,
      'Add these routes to a fuzz file: its group in FUZZED (test/security/fuzz-routes.ts)',
    ).toEqual([]);
  });

  it('lists each route in one fuzz file only', () => {
    const all = Object.values(FUZZED).flatMap((endpoints) => endpoints.map(key));
    expect(all.filter((route, index) => all.indexOf(route) !== index)).toEqual([]);
  });
});
