import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PARTITION } from '#functions/db/audit-keys.ts';
import { partitionKey } from '#functions/db/keys.ts';
import { cdkJsonContext, createApp } from '#infra/app.ts';
import { buildFunctions } from '#infra/build-functions.ts';
import { AUDIT_KEYS_PATTERN } from '#infra/constructs/data-access.ts';
import {
  functionEntries,
  functionsRoot,
  repoRoot,
  workerFunctionId,
} from '#infra/constructs/function-entries.ts';
import { MEDIA_DIRECTIVES } from '#infra/constructs/security-headers.ts';
import {
  LARGE_BODY_ENDPOINTS,
  MANAGED_BODY_SIZE_RULE,
  WAF_MAX_BODY_BYTES,
} from '#infra/constructs/web-acl.ts';
import { SECURITY_HEADERS } from '#infra/local/static-files.ts';
import { functionId, routes } from '#infra/routes.ts';
import { allEndpoints } from '#shared/contract/index.ts';
import { scratch, stubBundles } from './synth.ts';

/**
 * Issue 23, the infrastructure findings of the ASVS review: the WAF's body-size rule spares the routes with
 * large bodies (M11), only the audit writers may write the audit trail and the access logs carry the viewer's
 * address (M12), the CSP allows the media bucket's origin, and the TOTP secrets have a sealing key of their own.
 * Synthesised with stand-in bundles: what is checked here is the infrastructure, not the code.
 */

const { dir, cleanup } = scratch();
afterAll(cleanup);

let built: ReturnType<typeof createApp>;
let templates: Map<string, Template>;
let errors: string[];
beforeAll(() => {
  const saved = process.env.CDK_DEFAULT_REGION;
  delete process.env.CDK_DEFAULT_REGION;
  try {
    built = createApp({
      functionsDir: stubBundles(join(dir, 'functions')),
      webDist: null,
      context: cdkJsonContext(),
      outdir: join(dir, 'cdk.out'),
    });
    const assembly = built.app.synth();
    templates = new Map(
      built.stacks.map((stack) => [
        stack.stackName,
        Template.fromJSON(assembly.getStackByName(stack.stackName).template),
      ]),
    );
    errors = built.stacks.flatMap((stack) =>
      assembly
        .getStackByName(stack.stackName)
        .messages.filter((message) => message.level === 'error')
        .map((message) => `${stack.stackName} ${message.id}: ${String(message.entry.data)}`),
    );
  } finally {
    if (saved !== undefined) process.env.CDK_DEFAULT_REGION = saved;
  }
}, 240_000);

const template = (name: string) => {
  const found = templates.get(name);
  if (!found) throw new Error(`No stack ${name}`);
  return found;
};

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
type Json = any;

