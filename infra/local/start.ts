import { BuildError, buildWeb, defaultWebDist, webBuildUpToDate } from '../build-web.ts';
import { assertJava, LocalRuntimeError } from './dynamodb-local.ts';
import { startRuntime } from './runtime.ts';

const main = async () => {
  // Before the web build, so a machine without Java hears about it at once.
  assertJava();
  if (!webBuildUpToDate(defaultWebDist)) {
    console.log('Building the web app...');
    buildWeb(defaultWebDist);
  }
  const port = Number(process.env.PORT ?? 3000);
  const runtime = await startRuntime({
    port,
    dataDir: process.env.DATA_DIR,
    onMail: (mail, file) => {
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(`\n✉  Mail to ${mail.to}: "${mail.subject}" (saved as ${file})`);
      for (const link of links) console.log(`   ${link}`);
    },
  });
  const ai = process.env.OPENAI_API_KEY ? 'OpenAI' : 'the offline interviewer (no OPENAI_API_KEY set)';
  console.log(
    `\nWalt is running at ${runtime.url}\nData folder: ${runtime.dataDir}\nAI: ${ai}\nPress Ctrl+C to stop.\n`,
  );
  const shutdown = async () => {
    await runtime.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
};

main().catch((error) => {
  // A problem a person can act on is one line; anything else keeps its stack trace.
  console.error(error instanceof LocalRuntimeError || error instanceof BuildError ? error.message : error);
  process.exit(1);
});
