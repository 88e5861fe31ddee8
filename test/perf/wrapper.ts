/**
 * Warm overhead of the HTTP wrapper (Powertools logger context + zod + session check) over a raw handler
 * doing the same work. Budget (ARCHITECTURE §6): ≤ 1 ms at p50. The session check is measured on a public
 * endpoint without a cookie (the database read it would add is the same in both).
 */
import { performance } from 'node:perf_hooks';
import * as z from 'zod/mini';
import { http } from '#functions/edge/http.ts';
import { endpoint } from '#shared/contract/endpoint.ts';
import { httpEvent, lambdaContextStub } from '#test/helpers/events.ts';

process.env.TABLE_NAME = 'perf';
process.env.LOG_LEVEL = 'WARN';
const BUDGET_MS = 1;
const RUNS = 5_000;

const body = z.object({
  email: z.email(),
  name: z.string().check(z.minLength(1)),
  notes: z.array(z.string()).check(z.maxLength(10)),
});
const wrapped = http(
  endpoint({
    name: 'perf.echo',
    method: 'POST',
    path: '/api/perf',
    auth: 'public',
    body,
    response: z.object({ name: z.string() }),
  }),
  async ({ body: input }) => ({ body: { name: input.name } }),
);
const raw = async (event: { body?: string }) => {
  const input = JSON.parse(event.body ?? '{}') as { name: string };
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: input.name }),
  };
};

const event = httpEvent({
  body: JSON.stringify({ email: 'ann@example.com', name: 'Ann', notes: ['a', 'b'] }),
});
const p50 = (samples: number[]) => samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

const measure = async (fn: () => Promise<unknown>) => {
  for (let i = 0; i < 500; i += 1) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  return p50(samples);
};

const rawP50 = await measure(() => raw(event));
const wrappedP50 = await measure(() => wrapped(event, lambdaContextStub));
const overhead = wrappedP50 - rawP50;
console.log(`raw handler p50      ${(rawP50 * 1000).toFixed(1)} µs`);
console.log(`wrapped handler p50  ${(wrappedP50 * 1000).toFixed(1)} µs`);
console.log(
  `overhead p50         ${(overhead * 1000).toFixed(1)} µs = ${(overhead / BUDGET_MS).toFixed(3)}× the 1 ms budget`,
);
process.exit(overhead <= BUDGET_MS ? 0 : 1);
