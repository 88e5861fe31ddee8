import { describe, expect, it, vi } from 'vitest';
import { extractiveSummary, summarise } from './summariser.ts';

vi.mock('../../lib/logger.ts', () => ({ logger: { warn: vi.fn() } }));

const transcript = [
  { role: 'assistant', content: 'Where did you grow up?' },
  {
    role: 'user',
    content: 'We lived on a small farm outside Cork until 1952, with my brothers Sean and Liam.',
  },
  { role: 'user', content: 'Yes.' },
  { role: 'user', content: 'Then we moved to Leeds, where my father found work at the Burton mill in 1953.' },
] as const;

describe('extractiveSummary', () => {
  it("keeps the narrator's informative sentences in the order they were said", async () => {
    // Prepare
    const said = [...transcript];
    // Act
    const summary = await extractiveSummary(said);
    // Assess
    const points = summary.split('\n').filter((line) => line.startsWith('- '));
    expect(points).toEqual([
      '- We lived on a small farm outside Cork until 1952, with my brothers Sean and Liam.',
      '- Then we moved to Leeds, where my father found work at the Burton mill in 1953.',
    ]);
    expect(summary).toMatch(/^\*\*In this conversation\*\* \(3 answers from the narrator\):/);
  });

  it('summarises nothing when the narrator said nothing', async () => {
    // Prepare
    const onlyWalt = [{ role: 'assistant' as const, content: 'Hello, I am Walt.' }];
    // Act
    const summary = await extractiveSummary(onlyWalt);
    // Assess
    expect(summary).toBe('');
  });
});

describe('summarise', () => {
  it('uses the summariser passed in, and the extractive one when it fails', async () => {
    // Prepare
    const failing = async (): Promise<string> => {
      throw new Error('provider down');
    };
    // Act
    const summary = await summarise([...transcript], failing);
    // Assess
    expect(summary).toBe(await extractiveSummary([...transcript]));
  });
});
