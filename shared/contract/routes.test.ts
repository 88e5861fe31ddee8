import { describe, expect, it } from 'vitest';
import { contract } from './index.ts';
import * as routes from './routes/index.ts';

describe('contract routes', () => {
  it('mirror every endpoint of the contract with the same method and path, and nothing else', () => {
    const mirrored = Object.fromEntries(
      Object.entries(routes).map(([group, entries]) => [
        group,
        Object.fromEntries(
          Object.entries(entries).map(([name, { method, path }]) => [name, { method, path }]),
        ),
      ]),
    );
    const expected = Object.fromEntries(
      Object.entries(contract).map(([group, endpoints]) => [
        group,
        Object.fromEntries(
          Object.values(endpoints).map(({ name, method, path }) => [name.split('.')[1], { method, path }]),
        ),
      ]),
    );
    expect(mirrored).toEqual(expected);
  });
});
