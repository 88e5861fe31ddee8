import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS_DOC, endpointsDoc } from './endpoints-doc.ts';
import { routes, unknownExceptions } from './routes.ts';

describe('docs/endpoints.md', () => {
  it('lists every endpoint with its handler file, as generated (run `npm run docs:endpoints` when stale)', () => {
    // Prepare
    const written = existsSync(ENDPOINTS_DOC) ? readFileSync(ENDPOINTS_DOC, 'utf8') : '';
    // Act
    const generated = endpointsDoc();
    // Assess
    expect(written).toBe(generated);
    for (const { endpoint, handler } of routes)
      expect(written).toContain(`\`${endpoint.method} ${endpoint.path}\` | \`functions/${handler}\``);
  });
});

describe('the route table', () => {
  it('derives each handler file from the endpoint name, and every file exists', () => {
    const missing = routes.filter(
      ({ handler }) => !existsSync(new URL(`../functions/${handler}`, import.meta.url)),
    );
    expect(missing.map(({ handler }) => handler)).toEqual([]);
    expect(routes.find((route) => route.endpoint.name === 'stories.getStory')?.handler).toBe(
      'api/stories/get-story.ts',
    );
  });

  it('names only existing endpoints among its exceptions', () => {
    expect(unknownExceptions()).toEqual([]);
  });
});
