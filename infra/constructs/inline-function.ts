import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/** A CloudFront Function (JavaScript runtime 2.0) whose code is the given source, inline. */
export const inlineCloudFrontFunction = (
  scope: Construct,
  id: string,
  comment: string,
  source: string,
): cloudfront.Function =>
  new cloudfront.Function(scope, id, {
    comment,
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(source),
  });