describe('M11: the WAF body-size rule', () => {
  const webAclRules = (): Json[] => {
    const [acl] = Object.values(template('Walt-Web').findResources('AWS::WAFv2::WebACL'));
    return acl?.Properties.Rules ?? [];
  };

  it("counts the common rule set's 8 KB body rule instead of letting it block", () => {
    const common = webAclRules().find(
      (rule) => rule.Statement.ManagedRuleGroupStatement?.Name === 'AWSManagedRulesCommonRuleSet',
    );
    expect(common?.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: MANAGED_BODY_SIZE_RULE, ActionToUse: { Count: {} } },
    ]);
    expect(common?.OverrideAction).toEqual({ None: {} });
  });

  /** What the `body-size` rule decides for a request, evaluated from the template as WAF would. */
  const blocks = (path: string, bodyBytes: number): boolean => {
    const rule = webAclRules().find((candidate) => candidate.Name === 'body-size');
    const [size, not] = rule.Statement.AndStatement.Statements;
    const over = bodyBytes > size.SizeConstraintStatement.Size;
    const regexes: string[] = not.NotStatement.Statement.OrStatement.Statements.map(
      (statement: Json) => statement.RegexMatchStatement.RegexString,
    );
    return over && !regexes.some((regex) => new RegExp(regex).test(path));
  };

  it('blocks a body over 8 KB (or too large to inspect) everywhere but on the large-body routes', () => {
    const rule = webAclRules().find((candidate) => candidate.Name === 'body-size');
    expect(rule).toMatchObject({ Action: { Block: {} } });
    const [size, not] = rule.Statement.AndStatement.Statements;
    expect(size.SizeConstraintStatement).toEqual({
      FieldToMatch: { Body: { OversizeHandling: 'MATCH' } },
      ComparisonOperator: 'GT',
      Size: WAF_MAX_BODY_BYTES,
      TextTransformations: [{ Priority: 0, Type: 'NONE' }],
    });
    for (const statement of not.NotStatement.Statement.OrStatement.Statements) {
      expect(statement.RegexMatchStatement.FieldToMatch).toEqual({ UriPath: {} });
      expect(statement.RegexMatchStatement.RegexString.length).toBeLessThanOrEqual(512);
    }
    // A 200 KB transcript, a recording, a long typed entry, a note, a path of 200 questions: let through.
    for (const path of [
      '/api/conversations/c-1/save',
      '/api/stories/transcribe',
      '/api/stories/s-1/text-entries/e-1',
      '/api/stories/s-1/voice-memo-entries',
      '/api/stories/s-1',
      '/api/notes',
      '/api/notes/n-1',
      '/api/ai/analyze-for-research',
      '/api/research/r-1',
      '/api/paths/p-1',
      '/api/admin/formats/f-1',
      '/api/journeys/j-1/steps/s-1',
    ])
      expect(blocks(path, 200_000), path).toBe(false);
    // Anything else over 8 KB is refused: sign-in, sign-up, a path that only looks like a large-body one.
    for (const path of [
      '/api/auth/login',
      '/api/auth/register',
      '/api/conversations/c-1/save/extra',
      '/api/conversations/c-1/x/save',
      '/api/conversations/start',
      '/api/stories/s-1/complete-path',
    ])
      expect(blocks(path, WAF_MAX_BODY_BYTES + 1), path).toBe(true);
    // Small bodies are never this rule's business.
    expect(blocks('/api/auth/login', 500)).toBe(false);
  });

  it('names each large-body route by its contract endpoint, and the rule runs after the managed sets', () => {
    const names = new Set(allEndpoints.map((endpoint) => endpoint.name));
    for (const name of LARGE_BODY_ENDPOINTS) expect(names.has(name), name).toBe(true);
    expect(LARGE_BODY_ENDPOINTS).toEqual(
      expect.arrayContaining(['conversations.saveConversation', 'stories.transcribe']),
    );
    const priority = (name: string) =>
      webAclRules().find(
        (rule) => rule.Name === name || rule.Statement.ManagedRuleGroupStatement?.Name === name,
      )?.Priority;
    expect(priority('body-size')).toBeGreaterThan(priority('AWSManagedRulesCommonRuleSet'));
  });

  /**
   * The most UTF-8 bytes a JSON body the schema accepts can take, read from the zod schema's definition
   * (`_zod.def`). The rule: a string counts 3 bytes per character of its `maxLength` (a UTF-16 unit is at most 3
   * UTF-8 bytes: a narrator may write in any script), or of what its anchored pattern can match (`^\d{6}$`: 6),
   * or a fixed size for a uuid or a timestamp; an array counts its `maxLength` elements; an object the sum of its
   * keys and values; a record over an enum's keys each key once; a union its largest option. Whatever has no
   * bound that can be read (a string bounded only by a `maxBytes` refinement, an array without `maxLength`, a
   * free-form record, `unknown`) counts as unbounded: it can exceed 8 KB.
   */
  const maxBodyBytes = (schema: Json): number => {
    const def = schema._zod.def;
    const check = (kind: string): Json =>
      (def.checks ?? []).map((candidate: Json) => candidate._zod.def).find((c: Json) => c.check === kind);
    const maxItems = (): number => check('max_length')?.maximum ?? check('length_equals')?.length ?? Infinity;
    switch (def.type) {
      case 'string': {
        const pattern = check('string_format');
        const fixed = def.format === 'uuid' ? 36 : def.format === 'datetime' ? 40 : Infinity;
        const matched = pattern?.format === 'regex' ? patternMaxLength(pattern.pattern.source) : Infinity;
        return 2 + 3 * Math.min(maxItems(), fixed, matched);
      }
      case 'number':
      case 'bigint':
        return 24;
      case 'boolean':
      case 'null':
        return 5;
      case 'enum':
        return 2 + 3 * Math.max(...Object.values(def.entries).map((value) => String(value).length));
      case 'literal':
        return 2 + 3 * Math.max(...def.values.map((value: unknown) => String(value).length));
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return maxBodyBytes(def.innerType);
      case 'pipe':
        return maxBodyBytes(def.in);
      case 'object': {
        const open = def.catchall && def.catchall._zod.def.type !== 'never';
        const fields = Object.entries(def.shape).map(([key, value]) => key.length + 4 + maxBodyBytes(value));
        return open ? Infinity : 2 + fields.reduce((sum, size) => sum + size, 0);
      }
      case 'array':
        return 2 + maxItems() * (maxBodyBytes(def.element) + 1);
      case 'union':
        return Math.max(...def.options.map(maxBodyBytes));
      case 'record': {
        const keys = def.keyType._zod.def;
        if (keys.type !== 'enum') return Infinity;
        const entries = Object.values(keys.entries).map(
          (key) => String(key).length + 4 + maxBodyBytes(def.valueType),
        );
        return 2 + entries.reduce((sum: number, size) => sum + size, 0);
      }
      default:
        return Infinity;
    }
  };
  /** The longest text an anchored pattern of single characters, classes and `{m,n}`/`?` matches; else Infinity. */
  const patternMaxLength = (source: string): number => {
    const inner = /^\^(.*)\$$/.exec(source)?.[1];
    if (inner === undefined) return Infinity;
    const token = /(\[(?:\\.|[^\]])+\]|\\.|[^\\[\](){}|*+?^$])(\{(\d+)(?:,(\d+))?\}|\?)?/y;
    let length = 0;
    while (token.lastIndex < inner.length) {
      const match = token.exec(inner);
      if (!match) return Infinity;
      length += match[3] === undefined ? 1 : Number(match[4] ?? match[3]);
    }
    return length;
  };

  it('spares every contract endpoint whose body schema admits more than 8 KB (so a new one cannot slip past)', () => {
    // The walk itself: a bounded body, a 6-digit code, unbounded texts.
    expect(maxBodyBytes(allEndpoints.find((e) => e.name === 'account.enableTwoFactor')?.body)).toBeLessThan(
      100,
    );
    expect(maxBodyBytes(allEndpoints.find((e) => e.name === 'notes.createNote')?.body)).toBe(Infinity);
    expect(maxBodyBytes(allEndpoints.find((e) => e.name === 'journeys.createStep')?.body)).toBeGreaterThan(
      WAF_MAX_BODY_BYTES,
    );

    const large = allEndpoints
      .filter((endpoint) => endpoint.body && maxBodyBytes(endpoint.body) > WAF_MAX_BODY_BYTES)
      .map((endpoint) => endpoint.name);
    expect(large.length).toBeGreaterThan(20);
    expect(large.filter((name) => !(LARGE_BODY_ENDPOINTS as readonly string[]).includes(name))).toEqual([]);
    expect(large).toEqual(expect.arrayContaining(['family.createContribution', 'voice.addCallRecording']));
  });
});

