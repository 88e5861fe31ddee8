import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { repoRoot } from './constructs/function-entries.ts';

/** Where `npm run build:web` writes the site, which `npm start` serves and CDK deploys. */
export const defaultWebDist = join(repoRoot, 'web', 'dist');

/** The build failed; the messages above say why. */
export class BuildError extends Error {}

/** What the Vite build reads: the app (not its output), the shared contract and the installed packages. */
const webInputs = (): string[] => [
  ...readdirSync(join(repoRoot, 'web'))
    .filter((name) => name !== 'dist' && name !== 'node_modules')
    .map((name) => join(repoRoot, 'web', name)),
  join(repoRoot, 'shared'),
  join(repoRoot, 'package.json'),
  join(repoRoot, 'package-lock.json'),
];

/** Newest modification time under `path`; folders count too, so a deleted file also makes it newer. */
const newestMtime = (path: string): number => {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  return readdirSync(path)
    .filter((name) => name !== 'node_modules')
    .reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
};

/** True when `outDir/index.html` is at least as new as every file the build reads. */
export const webBuildUpToDate = (outDir: string): boolean => {
  const index = statSync(join(outDir, 'index.html'), { throwIfNoEntry: false });
  return index !== undefined && webInputs().every((input) => newestMtime(input) <= index.mtimeMs);
};

/**
 * The Vite build into `outDir`. Its index.html is dated to the start of the build, so a file saved while
 * Vite ran makes the build out of date again.
 */
export const buildWeb = (dir: string = defaultWebDist): void => {
  const outDir = resolve(dir);
  const started = new Date();
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'web/vite.config.ts', '--outDir', outDir, '--emptyOutDir'],
    // A production build even when a test runner (NODE_ENV=test) asks for it: Vite keeps a set NODE_ENV,
    // and React's development build would be served.
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new BuildError('The web app did not build; see the messages above.');
  utimesSync(join(outDir, 'index.html'), started, started);
};
