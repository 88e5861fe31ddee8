/**
 * Artefact generation overhead (issue 11): the time from `POST /api/artefacts/generate` to the job read as
 * completed (polled every 10 ms, as a fast format page would), through the local runtime and its in-process
 * queue, against the provider's own time for the same piece: queue, job bookkeeping, gathering the material
 * and storing the version must stay small beside the writing itself. Budget ≤ 1.2×.
 *
 * The provider is the offline one, given a fixed think time of 2 s before it composes (the bare offline
 * provider answers in about a millisecond, where a model takes 5–60 s; 2 s is still below the fastest model; without a think time the ratio would
 * only compare DynamoDB Local round trips with nothing). The story holds a 200-turn conversation and 30 typed
 * entries. Runs alternate between the two sides after a warm-up; the ratio is of the medians. The absolute
 * overhead is printed too. Run: `npx tsx test/perf/artefact-generation.ts`.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { useAiProvider as installAiProvider } from '#functions/ai/index.ts';
import { OfflineProvider } from '#functions/ai/offline.ts';
import type { AiProvider } from '#functions/ai/provider.ts';
import { gatherMaterial } from '#functions/core/artefacts/material.ts';
import { apiCaller, registerThroughApi, startBenchmarkRuntime } from './support/api-floor.ts';

const BUDGET = 1.2;
const THINK_MS = 2_000;
const RUNS = 7;
const TURNS = 200;
const TYPED = 30;

const { runtime, dataDir } = await startBenchmarkRuntime('artefact', { AI_QUOTA_ARTEFACT_PER_USER: '1000' });
const offline = new OfflineProvider();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The offline provider with a model's think time. */
const provider: AiProvider = Object.assign(new OfflineProvider(), {
  generateArtefact: async (input: Parameters<AiProvider['generateArtefact']>[0]) => {
    await sleep(THINK_MS);
    return offline.generateArtefact(input);
  },
});
installAiProvider(provider);

const { cookie, user } = await registerThroughApi(runtime.url);

const api = apiCaller(runtime.url, cookie);

const story = await api<{ id: string }>('POST', '/api/stories', { title: 'The harbour years' });
const { conversation } = await api<{ conversation: { id: string } }>('POST', '/api/conversations/start', {
  sessionType: 'gettingToKnowYou',
  storyId: story.id,
});
await api('POST', `/api/conversations/${conversation.id}/save`, {
  messages: Array.from({ length: TURNS }, (_, turn) => ({
    id: `t-${turn}`,
    role: turn % 2 === 0 ? 'assistant' : 'user',
    content:
      turn % 2 === 0
        ? `What do you remember about the harbour, part ${turn}?`
        : `${turn}: We walked down to the harbour every morning before school, my brother and I, and watched the boats come in with the catch.`,
  })),
});
for (let index = 0; index < TYPED; index += 1)
  await api('PUT', `/api/stories/${story.id}`, {
    textEntry: {
      id: randomUUID(),
      content: `Typed entry ${index}: my father mended nets on the quay all winter long.`,
    },
  });

/** The provider alone, on the same material. */
const providerRun = async (): Promise<number> => {
  const material = await gatherMaterial(user.id, { kind: 'story', storyId: story.id });
  const started = performance.now();
  await provider.generateArtefact({
    writerPrompt: 'Write a short story.',
    material: material.text,
    passages: material.passages,
    title: 'The harbour years',
  });
  return performance.now() - started;
};

/** Generate, then poll the job until it is completed. */
const endToEndRun = async (): Promise<number> => {
  const started = performance.now();
  const { jobId } = await api<{ jobId: string }>('POST', '/api/artefacts/generate', {
    storyId: story.id,
    formatId: 'format-short-story',
  });
  for (;;) {
    const { job } = await api<{ job: { status: string; errorMessage?: string } }>(
      'GET',
      `/api/artefacts/job/${jobId}`,
    );
    if (job.status === 'completed') return performance.now() - started;
    if (job.status === 'failed') throw new Error(`generation failed: ${job.errorMessage}`);
    await sleep(10);
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Alternating runs of both sides; prints and returns the ratio of the medians. */
const measure = async (label: string): Promise<number> => {
  const alone: number[] = [];
  const whole: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    alone.push(await providerRun());
    whole.push(await endToEndRun());
  }
  const ratio = median(whole) / median(alone);
  console.log(
    `artefact generation${label}: provider ${median(alone).toFixed(0)} ms, generate → completed ${median(whole).toFixed(0)} ms, ` +
      `overhead ${(median(whole) - median(alone)).toFixed(0)} ms, ratio ${ratio.toFixed(3)}× (budget ≤ ${BUDGET}×)`,
  );
  return ratio;
};

try {
  await endToEndRun();
  await providerRun();
  // A noisy machine can push one measurement over; measure again once before failing.
  let ratio = await measure('');
  if (ratio > BUDGET) ratio = await measure(' (re-measured)');
  process.exitCode = ratio <= BUDGET ? 0 : 1;
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
