import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '#functions/db/table.ts';
import { queues, visibilityTimeoutSeconds } from '#infra/queues.ts';
import { allResources, type Synthesized, synthesize } from './synth.ts';

let synth: Synthesized;
beforeAll(async () => {
  synth = await synthesize();
});
afterAll(() => synth?.cleanup());

const template = (stack: string) => {
  const found = synth.templates.get(`Walt-${stack}`);
  if (!found) throw new Error(`No stack Walt-${stack}`);
  return found;
};

describe('data stack', () => {
  it('has one on-demand table with the keys, GSIs and TTL of tableDefinition', () => {
    const data = template('Data');
    data.resourceCountIs('AWS::DynamoDB::Table', 1);
    data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((index) =>
        Match.objectLike({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
        }),
      ),
    });
  });

  it('protects the table: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    template('Data').hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      }),
    });
  });

  it('keeps media private, encrypted, versioned and access-logged', () => {
    template('Data').hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({ DestinationBucketName: Match.anyValue() }),
    });
  });
});

describe('every bucket', () => {
  const buckets = () => allResources(synth).filter((resource) => resource.Type === 'AWS::S3::Bucket');

  it('blocks all public access and encrypts at rest', () => {
    expect(buckets().length).toBeGreaterThanOrEqual(4);
    for (const bucket of buckets()) {
      expect(bucket.Properties, bucket.logicalId).toMatchObject({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: { ServerSideEncryptionConfiguration: [expect.anything()] },
      });
    }
  });

  it('refuses requests without TLS', () => {
    for (const bucket of buckets()) {
      const policy = allResources(synth).find(
        (resource) =>
          resource.Type === 'AWS::S3::BucketPolicy' &&
          JSON.stringify(resource.Properties?.Bucket) === JSON.stringify({ Ref: bucket.logicalId }),
      );
      expect(JSON.stringify(policy?.Properties?.PolicyDocument), bucket.logicalId).toContain(
        '"aws:SecureTransport":"false"',
      );
    }
  });
});

describe('queues stack', () => {
  const queuesTemplate = () => template('Queues');
  const queueResources = () =>
    allResources(synth).filter(
      (resource) => resource.stack === 'Walt-Queues' && resource.Type === 'AWS::SQS::Queue',
    );

  it.each(queues)('gives the $name queue a dead-letter queue after maxReceives', (definition) => {
    const queue = queueResources().find(
      (resource) =>
        resource.Properties?.RedrivePolicy && resource.logicalId.startsWith(capitalise(definition.name)),
    );
    expect(queue?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: definition.maxReceives, deadLetterTargetArn: expect.anything() },
    });
  });

  it.each(queues)(
    'sets the $name visibility timeout to at least six times the worker timeout',
    (definition) => {
      const queue = queueResources().find(
        (resource) =>
          resource.Properties?.RedrivePolicy && resource.logicalId.startsWith(capitalise(definition.name)),
      );
      const visibility = queue?.Properties?.VisibilityTimeout as number;
      expect(visibility).toBe(visibilityTimeoutSeconds(definition));
      expect(visibility).toBeGreaterThanOrEqual(6 * definition.timeoutSeconds);
    },
  );

  // Arrivals, not visible messages: the dead-letter Lambda drains the queue within seconds (issue 24).
  it.each(queues)('alarms as soon as a $name message reaches its dead-letter queue', (definition) => {
    const deadLetters = queueResources().find(
      (resource) =>
        !resource.Properties?.RedrivePolicy && resource.logicalId.startsWith(capitalise(definition.name)),
    );
    expect(deadLetters).toBeDefined();
    queuesTemplate().hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'NumberOfMessagesSent',
      Namespace: 'AWS/SQS',
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetters!.logicalId, 'QueueName'] } }],
      AlarmActions: [Match.anyValue()],
    });
  });

  it('encrypts every queue and refuses requests without TLS', () => {
    for (const queue of queueResources()) {
      expect(queue.Properties?.SqsManagedSseEnabled, queue.logicalId).toBe(true);
      const policy = allResources(synth).find(
        (resource) =>
          resource.Type === 'AWS::SQS::QueuePolicy' &&
          JSON.stringify(resource.Properties?.Queues).includes(`"${queue.logicalId}"`),
      );
      expect(JSON.stringify(policy?.Properties?.PolicyDocument), queue.logicalId).toContain(
        '"aws:SecureTransport":"false"',
      );
    }
  });

  it('lets the dead-letter worker consume every dead-letter queue with partial batch failures', () => {
    const mappings = allResources(synth).filter(
      (resource) => resource.Type === 'AWS::Lambda::EventSourceMapping',
    );
    const deadLetterMappings = mappings.filter((mapping) =>
      JSON.stringify(mapping.Properties?.FunctionName).includes('DeadLetterWorker'),
    );
    expect(deadLetterMappings).toHaveLength(queues.length);
    for (const mapping of deadLetterMappings) {
      expect(mapping.Properties?.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
    }
  });
});

describe('the baseline content', () => {
  it('is written after every deploy by the seed function, which may write the table', () => {
    const trigger = allResources(synth).find((resource) => resource.Type === 'Custom::Trigger');
    expect(trigger, 'a CDK Trigger').toBeDefined();
    expect(JSON.stringify(trigger?.Properties?.HandlerArn)).toContain('SeedWorker');
    const seedFunction = allResources(synth).find(
      (resource) => resource.Type === 'AWS::Lambda::Function' && resource.logicalId.startsWith('SeedWorker'),
    );
    expect(JSON.stringify(seedFunction?.Properties?.Environment)).toContain('TABLE_NAME');
  });
});

describe('all stacks', () => {
  it('hard-code no physical names', () => {
    const named = allResources(synth).flatMap((resource) =>
      ['FunctionName', 'TableName', 'BucketName', 'QueueName', 'RoleName', 'TopicName', 'Name']
        .filter((property) => typeof resource.Properties?.[property] === 'string')
        .filter(
          () =>
            // A Lambda alias's name (`live`) is scoped to its function, not a physical name of the account.
            ![
              'AWS::CloudFront::Function',
              'AWS::ApiGatewayV2::Api',
              'AWS::ApiGatewayV2::Stage',
              'AWS::Lambda::Alias',
            ].includes(resource.Type),
        )
        .map((property) => `${resource.stack}/${resource.logicalId}.${property}`),
    );
    expect(named).toEqual([]);
  });
});

function capitalise(name: string): string {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
