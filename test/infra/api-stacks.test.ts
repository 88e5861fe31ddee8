import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionEntries } from '#infra/constructs/function-entries.ts';
import { functionId, type Route, routes } from '#infra/routes.ts';
import { isStreamRoute, ROUTES_PER_STACK, routeGroups } from '#infra/stacks/routes-stack.ts';
import { allResources, type Synthesized, synthesize } from './synth.ts';

/** CloudFormation's hard limit is 500; stay clear of it so a growing stack fails here first. */
const RESOURCE_CEILING = 450;

let synth: Synthesized;
beforeAll(async () => {
  synth = await synthesize();
});
afterAll(() => synth?.cleanup());

const resourcesOf = (type: string) => allResources(synth).filter((resource) => resource.Type === type);

/** The function behind a route: Route.Target → Integration.IntegrationUri → Function. */
const targetFunction = (route: Route): string | undefined => {
  const key = `${route.endpoint.method} ${route.endpoint.path}`;
  const apiRoute = resourcesOf('AWS::ApiGatewayV2::Route').find((r) => r.Properties?.RouteKey === key);
  if (!apiRoute) return undefined;
  const target = JSON.stringify(apiRoute.Properties?.Target);
  const integration = resourcesOf('AWS::ApiGatewayV2::Integration').find(
    (r) => r.stack === apiRoute.stack && target.includes(`"${r.logicalId}"`),
  );
  // The integration invokes the function's `live` alias (a Ref to it), which names its function.
  const uri = integration?.Properties?.IntegrationUri as { Ref?: string } | undefined;
  const alias = resourcesOf('AWS::Lambda::Alias').find(
    (r) => r.stack === apiRoute.stack && r.logicalId === uri?.Ref,
  );
  return (alias?.Properties?.FunctionName as { Ref?: string } | undefined)?.Ref;
};

describe('api stacks', () => {
  it('gives every route of infra/routes.ts its own Lambda behind a `METHOD /path` route', () => {
    // Streamed endpoints are function URLs behind CloudFront instead (test/infra/gmail.test.ts).
    const apiRoutes = routes.filter((route) => !isStreamRoute(route));
    const targets = apiRoutes.map((route) => targetFunction(route));
    apiRoutes.forEach((route, index) => {
      expect(targets[index], route.endpoint.name).toMatch(new RegExp(`^${functionId(route)}Function`));
    });
    expect(new Set(targets).size).toBe(apiRoutes.length);
    expect(resourcesOf('AWS::ApiGatewayV2::Route')).toHaveLength(apiRoutes.length);
  });

  it('runs every Walt function on nodejs24.x arm64 with tracing and source maps', () => {
    const ours = resourcesOf('AWS::Lambda::Function').filter((fn) =>
      JSON.stringify(fn.Properties?.Environment ?? {}).includes('POWERTOOLS_SERVICE_NAME'),
    );
    expect(ours).toHaveLength(functionEntries().length);
    for (const fn of ours) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
        Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
      });
      expect(fn.Properties?.LoggingConfig, fn.logicalId).toHaveProperty('LogGroup');
    }
  });

  it('gives each function the timeout and memory of its route row', () => {
    for (const route of routes.filter((r) => r.memoryMb || r.timeoutSeconds)) {
      const fn = resourcesOf('AWS::Lambda::Function').find((r) =>
        r.logicalId.startsWith(`${functionId(route)}Function`),
      );
      if (route.memoryMb) expect(fn?.Properties?.MemorySize, route.endpoint.name).toBe(route.memoryMb);
      if (route.timeoutSeconds)
        expect(fn?.Properties?.Timeout, route.endpoint.name).toBe(route.timeoutSeconds);
    }
  });

  it('keeps every stack well under the CloudFormation resource limit', () => {
    for (const [name, template] of synth.json) {
      expect(Object.keys(template.Resources ?? {}).length, name).toBeLessThanOrEqual(RESOURCE_CEILING);
    }
  });

  it('leaves room for a full stack of routes', () => {
    const perRoute = Math.max(
      ...synth.built.routes.map((stack) => {
        const count = Object.keys(synth.json.get(stack.stackName)?.Resources ?? {}).length;
        return count / stack.node.children.filter((child) => child.node.id.endsWith('Route')).length;
      }),
    );
    expect(perRoute * ROUTES_PER_STACK + 20).toBeLessThanOrEqual(RESOURCE_CEILING);
  });

  it('groups routes by feature and splits a feature past the per-stack limit', () => {
    const many = Array.from({ length: 2 * ROUTES_PER_STACK + 5 }, (_, index) => ({
      ...routes[0]!,
      endpoint: { ...routes[0]!.endpoint, name: `bulk.verb${index}` },
    }));
    const groups = routeGroups([...many, ...routes]);
    expect(groups.map((group) => [group.name, group.routes.length])).toEqual([
      ['Bulk', ROUTES_PER_STACK],
      ['Bulk2', ROUTES_PER_STACK],
      ['Bulk3', 5],
      ...routeGroups(routes).map((group) => [group.name, group.routes.length]),
    ]);
  });
});
