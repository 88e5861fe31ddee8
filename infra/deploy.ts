/**
 * `npm run deploy [-- <cdk deploy options>]`: says when the stage's alarms would reach no one, then runs
 * `cdk deploy` with the given options (`--all -c stage=staging`, ...). The warning reads the context the CLI
 * will see: cdk.json, cdk.context.json, then each `-c key=value` / `--context key=value` given here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { alarmEmailWarning } from './stage-config.ts';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

const readContext = (file: string): Record<string, unknown> => {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  return (file.endsWith('cdk.json') ? parsed.context : parsed) ?? {};
};

/** The `-c key=value` and `--context key=value` pairs among CDK CLI arguments. */
export const contextArguments = (args: string[]): Record<string, string> => {
  const context: Record<string, string> = {};
  args.forEach((arg, index) => {
    const inline = /^(?:-c|--context)=(.*)$/.exec(arg)?.[1];
    const pair = inline ?? (arg === '-c' || arg === '--context' ? args[index + 1] : undefined);
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0) context[pair.slice(0, at)] = pair.slice(at + 1);
  });
  return context;
};

/** The warning line for a deploy with these CLI arguments from `root`, or undefined. */
export const deployWarning = (args: string[], root = repoRoot): string | undefined => {
  const context = {
    ...readContext(join(root, 'cdk.json')),
    ...readContext(join(root, 'cdk.context.json')),
    ...contextArguments(args),
  };
  return alarmEmailWarning((key) => context[key]);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const warning = deployWarning(args);
  if (warning) console.warn(warning);
  const cdk = join(repoRoot, 'node_modules', '.bin', 'cdk');
  const result = spawnSync(cdk, ['deploy', ...args], { stdio: 'inherit' });
  process.exitCode = result.status ?? 1;
}
