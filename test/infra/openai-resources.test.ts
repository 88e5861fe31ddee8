import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleOptions } from '#infra/build-functions.ts';
import { repoRoot } from '#infra/constructs/function-entries.ts';
import { openaiUsedResources } from '#infra/openai-resources.ts';
import { FakeOpenAi } from '#test/fakes/openai-server.ts';
import { scratch } from './synth.ts';

/** A bundle of the real SDK client, built with the production settings and the resource trim. */
const CLIENT_SOURCE = `import OpenAI, { toFile } from 'openai';
export const client = (baseURL) => new OpenAI({ apiKey: 'sk-test-fake', baseURL, maxRetries: 0 });
export { toFile };`;

const dir = scratch();
const fake = new FakeOpenAi();
type Sdk = typeof import('openai');
let sdk: { client: (baseURL: string) => InstanceType<Sdk['default']>; toFile: Sdk['toFile'] };
const bytes: Record<'trimmed' | 'whole', number> = { trimmed: 0, whole: 0 };

const bundle = async (name: keyof typeof bytes, plugins: ReturnType<typeof openaiUsedResources>[]) => {
  const outfile = join(dir.dir, `${name}.mjs`);
  const result = await build({
    ...bundleOptions,
    stdin: { contents: CLIENT_SOURCE, resolveDir: repoRoot, loader: 'js' },
    outdir: undefined,
    outfile,
    sourcemap: false,
    plugins,
  });
  bytes[name] = Object.values(result.metafile?.outputs ?? {}).reduce((sum, out) => sum + out.bytes, 0);
  return outfile;
};

beforeAll(async () => {
  await fake.start();
  await bundle('whole', []);
  sdk = await import(pathToFileURL(await bundle('trimmed', [openaiUsedResources()])).href);
});
afterAll(async () => {
  await fake.stop();
  dir.cleanup();
});

describe('the OpenAI client trimmed to the resources Walt uses', () => {
  it('drops the unused resources from the bundle: most of the SDK', () => {
    expect(bytes.whole - bytes.trimmed).toBeGreaterThan(80 * 1024);
  });

  it('still makes the calls Walt makes, over the real protocol', async () => {
    // Prepare
    const client = sdk.client(fake.baseURL);
    fake.answer('probe', () => ({ ok: true }));
    // Act
    const response = await client.responses.create({
      model: 'gpt-4.1-mini',
      input: 'hello',
      text: { format: { type: 'json_schema', name: 'probe', schema: { type: 'object' }, strict: false } },
    });
    const transcript = await client.audio.transcriptions.create({
      model: 'gpt-4o-transcribe',
      file: await sdk.toFile(new Uint8Array([26, 69, 223, 163]), 'audio.webm', { type: 'audio/webm' }),
    });
    const secret = await client.realtime.clientSecrets.create({
      session: { type: 'realtime', model: 'gpt-realtime' },
    });
    // Assess
    expect(response.output_text).toContain('ok');
    expect(typeof transcript.text).toBe('string');
    expect(secret.value).toMatch(/^ek_/);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/v1/responses',
      '/v1/audio/transcriptions',
      '/v1/realtime/client_secrets',
    ]);
  });

  it('says which resource to add when code reaches one that was left out', () => {
    const client = sdk.client(fake.baseURL);
    expect(() => client.embeddings.create).toThrow(/openai\.embeddings\.create is not bundled.*Embeddings/);
    expect(() => client.responses.stream({ model: 'gpt-4.1-mini', input: 'hello' })).toThrow(
      /openai\.responses\.stream is not bundled/,
    );
  });
});
