import { createServer } from 'vite';
import { LocalRuntimeError } from './dynamodb-local.ts';
import { projectRoot, startRuntime } from './runtime.ts';

/** `npm run dev`: the local runtime on PORT (API and data) plus Vite with hot reload proxying /api to it. */
const main = async () => {
  const port = Number(process.env.PORT ?? 3000);
  const runtime = await startRuntime({ port, dataDir: process.env.DATA_DIR });
  const vite = await createServer({
    configFile: `${projectRoot}/web/vite.config.ts`,
    server: { proxy: { '/api': runtime.url } },
  });
  await vite.listen();
  process.env.APP_URL = vite.resolvedUrls?.local[0] ?? runtime.url;
  vite.printUrls();
  console.log(`API and data: ${runtime.url} (${runtime.dataDir})`);
  const shutdown = async () => {
    await vite.close();
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error) => {
  console.error(error instanceof LocalRuntimeError ? error.message : error);
  process.exit(1);
});
