import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectRoot } from './web-build.ts';

export interface RunningProduct {
  url: string;
  controlUrl: string;
  stop(): Promise<void>;
}

/** Starts test/e2e/serve.ts in its own process and waits for the line that says where it listens. */
export const startProduct = async (): Promise<RunningProduct> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/serve.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`test/e2e/serve.ts exited early (code ${code})`))),
  );
  const firstLine = new Promise<string>((resolveLine) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolveLine);
  });
  const { url, controlUrl } = JSON.parse(await Promise.race([firstLine, exited])) as {
    url: string;
    controlUrl: string;
  };
  exited.catch(() => {});
  return {
    url,
    controlUrl,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
};
