import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** An API Gateway HTTP API (v2) event as a Lambda receives it; override what the test is about. */
export const httpEvent = (overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 => ({
  version: '2.0',
  routeKey: 'POST /api/test',
  rawPath: '/api/test',
  rawQueryString: '',
  headers: { 'content-type': 'application/json' },
  isBase64Encoded: false,
  requestContext: {
    accountId: '1',
    apiId: 'api',
    domainName: 'walt.example',
    domainPrefix: 'walt',
    requestId: 'req-1',
    routeKey: 'POST /api/test',
    stage: '$default',
    time: '',
    timeEpoch: 0,
    http: {
      method: 'POST',
      path: '/api/test',
      protocol: 'HTTP/1.1',
      sourceIp: '192.0.2.1',
      userAgent: 'vitest',
    },
  },
  ...overrides,
});

export const lambdaContextStub = {
  functionName: 'test',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 1000,
} as never;
