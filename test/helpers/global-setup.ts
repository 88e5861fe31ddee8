import type { TestProject } from 'vitest/node';
import type { Runtime } from '#infra/local/runtime.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dynamoEndpoint: string;
    sessionSecret: string;
    outboxDir: string;
  }
}

let runtime: Runtime | undefined;
let google: { url: string; stop(): Promise<void> } | undefined;

/** Starts the real local runtime (DynamoDB Local in memory) once for the integration suites. */
export default async function setup(project: TestProject) {
  // The functions' logger reads LOG_LEVEL when its module loads, so set it before the runtime is imported:
  // only warnings and errors reach the test output.
  process.env.LOG_LEVEL ??= 'WARN';
  const { startRuntime } = await import('#infra/local/runtime.ts');
  // Gmail is configured against the fake Google server, so its routes answer as in production.
  const { productEnvFor, startGoogleFake } = await import('#test/fakes/google-server.ts');
  google = await startGoogleFake();
  runtime = await startRuntime({
    port: 0,
    inMemory: true,
    dataDir: `${process.cwd()}/.data/test-${process.pid}`,
    secureCookies: true,
    // Cheaper scrypt keeps the suite quick; production parameters are asserted by the unit tests.
    extraEnv: {
      SCRYPT_LOG_N: '15',
      LOG_LEVEL: 'WARN',
      ...productEnvFor(google),
    },
  });
  project.provide('apiUrl', runtime.url);
  project.provide('dynamoEndpoint', process.env.DYNAMODB_ENDPOINT!);
  project.provide('sessionSecret', process.env.SESSION_SECRET!);
  project.provide('outboxDir', runtime.outboxDir);
  return async () => {
    await runtime?.stop();
    await google?.stop();
  };
}
