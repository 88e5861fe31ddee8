import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../lib/config.ts';
import { AiUnavailableError } from './errors.ts';
import { aiProvider, useAiProvider, useOfflineProvider } from './index.ts';
import { OfflineProvider } from './offline.ts';
import { OpenAiProvider } from './openai.ts';

const configure = (env: Record<string, string | undefined>) => {
  Object.assign(process.env, { TABLE_NAME: 'walt', ...env });
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  resetConfig();
  useAiProvider(undefined);
};

afterEach(() => {
  configure({ OPENAI_API_KEY: undefined, AI_PROVIDER: undefined });
});

describe('aiProvider', () => {
  it('answers "unavailable" without a key when no offline interviewer is installed (a Lambda)', () => {
    // Prepare
    configure({ OPENAI_API_KEY: undefined, AI_PROVIDER: undefined });
    // Act
    const choose = () => aiProvider();
    // Assess
    expect(choose).toThrow(AiUnavailableError);
  });

  it('uses the offline interviewer the local runtime installs when no key is set', () => {
    configure({ OPENAI_API_KEY: undefined, AI_PROVIDER: undefined });
    useOfflineProvider(() => new OfflineProvider());

    expect(aiProvider()).toBeInstanceOf(OfflineProvider);
  });

  it('uses OpenAI when a key is set, even where an offline interviewer is installed', () => {
    useOfflineProvider(() => new OfflineProvider());
    configure({ OPENAI_API_KEY: 'sk-test' });

    expect(aiProvider()).toBeInstanceOf(OpenAiProvider);
  });
});
