import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const projectRoot = resolve(import.meta.dirname, '..', '..', '..');
const webDir = join(projectRoot, 'web');

const newestSource = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
};

/** Builds web/dist unless a build newer than every web source (and shared/) already exists. */
export const ensureWebBuild = ({ force = false } = {}): void => {
  const index = join(webDir, 'dist', 'index.html');
  const sources = Math.max(newestSource(webDir), newestSource(join(projectRoot, 'shared')));
  if (!force && existsSync(index) && statSync(index).mtimeMs >= sources) return;
  // NODE_ENV=production even under a test runner (NODE_ENV=test), which would give React's development build.
  const build = spawnSync('npm', ['run', 'build:web'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('npm run build:web failed');
};