describe('M12: only the audit writers write the audit trail', () => {
  /** IAM's StringLike: `*` any run of characters, `?` one. */
  const iamLike = (pattern: string, value: string) =>
    new RegExp(
      `^${pattern
        .split('')
        .map((char) =>
          char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('')}$`,
    ).test(value);

  it("the pattern covers the audit trail's partition and no other entity's", () => {
    expect(AUDIT_KEYS_PATTERN).not.toContain('${');
    expect(iamLike(AUDIT_KEYS_PATTERN, AUDIT_PARTITION)).toBe(true);
    for (const other of [
      partitionKey(),
      partitionKey({ userId: 'u-1' }),
      partitionKey({ userId: 'audit_trail' }),
      partitionKey({ email: 'audit@example.com' }),
      partitionKey({ storyId: 's-1' }),
    ])
      expect(iamLike(AUDIT_KEYS_PATTERN, other), other).toBe(false);
  });

  const tablePolicy = (id: string): Json => {
    const policies = template('Walt-Data').findResources('AWS::IAM::ManagedPolicy');
    const found = Object.entries(policies).find(([logicalId]) =>
      new RegExp(`^TableAccess${id}[0-9A-F]{8}$`).test(logicalId),
    );
    if (!found) throw new Error(`No table policy ${id}`);
    return found[1].Properties.PolicyDocument.Statement;
  };
  const auditDeny = (actions: string[]) =>
    expect.objectContaining({
      Effect: 'Deny',
      Action: [...actions].sort(),
      Condition: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_KEYS_PATTERN] } },
    });

  it('read/write denies every write to the trail; the audit writers may only append to it', () => {
    const writes = [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
    ];
    expect(tablePolicy('ReadWrite')).toEqual(expect.arrayContaining([auditDeny(writes)]));
    expect(tablePolicy('ReadWriteAudit')).toEqual(
      expect.arrayContaining([auditDeny(writes.filter((action) => action !== 'dynamodb:PutItem'))]),
    );
    // Reads of the trail (the admin's audit list) stay allowed, and so do writes to every other item.
    for (const id of ['ReadWrite', 'ReadWriteAudit'])
      expect(tablePolicy(id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ Effect: 'Allow', Action: expect.arrayContaining(writes) }),
        ]),
      );
  });

  /** Every Lambda role of the app with the table policies it holds, by function id. */
  const tablePoliciesByFunction = (): Map<string, string> => {
    const result = new Map<string, string>();
    for (const [, tpl] of templates) {
      const roles = tpl.findResources('AWS::IAM::Role');
      for (const [logicalId, role] of Object.entries(roles)) {
        const arns = JSON.stringify(role.Properties.ManagedPolicyArns ?? []);
        // The logical id of each table policy ends in its 8-hex-digit hash: TableAccessReadWriteA0D06F02.
        const match = /TableAccess(ReadWriteAudit|ReadWrite|Read)[0-9A-F]{8}/.exec(arns);
        const id = /^(.+?)Role[0-9A-F]{8}$/.exec(logicalId)?.[1];
        if (match && id) result.set(id, match[1]!);
      }
    }
    return result;
  };

  it('gives the audit-writing policy to exactly the functions of endpoints that declare `audit`', () => {
    const byFunction = tablePoliciesByFunction();
    const writers = routes.filter((route) => route.endpoint.audit).map(functionId);
    expect(writers.length).toBeGreaterThan(10);
    for (const route of routes) {
      const id = functionId(route);
      expect(byFunction.get(id), id).toBe(
        route.endpoint.audit ? 'ReadWriteAudit' : route.access.table === 'read' ? 'Read' : 'ReadWrite',
      );
    }
    // Workers, the dead-letter handler and the seed write the table, never the trail.
    const others = [...byFunction].filter(([id]) => !routes.some((route) => functionId(route) === id));
    expect(others.length).toBeGreaterThan(2);
    for (const [id, policy] of others) expect(policy, id).not.toBe('ReadWriteAudit');
  });

  /** Every source file under functions/ but the tests. */
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sources(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });

  it('writes entries only through the audit rule, which runs only for endpoints that declare `audit`', () => {
    const writers = sources(functionsRoot)
      .filter((file) => /\brecordAudit\s*\(|from '[^']*audit-record\.ts'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(repoRoot, file))
      .sort();
    expect(writers).toEqual(['functions/edge/rules.ts']);
    const rule = readFileSync(join(functionsRoot, 'edge/rules.ts'), 'utf8');
    // The rule writes nothing for an endpoint without `audit` (functions/edge/rules.ts `auditRule`).
    expect(rule).toMatch(/if \(!endpoint\.audit\b/);
  });
});

