import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Simple scans of the app's source (web/src, tests and their helpers left out). */
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('test/');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(src, path)] : [];
  });

const appFiles = sourceFiles(src).filter((path) => !isTestCode(path));
const read = (path: string) => readFileSync(join(src, path), 'utf8');

describe('web source', () => {
  it('writes no API path by hand outside the client: calls go through callEndpoint and the contract routes', () => {
    const offenders = appFiles
      .filter((path) => path !== 'lib/api-client.ts')
      .flatMap((path) =>
        read(path)
          .split('\n')
          .flatMap((line, index) =>
            /['"`]\/api(\/|['"`])/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
          ),
      );
    expect(offenders).toEqual([]);
  });

  it('imports the zod schemas and contract endpoints for their types only, so zod stays out of the bundle', () => {
    // Values may come from the routes (no schemas) and from endpoint.ts (types and buildPath only).
    const zodBearing =
      /(?:import|export)\s+(?!type\b)[^;]*?from\s+'#shared\/(schemas\/|contract\/(?!routes\/|endpoint\.ts'))/g;
    const offenders = appFiles.flatMap((path) =>
      [...read(path).matchAll(zodBearing)].map((match) => `${path}: ${match[0].replace(/\s+/g, ' ')}`),
    );
    expect(offenders).toEqual([]);
  });
});
