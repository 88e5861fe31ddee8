import { AI_FAILURE_TEXTS } from '#shared/texts.ts';
import { config } from '../lib/config.ts';
import { AiUnavailableError } from './errors.ts';
import { OpenAiProvider } from './openai.ts';
import type { AiProvider } from './provider.ts';

let chosen: AiProvider | undefined;
let offline: (() => AiProvider) | undefined;

/**
 * The configured provider: OpenAI when a key (or its secret) is configured, else the offline interviewer.
 * The offline interviewer is installed by the local runtime (`useOfflineProvider`), so Lambda bundles carry
 * only the OpenAI adapter; a deployment without a key answers 503 until one is set.
 */
export const aiProvider = (): AiProvider => {
  if (chosen) return chosen;
  const settings = config();
  const name =
    settings.AI_PROVIDER ?? (settings.OPENAI_API_KEY || settings.OPENAI_SECRET_ARN ? 'openai' : 'offline');
  if (name === 'openai') chosen = new OpenAiProvider();
  else if (offline) chosen = offline();
  else throw new AiUnavailableError(AI_FAILURE_TEXTS.notConfigured);
  return chosen;
};

/** Tests and the local runtime may install a provider (or forget the choice after changing the environment). */
export const useAiProvider = (provider: AiProvider | undefined): void => {
  chosen = provider;
};

/** The local runtime's offline interviewer, used whenever the configuration names no OpenAI key. */
export const useOfflineProvider = (create: () => AiProvider): void => {
  offline = create;
  chosen = undefined;
};