describe('M12: the access logs carry the viewer address', () => {
  it("CloudFront's standard logs (c-ip, the viewer's address) cover every request, site, API and streams, without cookies", () => {
    const logs = template('Walt-Web').findResources('AWS::S3::Bucket');
    const [logBucket] = Object.entries(logs).find(([id]) => id.startsWith('AccessLogs')) ?? [];
    expect(logBucket).toBeDefined();
    template('Walt-Web').hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // IncludeCookies left out means false: the session cookie is never written to the logs.
        Logging: {
          Bucket: { 'Fn::GetAtt': [logBucket, 'RegionalDomainName'] },
          IncludeCookies: Match.absent(),
          Prefix: 'cloudfront/',
        },
      }),
    });
  });

  it("the API's access log keeps the source address and the request id, never the path", () => {
    const [stage] = Object.values(template('Walt-ApiStage').findResources('AWS::ApiGatewayV2::Stage'));
    const format = JSON.parse(stage?.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({ requestId: '$context.requestId', ip: '$context.identity.sourceIp' });
    expect(JSON.stringify(format)).not.toContain('$context.path');
  });
});

describe('the CSP in production', () => {
  const csp = (): string => {
    const [policy] = Object.values(
      template('Walt-Web').findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    );
    const value =
      policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy
        .ContentSecurityPolicy;
    // The bucket's name is an import from the data stack: shown as `<bucket>`, the region as `<region>`.
    if (typeof value === 'string') return value;
    const [, parts] = value['Fn::Join'] as [string, Json[]];
    return parts
      .map((part) => (typeof part === 'string' ? part : part.Ref === 'AWS::Region' ? '<region>' : '<bucket>'))
      .join('');
  };

  it("allows the media bucket's origin for playback and uploads, and keeps the rest as served locally", () => {
    const origin = 'https://<bucket>.s3.<region>.amazonaws.com';
    const directives = new Map(
      csp()
        .split(/;\s*/)
        .map((directive) => [directive.split(' ')[0], directive] as const),
    );
    for (const name of MEDIA_DIRECTIVES) expect(directives.get(name)?.split(' ')).toContain(origin);
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'none'");
    expect(csp().replaceAll(` ${origin}`, '')).toBe(SECURITY_HEADERS['content-security-policy']);
  });
});

