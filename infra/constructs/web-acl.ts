import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { allEndpoints } from '#shared/contract/index.ts';

/** Requests one IP may send in any 5 minutes before WAF blocks it (the lowest WAF allows is 10). */
export const WAF_RATE_LIMIT_PER_5_MIN = 1_000;
/** The stricter limit on the sign-in, sign-up and password routes (scrypt and mail behind them). */
export const WAF_AUTH_RATE_LIMIT_PER_5_MIN = 100;

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const managed = (name: string, priority: number, countOnly: string[] = []): wafv2.CfnWebACL.RuleProperty => ({
  name,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(countOnly.length > 0 && {
        ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })),
      }),
    },
  },
  visibilityConfig: visibility(name),
});

/** The common rule set's body-size rule (8 KB): counted only; `body-size` below blocks in its place. */
export const MANAGED_BODY_SIZE_RULE = 'SizeRestrictions_BODY';
/** Bodies above this many bytes are refused at the edge, except on LARGE_BODY_ENDPOINTS (the managed rule's size). */
export const WAF_MAX_BODY_BYTES = 8 * 1024;

/**
 * The endpoints whose legitimate bodies exceed 8 KB: a narrator's own words (a call's transcript, typed and
 * spoken entries, notes, research reports), a recording (multipart) and the admin texts (a path of up to 200
 * questions, a format's writer prompt, a journey's descriptions and lists), a family member's memory and a call
 * recording's marks: each one whose schema admits a body over 8 KB (test/infra/review-findings.test.ts walks
 * every contract endpoint's body schema and fails when one that does is missing here). Their handlers bound each
 * body themselves (functions/edge/http.ts reads at most 1 MB of JSON, the schemas' TEXT_LIMITS, transcribe's
 * 25 MB recording). The Gmail and mailbox routes take small JSON bodies; a mailbox file goes from the browser
 * straight to S3 with a presigned PUT, past CloudFront.
 */
export const LARGE_BODY_ENDPOINTS = [
  'conversations.saveConversation',
  'stories.transcribe',
  'stories.createStory',
  'stories.updateStory',
  'stories.updateTextEntry',
  'stories.createVoiceMemoEntry',
  'stories.updateVoiceMemoEntry',
  'notes.createNote',
  'notes.updateNote',
  'ai.analyzeForNotes',
  'ai.analyzeForQuestionCard',
  'ai.analyzeForResearch',
  'research.createReport',
  'research.updateReport',
  'paths.createPath',
  'paths.updatePath',
  'formats.createFormat',
  'formats.updateFormat',
  // A journey's 5,000-character descriptions (up to 20 KB in UTF-8) and lists of up to 100–200 ids.
  'journeys.createJourney',
  'journeys.updateJourney',
  'journeys.createStep',
  'journeys.updateStep',
  'journeys.reorderSteps',
  'journeys.reorderFeatured',
  // A family member's memory (an entry of up to 200 KB) and a call segment's marks (up to 500 of them).
  'family.createContribution',
  'voice.addCallRecording',
] as const;

/** A contract path as an anchored regex on the URI path: each `{param}` is one path segment. */
export const pathRegex = (path: string): string =>
  `^${path
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')}$`;

/** The URI path regexes of LARGE_BODY_ENDPOINTS, one per distinct path. */
export const largeBodyPathRegexes = (): string[] => {
  const paths = LARGE_BODY_ENDPOINTS.map((name) => {
    const endpoint = allEndpoints.find((candidate) => candidate.name === name);
    if (!endpoint) throw new Error(`LARGE_BODY_ENDPOINTS names ${name}, which the contract does not declare`);
    return endpoint.path;
  });
  return [...new Set(paths)].map(pathRegex);
};

/**
 * Blocks a body over WAF_MAX_BODY_BYTES (or one too large for WAF to inspect: oversize counts as a match)
 * unless its path is one of LARGE_BODY_ENDPOINTS'. Issue 23 M11: the managed rule blocked every save of a
 * transcript longer than 8 KB.
 */
const bodySizeRule = (priority: number): wafv2.CfnWebACL.RuleProperty => ({
  name: 'body-size',
  priority,
  action: { block: {} },
  statement: {
    andStatement: {
      statements: [
        {
          sizeConstraintStatement: {
            fieldToMatch: { body: { oversizeHandling: 'MATCH' } },
            comparisonOperator: 'GT',
            size: WAF_MAX_BODY_BYTES,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        {
          notStatement: {
            statement: {
              orStatement: {
                statements: largeBodyPathRegexes().map((regexString) => ({
                  regexMatchStatement: {
                    fieldToMatch: { uriPath: {} },
                    regexString,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                })),
              },
            },
          },
        },
      ],
    },
  },
  visibilityConfig: visibility('body-size'),
});

/**
 * The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT, so it must live in us-east-1): AWS's common
 * rule set (its 8 KB body-size rule counted only) and known-bad-inputs rule set, a body-size rule of our own
 * that spares the routes with large bodies, a per-IP rate rule over everything and a stricter one over the
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
      managed('AWSManagedRulesCommonRuleSet', 2, [MANAGED_BODY_SIZE_RULE]),
      managed('AWSManagedRulesKnownBadInputsRuleSet', 3),
      bodySizeRule(4),
    ],
  });
