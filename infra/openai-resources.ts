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

const unused = (name: string) =>
  `export class ${name} { constructor() { return new Proxy(this, { get(_, key) { if (key === 'then') return undefined; throw new Error('openai.${name[0]?.toLowerCase()}${name.slice(1)}.' + String(key) + ' is not bundled: add ${name} to USED_OPENAI_RESOURCES (infra/openai-resources.ts)'); } }); } }`;

/**
 * The OpenAI client builds every API resource in its constructor, so a bundle that imports it carries all
 * of them (about 150 KiB) whatever it calls. This plugin keeps the resources Walt uses and gives the
 * client an empty stand-in for each other one, which throws a clear error if it is ever reached.
 */
export const openaiUsedResources = (used: readonly string[] = USED_OPENAI_RESOURCES): Plugin => ({
  name: 'openai-used-resources',
  setup(builder) {
    // client.mjs, and the Azure and Bedrock clients beside it, import the resources.
    const clientFile = /[\\/]node_modules[\\/]openai[\\/][^\\/]+\.m?js$/;
    builder.onResolve({ filter: /^\.\/resources\/.*\.m?js$/ }, ({ path, importer }) => {
      if (!clientFile.test(importer)) return undefined;
      const module = path.replace(/^\.\/resources\//, '').replace(/\.m?js$/, '');
      const name = Object.keys(RESOURCE_MODULES).find((key) => RESOURCE_MODULES[key] === module);
      if (module === 'index')
        return { path: join(dirname(importer), 'resources', 'index.mjs'), namespace: 'openai-index' };
      if (name && !used.includes(name)) return { path: name, namespace: 'openai-unused' };
      return undefined;
    });
    builder.onLoad({ filter: /.*/, namespace: 'openai-unused' }, ({ path }) => ({
      contents: unused(path),
      loader: 'js',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'openai-index' }, ({ path }) => ({
      resolveDir: dirname(path),
      loader: 'js',
      contents: Object.entries(RESOURCE_MODULES)
        .map(([name, module]) =>
          used.includes(name) ? `export { ${name} } from './${module}.mjs';` : unused(name),
        )
        .join('\n'),
    }));
  },
});
