import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import type { QueueName } from '#functions/lib/ports/queue.ts';
import { bindAiBudget } from '../constructs/ai-budget.ts';
import { alarmTopic } from '../constructs/alarm-topic.ts';
import { type Bindings, bindAccess, importKeyAndSecrets } from '../constructs/bindings.ts';
import {
  DEAD_LETTER_FUNCTION_ID,
  SEED_FUNCTION_ID,
  workerFunctionId,
} from '../constructs/function-entries.ts';
import { WaltFunction } from '../constructs/walt-function.ts';
import { WorkQueue } from '../constructs/work-queue.ts';
import { maxConcurrencyOf, type QueueDefinition } from '../queues.ts';

const DEAD_LETTER_TIMEOUT_SECONDS = 30;
/** The dead-letter worker's instances per dead-letter queue (SQS's minimum): a trickle, never a flood. */
export const DEAD_LETTER_MAX_CONCURRENCY = 2;
const capitalise = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

export interface QueuesStackProps extends StackProps {
  queues: QueueDefinition[];
  functionsDir: string;
  /**
   * Context `appUrl` only: this stack comes before the distribution (the streamed endpoints enqueue here and
   * are CloudFront's origins), and no worker sends a link today.
   */
  appUrl?: string;
  /** Everything but the queues, which this stack creates. */
  bindings: Omit<Bindings, 'queues'>;
  alarmEmail?: string;
  /** The stage's AI budget (infra/stage-config.ts), set on the workers that spend AI. */
  aiBudget?: Record<string, string>;
}

/**
 * One SQS queue and dead-letter queue per row of infra/queues.ts, their workers, the dead-letter worker, and
 * the seed that writes the baseline content after every deploy.
 */
export class QueuesStack extends Stack {
  readonly queues: Partial<Record<QueueName, sqs.IQueue>> = {};
  readonly workQueues: WorkQueue[] = [];
  /** Every alarm of the app goes to this topic (its subscriber: the stage's alarm email). */
  readonly alarms: sns.Topic;
  /** The queue workers, the dead-letter worker and the seed: the "workers" group of the monitoring stack. */
  readonly functions: lambda.IFunction[] = [];

  constructor(scope: Construct, id: string, props: QueuesStackProps) {
    super(scope, id, props);
    const alarms = alarmTopic(this, 'Alarms', props.alarmEmail);
    this.alarms = alarms;
    for (const definition of props.queues) {
      const workQueue = new WorkQueue(this, capitalise(definition.name), {
        definition,
        deadLetterVisibilitySeconds: DEAD_LETTER_TIMEOUT_SECONDS * 6,
        alarms,
      });
      this.queues[definition.name] = workQueue.queue;
      this.workQueues.push(workQueue);
    }
    const bindings = importKeyAndSecrets(this, { ...props.bindings, queues: this.queues });
    const common = { functionsDir: props.functionsDir, appUrl: props.appUrl };
    props.queues.forEach((definition, index) => {
      if (!definition.worker) return;
      const functionId = workerFunctionId(definition.name);
      const worker = new WaltFunction(this, functionId, {
        ...common,
        functionId,
        timeoutSeconds: definition.timeoutSeconds,
        memoryMb: definition.memoryMb ?? 1024,
        description: `Works the ${definition.name} queue`,
      });
      bindAccess(worker, definition.access, bindings, false);
      bindAiBudget(worker, props.aiBudget, definition.access);
      worker.live.addEventSource(
        new SqsEventSource(this.workQueues[index]!.queue, {
          batchSize: definition.batchSize,
          reportBatchItemFailures: true,
          maxConcurrency: maxConcurrencyOf(definition),
        }),
      );
      this.functions.push(worker.function);
    });
    // One consumer for every dead-letter queue: it marks the message's job failed so none stays pending.
    const deadLetter = new WaltFunction(this, DEAD_LETTER_FUNCTION_ID, {
      ...common,
      functionId: DEAD_LETTER_FUNCTION_ID,
      timeoutSeconds: DEAD_LETTER_TIMEOUT_SECONDS,
      memoryMb: 512,
      description: 'Marks dead-lettered jobs failed',
    });
    bindAccess(deadLetter, { table: 'readWrite' }, bindings, false);
    for (const workQueue of this.workQueues) {
      deadLetter.live.addEventSource(
        new SqsEventSource(workQueue.deadLetters, {
          batchSize: 10,
          reportBatchItemFailures: true,
          maxConcurrency: DEAD_LETTER_MAX_CONCURRENCY,
        }),
      );
    }
    // The baseline content (paths, formats, journeys; create-if-missing, never over an admin's edit) is
    // written by a function CloudFormation runs after each deploy of this stack, as `npm start` does locally.
    const seed = new WaltFunction(this, SEED_FUNCTION_ID, {
      ...common,
      functionId: SEED_FUNCTION_ID,
      timeoutSeconds: 120,
      memoryMb: 512,
      description: 'Writes the baseline content after a deploy',
    });
    bindAccess(seed, { table: 'readWrite' }, bindings, false);
    this.functions.push(deadLetter.function, seed.function);
    new Trigger(this, 'SeedAfterDeploy', {
      handler: seed.function,
      executeOnHandlerChange: true,
      timeout: Duration.minutes(2),
    });
  }
}
