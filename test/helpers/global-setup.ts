import type { TestProject } from 'vitest/node';
import type { Runtime } from '#infra/local/runtime.ts';
import { TEST_RUNTIME_ENV } from '#test/helpers/runtime-env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dynamoEndpoint: string;
    sessionSecret: string;
    totpSecret: string;
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
    // Each test client stands for a viewer of its own (test/helpers/api.ts sends CloudFront-Viewer-Address).
    trustViewerAddress: true,
    dataDir: `${process.cwd()}/.data/test-${process.pid}`,
    secureCookies: true,
    // Cheaper scrypt keeps the suite quick; production parameters are asserted by the unit tests.
    extraEnv: {
      ...TEST_RUNTIME_ENV,
      LOG_LEVEL: 'WARN',
      ...productEnvFor(google),
    },
  });
  project.provide('apiUrl', runtime.url);
  project.provide('dynamoEndpoint', process.env.DYNAMODB_ENDPOINT!);
  project.provide('sessionSecret', process.env.SESSION_SECRET!);
  // Tests seal an administrator's TOTP secret straight into the table (test/helpers/administrator.ts).
  project.provide('totpSecret', process.env.TOTP_SECRET!);
  project.provide('outboxDir', runtime.outboxDir);
  return async () => {
    await runtime?.stop();
    await google?.stop();
  };
}
