import { afterAll, beforeAll } from 'vitest';
import { useAiProvider } from '#functions/ai/index.ts';
import { OpenAiProvider } from '#functions/ai/openai.ts';
import { FakeOpenAi } from '#test/fakes/openai-server.ts';

export interface FakeOpenAiOptions {
  /** The SDK's own retries; 0 (the default) makes every attempt one request the fake sees. */
  maxRetries?: number;
  /** Makes the provider the deployment's AI provider for the whole file (from beforeAll on). */
  install?: boolean;
}

export interface UsedFakeOpenAi {
  /** The fake OpenAI server, listening from beforeAll until afterAll. */
  fake: FakeOpenAi;
  /** The OpenAI adapter made against the fake in beforeAll. */
  provider: () => OpenAiProvider;
  /** A new OpenAI adapter against the fake (by default with the file's retries). */
  openai: (maxRetries?: number) => OpenAiProvider;
}

/**
 * The fake OpenAI server for a test file (or a describe block): started in beforeAll, with the OpenAI adapter
 * made against it, and stopped in afterAll, when no AI provider is left installed.
 */
export const withFakeOpenAi = ({
  maxRetries = 0,
  install = false,
}: FakeOpenAiOptions = {}): UsedFakeOpenAi => {
  const fake = new FakeOpenAi();
  const openai = (retries = maxRetries) =>
    new OpenAiProvider({ apiKey: fake.apiKey, baseURL: fake.baseURL, maxRetries: retries });
  let made: OpenAiProvider | undefined;
  beforeAll(async () => {
    await fake.start();
    made = openai();
    useAiProvider(install ? made : undefined);
  });
  afterAll(async () => {
    useAiProvider(undefined);
    await fake.stop();
  });
  const provider = () => {
    if (!made)
      throw new Error('The fake OpenAI server is started in beforeAll: read the provider in a test.');
    return made;
  };
  return { fake, provider, openai };
};
