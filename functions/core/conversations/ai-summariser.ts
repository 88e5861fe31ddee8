import { aiProvider } from '../../ai/index.ts';
import type { Summarise } from './summariser.ts';

/**
 * The AI provider's summariser when it is OpenAI, passed to the save; offline, none, so the extractive summary
 * is kept (it is as good as the offline provider's and needs no call).
 */
export const aiSummariser = (): Summarise | undefined => {
  const provider = aiProvider();
  return provider.name === 'openai'
    ? (transcript) => provider.summariseTranscript({ transcript: [...transcript] })
    : undefined;
};
