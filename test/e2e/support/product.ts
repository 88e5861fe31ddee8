import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectRoot } from './web-build.ts';

export interface RunningProduct {
  url: string;
  controlUrl: string;
  stop(): Promise<void>;
}

interface Address {
  url: string;
  controlUrl: string;
}

const addressIn = (line: string): Address | undefined => {
  try {
    const parsed = JSON.parse(line) as Partial<Address>;
    return parsed.url && parsed.controlUrl ? { url: parsed.url, controlUrl: parsed.controlUrl } : undefined;
  } catch {
    return undefined;
  }
};

/** Starts test/e2e/support/serve.ts in its own process and waits for the line that says where it listens. */
export const startProduct = async (): Promise<RunningProduct> => {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/support/serve.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`test/e2e/support/serve.ts exited early (code ${code})`))),
  );
  // The runtime logs (e.g. its seeds) on stdout too: wait for the one line that says where it listens.
  const ready = new Promise<Address>((resolveAddress) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const address = addressIn(line);
      if (address) resolveAddress(address);
    });
  });
  const { url, controlUrl } = await Promise.race([ready, exited]);
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
