import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/**
 * Where alarms go: an encrypted SNS topic, mailed to `alarmEmail` when one is configured. CloudWatch may
 * use the topic's key, which the AWS-managed SNS key would not allow.
 */
export const alarmTopic = (scope: Construct, id: string, alarmEmail?: string): sns.Topic => {
  const key = new kms.Key(scope, `${id}Key`, {
    description: 'Walt: encrypts the alarm topic',
    enableKeyRotation: true,
  });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
      actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
      resources: ['*'],
    }),
  );
  const topic = new sns.Topic(scope, id, { masterKey: key, enforceSSL: true, displayName: 'Walt alarms' });
  if (alarmEmail) topic.addSubscription(new subscriptions.EmailSubscription(alarmEmail));
  return topic;
};