describe('the TOTP sealing key', () => {
  it('is a Secrets Manager secret of its own, under the app key', () => {
    template('Walt-Secrets').hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('TOTP'),
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      KmsKeyId: Match.anyValue(),
    });
  });

  /** The function resources of the route stacks by function id. */
  const functions = (): Map<string, Json> =>
    new Map(
      [...built.routes, ...built.streams].flatMap((stack) =>
        Object.entries(template(stack.stackName).findResources('AWS::Lambda::Function')).map(
          ([logicalId, fn]) => [/^(.+?)Function[0-9A-F]{8}$/.exec(logicalId)?.[1] ?? logicalId, fn] as const,
        ),
      ),
    );

  /**
   * Whether a handler's sources can reach the TOTP key module, following value imports file by file (relative
   * and `#functions/`, never `import type`); `lazy` also follows dynamic `import()`s. An over-approximation of
   * what a bundle holds: esbuild then drops what is imported but never used.
   */
  const reachesTotpKey = (handler: string, lazy: boolean): boolean => {
    const target = join(functionsRoot, 'core/auth/totp-key.ts');
    const seen = new Set<string>();
    const visit = (file: string): boolean => {
      if (seen.has(file) || !existsSync(file)) return false;
      seen.add(file);
      if (file === target) return true;
      const text = readFileSync(file, 'utf8');
      const specifiers = [
        ...text.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms),
        ...(lazy ? text.matchAll(/import\(\s*'([^']+)'\s*\)/g) : []),
      ].map((match) => match[1]!);
      return specifiers.some((specifier) => {
        if (specifier.startsWith('.')) return visit(resolve(dirname(file), specifier));
        if (specifier.startsWith('#functions/'))
          return visit(join(functionsRoot, specifier.slice('#functions/'.length)));
        return false;
      });
    };
    return visit(join(functionsRoot, handler));
  };

  it('is read by exactly the endpoints whose bundle seals or opens a TOTP secret, and by no worker', async () => {
    const fns = functions();
    const granted = routes.filter((route) => route.access.secrets?.includes('totp')).map(functionId);
    expect(granted).toEqual(
      expect.arrayContaining([
        'AuthLoginTwoFactor',
        'AuthResetPassword',
        'AccountSetupTwoFactor',
        'AccountEnableTwoFactor',
        'AccountDisableTwoFactor',
      ]),
    );
    for (const id of ['AuthLogin', 'AuthForgotPassword', 'AccountChangePassword', 'StoriesGetStory'])
      expect(granted).not.toContain(id);
    // The handlers whose sources can reach the key (imports followed file by file, dynamic ones too) are
    // bundled as in production; the key is needed where esbuild keeps it after tree-shaking, or where the bundle
    // ships the lazily loaded second-factor check (a reset of a two-factor account).
    const candidates = new Set(routes.filter((route) => reachesTotpKey(route.handler, true)).map(functionId));
    const outdir = join(dir, 'totp-bundles');
    const bundles = await buildFunctions({
      outdir,
      entries: functionEntries().filter((entry) => candidates.has(entry.id)),
    });
    const needs = new Set(
      bundles
        .filter(
          (bundle) =>
            (bundle.inputs['functions/core/auth/totp-key.ts'] ?? 0) > 0 ||
            existsSync(join(outdir, bundle.id, 'auth-second-factor.mjs')),
        )
        .map((bundle) => bundle.id),
    );
    expect(needs).toContain('AuthResetPassword');
    for (const route of routes) {
      const id = functionId(route);
      expect(granted.includes(id), id).toBe(needs.has(id));
      const variables = fns.get(id)?.Properties.Environment.Variables ?? {};
      expect(Boolean(variables.TOTP_SECRET_ARN), id).toBe(needs.has(id));
    }
    const workers = JSON.stringify(template(built.queues.stackName).findResources('AWS::Lambda::Function'));
    expect(workers).not.toContain('TOTP_SECRET_ARN');
    // The session signing key stays with every HTTP function; the TOTP key is another secret.
    const setup = fns.get('AccountSetupTwoFactor')?.Properties.Environment.Variables;
    expect(JSON.stringify(setup.TOTP_SECRET_ARN)).not.toEqual(JSON.stringify(setup.SESSION_SECRET_ARN));
  }, 120_000);
});

