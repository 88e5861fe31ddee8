import { afterEach, describe, expect, it, vi } from 'vitest';
import { AI_CALLS_METRIC } from '#infra/stacks/monitoring-stack.ts';
import { AI_METRICS, countMetric, emfLine, watchMetrics } from './metrics.ts';

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
});

describe('metrics (issue 24)', () => {
  it('writes an EMF line CloudWatch reads as the series the AI ceiling alarm watches', () => {
    const line = JSON.parse(emfLine(AI_METRICS.calls, 1, { kind: 'analysis' }, 1_700_000_000_000));
    expect(line).toEqual({
      kind: 'analysis',
      service: 'walt',
      AiCalls: 1,
      _aws: {
        Timestamp: 1_700_000_000_000,
        CloudWatchMetrics: [
          { Namespace: 'Walt', Dimensions: [['service']], Metrics: [{ Name: 'AiCalls', Unit: 'Count' }] },
        ],
      },
    });
    // The alarm's metric: same namespace, name and the one dimension with the same value.
    const metric = line._aws.CloudWatchMetrics[0];
    expect(metric.Namespace).toBe(AI_CALLS_METRIC.namespace);
    expect(metric.Metrics[0].Name).toBe(AI_CALLS_METRIC.metricName);
    expect(Object.keys(AI_CALLS_METRIC.dimensionsMap)).toEqual(metric.Dimensions[0]);
    expect(line.service).toBe(AI_CALLS_METRIC.dimensionsMap.service);
  });

  it('prints one line per metric inside Lambda, none elsewhere, and tells watchers either way', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const seen: [string, number][] = [];
    const stop = watchMetrics((name, value) => seen.push([name, value]));
    countMetric(AI_METRICS.tokens, 812, { what: 'note analysis' });
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'AiAnalyzeForNotes';
    countMetric(AI_METRICS.refusals, 1, { kind: 'analysis' });
    stop();
    expect(seen).toEqual([
      ['AiTokens', 812],
      ['AiRefusals', 1],
    ]);
    expect(written).toHaveLength(1);
    expect(JSON.parse(written[0] ?? '')).toMatchObject({ AiRefusals: 1, kind: 'analysis', service: 'walt' });
  });
});
