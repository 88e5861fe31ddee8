import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** Requests one IP may send in any 5 minutes before WAF blocks it (the lowest WAF allows is 10). */
export const WAF_RATE_LIMIT_PER_5_MIN = 1_000;
/** The stricter limit on the sign-in, sign-up and password routes (scrypt and mail behind them). */
export const WAF_AUTH_RATE_LIMIT_PER_5_MIN = 100;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managed = (name: string, priority: number): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
  visibilityConfig: visibility(name),
});

/**
 * The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT, so it must live in us-east-1): AWS's common
 * rule set and known-bad-inputs rule set, a per-IP rate rule over everything and a stricter one over the
 * account routes (POST /api/auth/*, /api/account/*). The functions keep their own per-account and per-IP limits;
 * WAF takes floods off them before a Lambda runs.
 */
export const cloudFrontWebAcl = (scope: Construct, id: string): wafv2.CfnWebACL =>
  new wafv2.CfnWebACL(scope, id, {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    description: 'Walt: managed rules and rate limits in front of CloudFront',
    visibilityConfig: visibility('walt-web-acl'),
    rules: [
      {
        name: 'auth-rate-limit',
        priority: 0,
        action: { block: {} },
        statement: {
          rateBasedStatement: {
            limit: WAF_AUTH_RATE_LIMIT_PER_5_MIN,
            aggregateKeyType: 'IP',
            // POSTs only: every page load asks GET /api/auth/status.
            scopeDownStatement: {
              andStatement: {
                statements: [
                  {
                    byteMatchStatement: {
                      fieldToMatch: { method: {} },
                      positionalConstraint: 'EXACTLY',
                      searchString: 'POST',
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  },
                  {
                    orStatement: {
                      statements: ['/api/auth/', '/api/account/'].map((path) => ({
                        byteMatchStatement: {
                          fieldToMatch: { uriPath: {} },
                          positionalConstraint: 'STARTS_WITH',
                          searchString: path,
                          textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                        },
                      })),
                    },
                  },
                ],
              },
            },
          },
        },
        visibilityConfig: visibility('auth-rate-limit'),
      },
      {
        name: 'rate-limit',
        priority: 1,
        action: { block: {} },
        statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT_PER_5_MIN, aggregateKeyType: 'IP' } },
        visibilityConfig: visibility('rate-limit'),
      },
      managed('AWSManagedRulesCommonRuleSet', 2),
      managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
    ],
  });
