import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges cdk-nag findings on a construct and everything under it. cdk-nag v3 wants each finding by
 * its exact id (`AwsSolutions-IAM5[Resource::*]`), so a reason never covers more than it names.
 */
export const acknowledge = (scope: IConstruct, reason: string, ...ids: string[]): void => {
  for (const id of ids) Validations.of(scope).acknowledge({ id, reason });
};
