import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltFunction, buildFunctions } from '#infra/build-functions.ts';
import { functionEntries, SEED_FUNCTION_ID, workerFunctionId } from '#infra/constructs/function-entries.ts';
import { queues } from '#infra/queues.ts';
import { type Access, functionId, routes } from '#infra/routes.ts';
import { scratch } from './synth.ts';

const dir = scratch();
let built: Map<string, BuiltFunction>;
beforeAll(async () => {
  built = new Map((await buildFunctions({ outdir: dir.dir })).map((fn) => [fn.id, fn]));
});
afterAll(() => dir.cleanup());

/** Sources with code in the bundle (esbuild lists tree-shaken inputs too, with 0 bytes). */
const inputsOf = (id: string): string[] =>
  Object.entries(built.get(id)?.inputs ?? {})
    .filter(([, bytes]) => bytes > 0)
    .map(([input]) => input);
const entityFiles = (id: string): string[] =>
  inputsOf(id)
    .map((input) => /functions\/db\/entities\/([a-z-]+)\.ts$/.exec(input)?.[1])
    .filter((name): name is string => name !== undefined)
    .sort();

describe('what a bundle carries', () => {
  it('a plain endpoint carries the entities it uses and no other', () => {
    // GET /api/notes/{id}: the wrapper's session and account checks, and the note.
    expect(entityFiles('NotesGetNote')).toEqual(['note', 'session', 'user']);
    // GET /api/auth/status: the session and the user.
    expect(entityFiles('AuthStatus')).toEqual(['session', 'user']);
    for (const id of ['NotesGetNote', 'AuthStatus'])
      expect(inputsOf(id).filter((input) => input.includes('all-entities'))).toEqual([]);
  });

  it('no Lambda carries the offline interviewer (the local runtime installs it)', () => {
    const withOffline = [...built.keys()].filter((id) =>
      inputsOf(id).some((input) => input.includes('functions/ai/offline')),
    );
    expect(withOffline).toEqual([]);
    // The AI endpoints do carry the OpenAI adapter.
    expect(inputsOf('AiAnalyzeForNotes').some((input) => input.includes('functions/ai/openai.ts'))).toBe(
      true,
    );
  });

  /** A service's client package is in a bundle only when the function's access row grants that service. */
  const CLIENTS: [RegExp, string, (access: Access, http: boolean) => boolean][] = [
    // S3, KMS and Secrets Manager are spoken through the aws4fetch signer (functions/lib/ports/blob-store-s3.ts,
    // functions/lib/ports/secret-box-kms.ts, functions/lib/secrets.ts); each adapter names which.
    [
      /node_modules\/aws4fetch\//,
      'S3, KMS or Secrets Manager',
      (access, http) =>
        http || (access.secrets?.length ?? 0) > 0 || access.blobs !== undefined || access.kms === true,
    ],
    [/functions\/lib\/ports\/blob-store-s3\.ts/, 'S3', (access) => access.blobs !== undefined],
    [/functions\/lib\/ports\/secret-box-kms\.ts/, 'KMS', (access) => access.kms === true],
    [/@aws-sdk\/client-sesv2\//, 'SES', (access) => access.mail === true],
    [/@aws-sdk\/client-sqs\//, 'SQS', (access) => (access.queues?.length ?? 0) > 0],
    [/node_modules\/openai\//, 'OpenAI', (access) => access.secrets?.includes('openai') === true],
    // Every HTTP function reads the session signing key; workers only the secrets their row names.
    [
      /functions\/lib\/secrets\.ts/,
      'Secrets Manager',
      (access, http) => http || (access.secrets?.length ?? 0) > 0,
    ],
    // No SDK client for Secrets Manager: the signer above speaks its JSON API.
    [/@aws-sdk\/client-secrets-manager\//, 'the Secrets Manager SDK client', () => false],
  ];
  const rows: [string, Access, boolean][] = [
    ...routes.map((route) => [functionId(route), route.access, true] as [string, Access, boolean]),
    ...queues
      .filter((queue) => queue.worker)
      .map((queue) => [workerFunctionId(queue.name), queue.access, false] as [string, Access, boolean]),
    [SEED_FUNCTION_ID, { table: 'readWrite' }, false],
  ];

  it('every function has an access row', () => {
    const withRows = new Set(rows.map(([id]) => id));
    expect(
      functionEntries().filter((entry) => !withRows.has(entry.id) && entry.id !== 'DeadLetterWorker'),
    ).toEqual([]);
  });

  it.each(rows)('%s carries only the service clients its access row grants', (id, access, http) => {
    const carried = CLIENTS.filter(([pattern]) => inputsOf(id).some((input) => pattern.test(input))).map(
      ([, name]) => name,
    );
    const granted = CLIENTS.filter(([, , grants]) => grants(access, http)).map(([, name]) => name);
    for (const name of carried) expect(granted).toContain(name);
  });
});