describe('M4: the deletions worker holds the KMS grant', () => {
  /** The statements of a function's role that may seal or open a sealed value (kms:Encrypt with Decrypt). */
  const sealingOf = (id: string): Json[] =>
    [...templates.values()].flatMap((tpl) =>
      Object.entries(tpl.findResources('AWS::IAM::Policy'))
        .filter(([logicalId]) => logicalId.startsWith(`${id}Role`))
        .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Json[])
        .filter((statement) => JSON.stringify(statement.Action).includes('kms:Encrypt')),
    );

  it('opens the sealed Gmail token in the worker that deletes the account, not in the routes that queue it', () => {
    // Account deletion revokes the Gmail grant at Google (issue 23, M4); it runs on the deletions queue.
    expect(sealingOf(workerFunctionId('deletions'))).toEqual([
      expect.objectContaining({
        Action: ['kms:Decrypt', 'kms:Encrypt'],
        Condition: {
          'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['userId'] },
          Null: { 'kms:EncryptionContextKeys': 'false' },
        },
      }),
    ]);
    for (const name of ['account.deleteAccount', 'admin.deleteUser']) {
      const route = routes.find((candidate) => candidate.endpoint.name === name);
      if (!route) throw new Error(`No route ${name}`);
      expect(sealingOf(functionId(route)), name).toEqual([]);
    }
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged', () => {
    expect(errors).toEqual([]);
  });
});
