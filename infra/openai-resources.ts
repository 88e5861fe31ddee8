import { dirname, join } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * The OpenAI resources Walt calls: Responses (notes, cards, summaries, research, artefacts), Audio
 * (transcription) and Realtime (client secrets). Add one here before calling it.
 */
export const USED_OPENAI_RESOURCES = ['Audio', 'Realtime', 'Responses'] as const;

/** The client's resource modules, by the class each exports (node_modules/openai/client.mjs imports these). */
const RESOURCE_MODULES: Record<string, string> = {
  Batches: 'batches',
  Completions: 'completions',
  Embeddings: 'embeddings',
  Files: 'files',
  Images: 'images',
  Models: 'models',
  Moderations: 'moderations',
  Videos: 'videos',
  Admin: 'admin/admin',
  Audio: 'audio/audio',
  Beta: 'beta/beta',
  Chat: 'chat/chat',
  Containers: 'containers/containers',
  Conversations: 'conversations/conversations',
  Evals: 'evals/evals',
  FineTuning: 'fine-tuning/fine-tuning',
  Graders: 'graders/graders',
  Realtime: 'realtime/realtime',
  Responses: 'responses/responses',
  Skills: 'skills/skills',
  Uploads: 'uploads/uploads',
  VectorStores: 'vector-stores/vector-stores',
  Webhooks: 'webhooks/webhooks',
};

const STAND_INS = 'openai-stand-ins';
const STREAM_STAND_IN = 'openai-response-stream';
/** `responses.stream()` (Walt never streams a response): its accumulator and event stream, ≈15 KiB. */
const responseStreamModule = `export const ResponseStream = { createResponse() {
  throw new Error('openai.responses.stream is not bundled: Walt reads whole responses (infra/openai-resources.ts)');
} };`;

/** One module holding a stand-in class per unused resource; a stand-in throws when it is reached. */
const standInsModule = (used: readonly string[]): string =>
  [
    `const unused = (name) => class { constructor() { return new Proxy(this, { get(_, key) {
  if (key === 'then') return undefined;
  throw new Error('openai.' + name[0].toLowerCase() + name.slice(1) + '.' + String(key) + ' is not bundled: add ' + name + ' to USED_OPENAI_RESOURCES (infra/openai-resources.ts)');
} }); } };`,
    ...Object.keys(RESOURCE_MODULES)
      .filter((name) => !used.includes(name))
      .map((name) => `export const ${name} = /* @__PURE__ */ unused('${name}');`),
  ].join('\n');

/** The resources index the client builds its resources from: the used ones real, the rest stand-ins. */
const indexModule = (used: readonly string[]): string =>
  Object.entries(RESOURCE_MODULES)
    .map(([name, module]) =>
      used.includes(name)
        ? `export { ${name} } from './${module}.mjs';`
        : `export { ${name} } from '${STAND_INS}';`,
    )
    .join('\n');

/**
 * The OpenAI client builds every API resource in its constructor, so a bundle that imports it carries all
 * of them (about 80 KiB) whatever it calls. This plugin keeps the resources Walt uses and gives the client
 * a stand-in for each other one, which throws a clear error if it is ever reached.
 */
export const openaiUsedResources = (used: readonly string[] = USED_OPENAI_RESOURCES): Plugin => ({
  name: 'openai-used-resources',
  setup(builder) {
    // client.mjs, and the Azure and Bedrock clients beside it, import the resources.
    const rootFile = /[\\/]node_modules[\\/]openai[\\/][^\\/]+\.m?js$/;
    builder.onResolve({ filter: new RegExp(`^${STAND_INS}$`) }, () => ({
      path: STAND_INS,
      namespace: STAND_INS,
    }));
    builder.onResolve({ filter: /^\.\/resources\/.*\.m?js$/ }, ({ path, importer }) => {
      if (!rootFile.test(importer)) return undefined;
      const module = path.replace(/^\.\/resources\//, '').replace(/\.m?js$/, '');
      if (module === 'index')
        return { path: join(dirname(importer), 'resources', 'index.mjs'), namespace: 'openai-index' };
      const name = Object.keys(RESOURCE_MODULES).find((key) => RESOURCE_MODULES[key] === module);
      if (name && !used.includes(name)) return { path: STAND_INS, namespace: STAND_INS };
      return undefined;
    });
    builder.onResolve({ filter: /^\.\.\/\.\.\/lib\/responses\/ResponseStream\.m?js$/ }, ({ importer }) =>
      /[\\/]openai[\\/]resources[\\/]responses[\\/]responses\.m?js$/.test(importer)
        ? { path: STREAM_STAND_IN, namespace: STREAM_STAND_IN }
        : undefined,
    );
    builder.onLoad({ filter: /.*/, namespace: STREAM_STAND_IN }, () => ({
      contents: responseStreamModule,
      loader: 'js',
    }));
    builder.onLoad({ filter: /.*/, namespace: STAND_INS }, () => ({
      contents: standInsModule(used),
      loader: 'js',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'openai-index' }, ({ path }) => ({
      contents: indexModule(used),
      resolveDir: dirname(path),
      loader: 'js',
    }));
  },
});
