import { aiProvider } from '../../ai/index.ts';
import { setSummariser } from './summariser.ts';

/**
 * Lets the conversations feature summarise with the AI provider when it is OpenAI. Offline, its own
 * extractive summary is kept (it is as good as the offline provider's and needs no call).
 */
export const installAiSummariser = (): void => {
  const provider = aiProvider();
  setSummariser(
    provider.name === 'openai'
      ? (transcript) => provider.summariseTranscript({ transcript: [...transcript] })
      : undefined,
  );
};
