import type { RouteDeclaration } from '#shared/contract/endpoint.ts';
import type { Access } from '../routes.ts';
import type { WaltFunction } from './walt-function.ts';

/**
 * Whether a function spends paid AI calls, so reads the AI budget (functions/lib/config.ts quota schema): it
 * holds the OpenAI key, its endpoint declares a `quota`, or it queues research or an artefact (the request
 * spends the research or artefact quota when it queues the job: core/research/queue.ts, core/artefacts/generate.ts).
 */
export const spendsAi = (access: Access, endpoint?: Pick<RouteDeclaration, 'quota'>): boolean =>
  access.secrets?.includes('openai') === true ||
  endpoint?.quota !== undefined ||
  access.queues?.some((queue) => queue === 'research' || queue === 'artefacts') === true;

/** Sets the stage's AI budget (stage-config.ts aiBudgetEnvironment) on a function that spends AI. */
export const bindAiBudget = (
  fn: WaltFunction,
  budget: Record<string, string> | undefined,
  access: Access,
  endpoint?: Pick<RouteDeclaration, 'quota'>,
): void => {
  if (!budget || !spendsAi(access, endpoint)) return;
  for (const [name, value] of Object.entries(budget)) fn.setEnv(name, value);
};
