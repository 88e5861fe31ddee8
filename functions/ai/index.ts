import { config } from '../lib/config.ts';
import { OfflineProvider } from './offline.ts';
import { OpenAiProvider } from './openai.ts';
import type { AiProvider } from './provider.ts';

let chosen: AiProvider | undefined;

/** The configured provider: `openai` when a key (or its secret) is configured, else `offline`. */
export const aiProvider = (): AiProvider => {
  if (chosen) return chosen;
  const settings = config();
  const name =
    settings.AI_PROVIDER ?? (settings.OPENAI_API_KEY || settings.OPENAI_SECRET_ARN ? 'openai' : 'offline');
  chosen = name === 'openai' ? new OpenAiProvider() : new OfflineProvider();
  return chosen;
};

/** Tests and the local runtime may install a provider (or forget the choice after changing the environment). */
export const useAiProvider = (provider: AiProvider | undefined): void => {
  chosen = provider;
};
