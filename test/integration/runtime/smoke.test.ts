import { describe, expect, inject, it } from 'vitest';
import { smokeTest } from '#infra/smoke.ts';

/**
 * The deploy workflow's smoke test (infra/smoke.ts, issue 24) run against the local runtime: every step passes
 * on a working stage, and a broken one stops at the step that failed.
 */
const viewer = () => ({
  'cloudfront-viewer-address': `100.70.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}:443`,
});

describe('the deploy smoke test', () => {
  it('passes every step on the local runtime: API, register, sign out and in, interview, call session', async () => {
    const lines: string[] = [];
    const steps = await smokeTest(inject('apiUrl'), {
      checkWebApp: false,
      email: `smoke-${Date.now()}@example.com`,
      headers: viewer(),
      log: (line) => lines.push(line),
    });
    expect(steps.map((step) => step.step)).toEqual([
      'the API answers (401 while signed out)',
      'a new account registers',
      'it signs out',
      'it signs in again',
      'an interview starts',
      'a call session is minted',
    ]);
    expect(steps.filter((step) => !step.ok)).toEqual([]);
    expect(lines).toHaveLength(6);
  });

  it('stops at the first failing step and says why', async () => {
    // An address the API refuses: registration fails, and nothing after it runs.
    const steps = await smokeTest(inject('apiUrl'), {
      checkWebApp: false,
      email: 'not-an-address',
      headers: viewer(),
    });
    expect(steps.map((step) => step.ok)).toEqual([true, false]);
    expect(steps[1]?.detail).toMatch(/^answered 400/);
  });
});
