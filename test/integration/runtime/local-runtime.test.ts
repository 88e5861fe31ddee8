import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertJava, LocalRuntimeError } from '#infra/local/dynamodb-local.ts';
import { startRuntime } from '#infra/local/runtime.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { ApiClient, newAccount } from '#test/helpers/api.ts';

/** These tests start their own runtimes; the suite's shared one keeps running alongside. */
describe('local runtime', () => {
  it('keeps data across restarts, and `npm run admin -- grant/revoke` sets isAdmin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'walt-data-'));
    const account = newAccount();
    chmodSync(dataDir, 0o755);
    const first = await startRuntime({ port: 0, dataDir, extraEnv: { SCRYPT_LOG_N: '14' } });
    try {
      // The signing key, the database and the outbox are readable by this user only.
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      expect((await new ApiClient(first.url).post('/api/auth/register', account)).status).toBe(201);
    } finally {
      await first.stop();
    }

    const grant = spawnSync('npx', ['tsx', 'infra/local/admin.ts', 'grant', account.email.toUpperCase()], {
      env: { ...process.env, DATA_DIR: dataDir, TABLE_NAME: '', DYNAMODB_ENDPOINT: '' },
      encoding: 'utf8',
    });
    expect(grant.stdout).toContain(`${account.email} is now an administrator.`);
    // Issue 23, M7: the command says the admin area stays shut until two-factor sign-in is on.
    expect(grant.stdout).toContain(GENERIC_ERRORS.adminNeedsTwoFactor);
    expect(grant.status).toBe(0);

    const second = await startRuntime({ port: 0, dataDir, extraEnv: { SCRYPT_LOG_N: '14' } });
    try {
      const client = new ApiClient(second.url);
      const login = await client.post<{ user: { isAdmin: boolean } }>('/api/auth/login', account);
      expect(login.status).toBe(200);
      expect(login.body.user.isAdmin).toBe(true);
      // The plain-http local runtime uses a plain cookie name without Secure.
      expect(login.setCookies[0]).toMatch(/^walt_session=.*HttpOnly; SameSite=Lax/);
      expect(login.setCookies[0]).not.toMatch(/Secure/);
      expect(await client.get('/api/admin/users?limit=1')).toMatchObject({
        status: 403,
        body: { error: GENERIC_ERRORS.adminNeedsTwoFactor },
      });
    } finally {
      await second.stop();
    }

    const unknown = spawnSync('npx', ['tsx', 'infra/local/admin.ts', 'grant', 'nobody@example.com'], {
      env: { ...process.env, DATA_DIR: dataDir, TABLE_NAME: '', DYNAMODB_ENDPOINT: '' },
      encoding: 'utf8',
    });
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No account uses nobody@example.com');
  });

  it('counts a request by its socket’s address: a client-sent CloudFront-Viewer-Address is ignored (issue 23)', async () => {
    const runtime = await startRuntime({ port: 0, inMemory: true, extraEnv: { SCRYPT_LOG_N: '14' } });
    const limit = process.env.REGISTRATIONS_PER_IP_PER_HOUR;
    process.env.REGISTRATIONS_PER_IP_PER_HOUR = '1';
    try {
      // Two clients claiming two different viewer addresses, both on this machine.
      const first = new ApiClient(runtime.url, '203.0.113.10:4000');
      const second = new ApiClient(runtime.url, '203.0.113.20:4000');
      expect((await first.post('/api/auth/register', newAccount())).status).toBe(201);
      expect((await second.post('/api/auth/register', newAccount())).status).toBe(429);
    } finally {
      process.env.REGISTRATIONS_PER_IP_PER_HOUR = limit;
      await runtime.stop();
    }
  });

  it('says clearly when the port is busy', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      await expect(startRuntime({ port, inMemory: true })).rejects.toThrow(
        `Port ${port} is already in use. Stop the other program or choose another port: PORT=3001 npm start`,
      );
    } finally {
      blocker.close();
    }
  });

  it('says clearly when Java is missing', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => assertJava()).toThrow(LocalRuntimeError);
      expect(() => assertJava()).toThrow(/Java 17 or newer is needed to run DynamoDB Local/);
    } finally {
      process.env.PATH = path;
    }
  });
});
