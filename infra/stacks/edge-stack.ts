import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { cloudFrontWebAcl } from '../constructs/web-acl.ts';

/**
 * What CloudFront needs from us-east-1 when the app lives in another region: the WAF web ACL (scope
 * CLOUDFRONT exists only there). The web stack reads its ARN through a cross-region reference.
 */
export class EdgeStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAcl = cloudFrontWebAcl(this, 'WebAcl');
  }
}
