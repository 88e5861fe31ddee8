import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LocalRuntimeError } from './dynamodb-local.ts';
import { projectRoot, startRuntime } from './runtime.ts';

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
};

/** Builds the web app when there is no build yet or the sources changed since the last one. */
const ensureWebBuild = () => {
  const index = join(projectRoot, 'web', 'dist', 'index.html');
  const webDir = join(projectRoot, 'web');
  if (!existsSync(webDir)) return;
  if (existsSync(index) && statSync(index).mtimeMs >= newestMtime(webDir)) return;
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new LocalRuntimeError('The web app did not build; see the messages above.');
};

const main = async () => {
  ensureWebBuild();
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
  if (error instanceof LocalRuntimeError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
