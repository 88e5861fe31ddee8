import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertJava, LocalRuntimeError } from '#infra/local/dynamodb-local.ts';
import { startRuntime } from '#infra/local/runtime.ts';
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
