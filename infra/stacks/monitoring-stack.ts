import { Duration, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { AI_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#functions/lib/metrics.ts';
import type { WorkQueue } from '../constructs/work-queue.ts';

/** A set of functions watched together: `api` (one per HTTP route), `workers` (queues), `streams` (NDJSON). */
export interface FunctionGroup {
  name: 'api' | 'workers' | 'streams';
  functions: lambda.IFunction[];
  /** Lambda errors (crashes, timeouts) in five minutes above which the group's alarm fires. */
  errorThreshold: number;
}

export interface MonitoringStackProps extends StackProps {
  /** The one topic every alarm goes to (queues-stack, mailed to the stage's alarm email). */
  alarms: sns.ITopic;
  groups: FunctionGroup[];
  api: apigw.IHttpApi;
  table: dynamodb.ITable;
  workQueues: WorkQueue[];
  /** The stage's AI_DAILY_CALL_CEILING: the AI alarm fires at AI_CEILING_ALARM_RATIO of it. */
  aiDailyCallCeiling: number;
  /** The account's Lambda concurrency quota: the concurrency alarm fires at CONCURRENCY_ALARM_RATIO of it. */
  lambdaConcurrencyLimit: number;
}

/**
 * The custom metric of paid AI calls the functions emit (functions/lib/metrics.ts, EMF: namespace `Walt`, metric
 * `AiCalls`, one per paid call, with the one dimension `service: walt`).
 */
export const AI_CALLS_METRIC = {
  namespace: METRICS_NAMESPACE,
  metricName: AI_METRICS.calls,
  dimensionsMap: { service: METRICS_SERVICE },
} as const;
export const AI_CEILING_ALARM_RATIO = 0.8;
export const CONCURRENCY_ALARM_RATIO = 0.8;
/** SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate; the alarms fire there. */
export const SES_BOUNCE_RATE_THRESHOLD = 0.05;
export const SES_COMPLAINT_RATE_THRESHOLD = 0.001;
/** API answers slower than this at p95 for 15 minutes alarm. */
export const API_P95_LATENCY_MS = 3000;
/** A work queue whose oldest message waited longer than this (seconds) alarms. */
export const QUEUE_AGE_THRESHOLD_SECONDS = 3600;
/** A CloudWatch alarm on metric math may read at most 10 metrics: a group's functions are summed ten at a time. */
export const METRICS_PER_ALARM = 10;

const FIVE_MINUTES = Duration.minutes(5);
const capitalise = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** A half-width graph of one metric with two lines across it: the limit it runs against, and where it alarms. */
const graphAgainstLimit = (
  title: string,
  metric: cloudwatch.IMetric,
  limit: cloudwatch.HorizontalAnnotation,
  alarmAt: cloudwatch.HorizontalAnnotation,
) => new cloudwatch.GraphWidget({ title, left: [metric], leftAnnotations: [limit, alarmAt], width: 12 });

/**
 * The alarms that tell someone the app is failing, and one dashboard of what they watch: Lambda errors and
 * throttles per function group, API 5xx and p95 latency, DynamoDB throttles, the age of each work queue's
 * oldest message, concurrency near the account's limit, SES bounce and complaint rates, and paid AI calls
 * near the day's ceiling. The dead-letter arrivals alarm beside each queue (constructs/work-queue.ts) and is
 * shown here. Every alarm goes to the one topic.
 */
export class MonitoringStack extends Stack {
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const action = new actions.SnsAction(props.alarms);
    const alarm = (alarmId: string, options: cloudwatch.AlarmProps): cloudwatch.Alarm => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        ...options,
      });
      created.addAlarmAction(action);
      this.alarms.push(created);
      return created;
    };
    /** An alarm as soon as one period's value reaches `threshold`. */
    const alarmOnReaching = (
      alarmId: string,
      alarmDescription: string,
      metric: cloudwatch.IMetric,
      threshold: number,
    ) =>
      alarm(alarmId, {
        alarmDescription,
        metric,
        threshold,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        evaluationPeriods: 1,
      });
    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.hours(6),
    });
    this.dashboard = dashboard;
    // cfn-lint's schema does not know a dashboard's Tags yet (E3002): the app-wide tag stays off this one.
    Tags.of(dashboard).remove('app');
    dashboard.addWidgets(
      new cloudwatch.TextWidget({
        markdown:
          '# Walt\nLambda per function group, the API, DynamoDB, queues, concurrency, email and AI spend.',
        width: 24,
        height: 2,
      }),
    );

    // Lambda errors and throttles per group: SUM over up to ten functions per alarm (metric math's limit).
    for (const group of props.groups) {
      const sums = (metricName: 'Errors' | 'Throttles') =>
        chunks(group.functions, METRICS_PER_ALARM).map(
          (chunk, index, all) =>
            new cloudwatch.MathExpression({
              expression: `SUM([${chunk.map((_, position) => `c${index}m${position}`).join(', ')}])`,
              usingMetrics: Object.fromEntries(
                chunk.map((fn, position) => [
                  `c${index}m${position}`,
                  fn.metric(metricName, { statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES }),
                ]),
              ),
              period: FIVE_MINUTES,
              label: `${group.name} ${metricName.toLowerCase()}${all.length > 1 ? ` (${index + 1}/${all.length})` : ''}`,
            }),
        );
      const errors = sums('Errors');
      const throttles = sums('Throttles');
      const part = (index: number, all: unknown[]) => (all.length > 1 ? `Part${index + 1}` : '');
      errors.forEach((metric, index, all) => {
        alarm(`${capitalise(group.name)}Errors${part(index, all)}`, {
          alarmDescription: `Walt ${group.name} functions: more than ${group.errorThreshold} Lambda errors (crashes, timeouts) in 5 minutes.`,
          metric,
          threshold: group.errorThreshold,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
        });
      });
      throttles.forEach((metric, index, all) => {
        alarm(`${capitalise(group.name)}Throttles${part(index, all)}`, {
          alarmDescription: `Walt ${group.name} functions: invocations throttled (concurrency exhausted).`,
          metric,
          threshold: 0,
          comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
          evaluationPeriods: 1,
        });
      });
      dashboard.addWidgets(
        new cloudwatch.GraphWidget({ title: `Lambda errors: ${group.name}`, left: errors, width: 12 }),
        new cloudwatch.GraphWidget({ title: `Lambda throttles: ${group.name}`, left: throttles, width: 12 }),
      );
    }

    // The HTTP API: server errors and p95 latency.
    const serverErrors = props.api.metricServerError({
      statistic: cloudwatch.Stats.SUM,
      period: FIVE_MINUTES,
    });
    const latency = props.api.metricLatency({ statistic: cloudwatch.Stats.p(95), period: FIVE_MINUTES });
    alarm('Api5xx', {
      alarmDescription: 'Walt API: more than 5 answers 5xx in 5 minutes.',
      metric: serverErrors,
      threshold: 5,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
    alarm('ApiLatencyP95', {
      alarmDescription: `Walt API: p95 latency above ${API_P95_LATENCY_MS} ms for 15 minutes.`,
      metric: latency,
      threshold: API_P95_LATENCY_MS,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 3,
      datapointsToAlarm: 3,
    });
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'API 5xx', left: [serverErrors], width: 12 }),
      new cloudwatch.GraphWidget({
        title: 'API latency p95 (ms)',
        left: [latency],
        leftAnnotations: [{ value: API_P95_LATENCY_MS, label: 'alarm' }],
        width: 12,
      }),
    );

    // DynamoDB: read and write throttle events of the table.
    const tableMetric = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/DynamoDB',
        metricName,
        dimensionsMap: { TableName: props.table.tableName },
        statistic: cloudwatch.Stats.SUM,
        period: FIVE_MINUTES,
      });
    const throttled = new cloudwatch.MathExpression({
      expression: 'SUM([reads, writes])',
      usingMetrics: { reads: tableMetric('ReadThrottleEvents'), writes: tableMetric('WriteThrottleEvents') },
      period: FIVE_MINUTES,
      label: 'throttle events',
    });
    alarm('DynamoDbThrottles', {
      alarmDescription: 'Walt table: DynamoDB throttled reads or writes.',
      metric: throttled,
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
    });
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'DynamoDB throttles',
        left: [tableMetric('ReadThrottleEvents'), tableMetric('WriteThrottleEvents')],
        width: 12,
      }),
    );

    // Work queues: the age of the oldest message, and arrivals in the dead-letter queue.
    const ages = props.workQueues.map((workQueue) => {
      const { name } = workQueue;
      const age = workQueue.queue.metricApproximateAgeOfOldestMessage({
        statistic: cloudwatch.Stats.MAXIMUM,
        period: FIVE_MINUTES,
        label: name,
      });
      alarm(`${capitalise(name)}QueueAge`, {
        alarmDescription: `Walt ${name} queue: its oldest message has waited over ${QUEUE_AGE_THRESHOLD_SECONDS / 60} minutes.`,
        metric: age,
        threshold: QUEUE_AGE_THRESHOLD_SECONDS,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 2,
        datapointsToAlarm: 2,
      });
      return age;
    });
    const deadLetters = props.workQueues.map((workQueue) =>
      workQueue.deadLetters.metricNumberOfMessagesSent({
        statistic: cloudwatch.Stats.SUM,
        period: FIVE_MINUTES,
        label: workQueue.name,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Queue age of oldest message (s)',
        left: ages,
        leftAnnotations: [{ value: QUEUE_AGE_THRESHOLD_SECONDS, label: 'alarm' }],
        width: 12,
      }),
      new cloudwatch.GraphWidget({ title: 'Dead-letter arrivals', left: deadLetters, width: 12 }),
    );

    // The account's concurrent executions against its quota.
    const concurrency = new cloudwatch.Metric({
      namespace: 'AWS/Lambda',
      metricName: 'ConcurrentExecutions',
      statistic: cloudwatch.Stats.MAXIMUM,
      period: Duration.minutes(1),
    });
    const concurrencyThreshold = Math.floor(props.lambdaConcurrencyLimit * CONCURRENCY_ALARM_RATIO);
    alarm('AccountConcurrency', {
      alarmDescription: `Lambda concurrency above ${concurrencyThreshold} of the account's ${props.lambdaConcurrencyLimit}.`,
      metric: concurrency,
      threshold: concurrencyThreshold,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 5,
      datapointsToAlarm: 3,
    });

    // SES reputation: the account's bounce and complaint rates.
    const ses = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: cloudwatch.Stats.MAXIMUM,
        period: Duration.minutes(15),
      });
    alarmOnReaching(
      'SesBounceRate',
      'SES bounce rate at 5 %: AWS reviews the account there and may pause sending at 10 %.',
      ses('Reputation.BounceRate'),
      SES_BOUNCE_RATE_THRESHOLD,
    );
    alarmOnReaching(
      'SesComplaintRate',
      'SES complaint rate at 0.1 %: AWS reviews the account there and may pause sending at 0.5 %.',
      ses('Reputation.ComplaintRate'),
      SES_COMPLAINT_RATE_THRESHOLD,
    );
    dashboard.addWidgets(
      graphAgainstLimit(
        'Lambda concurrent executions (account)',
        concurrency,
        { value: props.lambdaConcurrencyLimit, label: 'limit' },
        { value: concurrencyThreshold, label: 'alarm' },
      ),
      new cloudwatch.GraphWidget({
        title: 'SES reputation',
        left: [ses('Reputation.BounceRate'), ses('Reputation.ComplaintRate')],
        width: 12,
      }),
    );

    // Paid AI calls over the last day against the deployment's daily ceiling.
    const aiCalls = new cloudwatch.Metric({
      ...AI_CALLS_METRIC,
      statistic: cloudwatch.Stats.SUM,
      period: Duration.days(1),
    });
    const aiThreshold = Math.floor(props.aiDailyCallCeiling * AI_CEILING_ALARM_RATIO);
    alarmOnReaching(
      'AiDailyCeiling',
      `Paid AI calls reached ${aiThreshold} in a day, 80 % of AI_DAILY_CALL_CEILING (${props.aiDailyCallCeiling}): at the ceiling every AI feature answers 429 until midnight UTC.`,
      aiCalls,
      aiThreshold,
    );
    dashboard.addWidgets(
      graphAgainstLimit(
        'Paid AI calls per day',
        aiCalls,
        { value: props.aiDailyCallCeiling, label: 'AI_DAILY_CALL_CEILING' },
        { value: aiThreshold, label: 'alarm (80 %)' },
      ),
      new cloudwatch.AlarmStatusWidget({
        title: 'Alarms',
        alarms: [...this.alarms, ...props.workQueues.map((workQueue) => workQueue.alarm)],
        width: 12,
      }),
    );
  }
}
