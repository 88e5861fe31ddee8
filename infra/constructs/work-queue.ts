import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type QueueDefinition, visibilityTimeoutSeconds } from '../queues.ts';

export interface WorkQueueProps {
  definition: QueueDefinition;
  /** Visibility timeout of the dead-letter queue: at least its consumer's timeout (Lambda requires it). */
  deadLetterVisibilitySeconds: number;
  alarms: sns.ITopic;
}

const encrypted = { encryption: sqs.QueueEncryption.SQS_MANAGED, enforceSSL: true } as const;

/**
 * A work queue and its dead-letter queue: encrypted, TLS only, redriven after `maxReceives` deliveries,
 * with an alarm as soon as a message arrives in the dead-letter queue.
 */
export class WorkQueue extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetters: sqs.Queue;
  readonly alarm: cloudwatch.Alarm;
  /** The queue's name in the queue table. */
  readonly name: string;

  constructor(scope: Construct, id: string, props: WorkQueueProps) {
    super(scope, id);
    const { definition } = props;
    this.name = definition.name;
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      ...encrypted,
      retentionPeriod: Duration.days(14),
      visibilityTimeout: Duration.seconds(props.deadLetterVisibilitySeconds),
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      ...encrypted,
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(definition)),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: definition.maxReceives },
    });
    this.alarm = new cloudwatch.Alarm(this, 'DeadLetterAlarm', {
      alarmDescription: `A ${definition.name} job ran out of retries; its message reached the dead-letter queue.`,
      // Arrivals, not messages visible: the dead-letter worker drains the queue within seconds, so a count of
      // visible messages would almost never see one (issue 24).
      metric: this.deadLetters.metricNumberOfMessagesSent({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.SUM,
      }),
      threshold: 0,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    this.alarm.addAlarmAction(new actions.SnsAction(props.alarms));
  }
}
