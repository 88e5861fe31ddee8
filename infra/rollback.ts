/**
 * Rollback in one command (issue 24): moves the `live` alias of every function of a stage back to the version
 * the previous deploy published, or to the versions of a named release. API routes, function URLs and queues
 * all invoke `live` (infra/constructs/walt-function.ts), so the stage runs the old code within seconds, with
 * no CloudFormation deploy. Every deploy with a new `release` (the deploy workflow passes the commit) publishes
 * a version of every function, so "previous" means the same deploy for each.
 *
 *   npm run rollback -- --stage prod                      # every function back one deploy
 *   npm run rollback -- --stage prod --release <commit>   # every function to that release's version
 *   npm run rollback -- --stage staging --dry-run         # print the plan only
 *
 * The next `npm run deploy` (or the deploy workflow) points `live` at the new versions again. The tables are
 * not rolled back: a release that changed what it stores must read both shapes (docs/decisions.md).
 */
import { pathToFileURL } from 'node:url';
import {
  type FunctionConfiguration,
  GetAliasCommand,
  LambdaClient,
  paginateListFunctions,
  paginateListVersionsByFunction,
  ResourceNotFoundException,
  UpdateAliasCommand,
} from '@aws-sdk/client-lambda';
import { cdkJsonContext } from './app.ts';
import { LIVE_ALIAS, RELEASE_VARIABLE } from './constructs/walt-function.ts';
import { DEFAULT_STAGE, stageConfig } from './stage-config.ts';

export interface RollbackStep {
  functionName: string;
  from: string;
  to: string;
}

export interface RollbackPlan {
  steps: RollbackStep[];
  /** Functions with a `live` alias that have nothing to go back to, with the reason. */
  problems: string[];
}

/** The stacks' prefix of a stage (`Walt` for prod, the stage block's `stackPrefix` otherwise). */
export const stagePrefix = (stage: string): string => {
  const context: Record<string, unknown> = { ...cdkJsonContext(), stage };
  return stageConfig((key) => context[key]).stackPrefix ?? 'Walt';
};

const stageFunctions = async (client: LambdaClient, prefix: string): Promise<string[]> => {
  const names: string[] = [];
  for await (const page of paginateListFunctions({ client }, {}))
    for (const fn of page.Functions ?? [])
      if (fn.FunctionName?.startsWith(`${prefix}-`)) names.push(fn.FunctionName);
  return names.sort();
};

const publishedVersions = async (client: LambdaClient, functionName: string) => {
  const versions: FunctionConfiguration[] = [];
  for await (const page of paginateListVersionsByFunction({ client }, { FunctionName: functionName }))
    versions.push(...(page.Versions ?? []).filter((version) => /^\d+$/.test(version.Version ?? '')));
  return versions.sort((a, b) => Number(a.Version) - Number(b.Version));
};

const liveVersion = async (client: LambdaClient, functionName: string): Promise<string | undefined> => {
  try {
    return (await client.send(new GetAliasCommand({ FunctionName: functionName, Name: LIVE_ALIAS })))
      .FunctionVersion;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
};

/** What a rollback would do: for each function of the stage, its `live` version now and the one to go to. */
export const planRollback = async (
  client: LambdaClient,
  options: { prefix: string; release?: string },
): Promise<RollbackPlan> => {
  const plan: RollbackPlan = { steps: [], problems: [] };
  for (const functionName of await stageFunctions(client, options.prefix)) {
    const from = await liveVersion(client, functionName);
    if (!from) continue;
    const versions = await publishedVersions(client, functionName);
    const target = options.release
      ? versions.findLast((version) => version.Environment?.Variables?.[RELEASE_VARIABLE] === options.release)
      : versions.findLast((version) => Number(version.Version) < Number(from));
    if (!target?.Version)
      plan.problems.push(
        `${functionName}: ${options.release ? `no version of release ${options.release}` : `no version before ${from}`}`,
      );
    else if (target.Version !== from) plan.steps.push({ functionName, from, to: target.Version });
  }
  return plan;
};

/** Moves each alias, one function at a time; on a refusal it says which were already moved. */
export const applyRollback = async (client: LambdaClient, plan: RollbackPlan): Promise<void> => {
  const moved: string[] = [];
  for (const step of plan.steps) {
    try {
      await client.send(
        new UpdateAliasCommand({
          FunctionName: step.functionName,
          Name: LIVE_ALIAS,
          FunctionVersion: step.to,
        }),
      );
    } catch (error) {
      throw new Error(
        `${step.functionName} refused the rollback (${(error as Error).message}); already moved: ${moved.join(', ') || 'none'}. Finish with --release and the release the others went to.`,
      );
    }
    moved.push(step.functionName);
  }
};

const argument = (args: string[], name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

const main = async (args: string[]): Promise<number> => {
  const stage = argument(args, 'stage') ?? DEFAULT_STAGE;
  const release = argument(args, 'release');
  const prefix = stagePrefix(stage);
  const client = new LambdaClient({});
  const plan = await planRollback(client, { prefix, release });
  for (const step of plan.steps) console.log(`${step.functionName}: ${LIVE_ALIAS} ${step.from} → ${step.to}`);
  for (const problem of plan.problems) console.error(`cannot roll back ${problem}`);
  if (plan.problems.length > 0) {
    console.error('Nothing was changed: every function must have a version to go back to.');
    return 1;
  }
  if (plan.steps.length === 0) {
    console.log(`Nothing to roll back in stage ${stage} (stacks ${prefix}-*).`);
    return 0;
  }
  if (args.includes('--dry-run')) return 0;
  await applyRollback(client, plan);
  console.log(`Rolled back ${plan.steps.length} functions of stage ${stage}.`);
  return 0;
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
