import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localSecrets } from './local-keys.ts';

const dir = mkdtempSync(join(tmpdir(), 'walt-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the local runtime's keys", () => {
  it('gives the TOTP secrets a sealing key of their own, kept owner-only under .data/ and reused', () => {
    const first = localSecrets(dir, false, {});
    expect(first.TOTP_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(new Set(Object.values(first)).size).toBe(3);
    expect(readFileSync(join(dir, 'totp-secret'), 'utf8')).toBe(first.TOTP_SECRET);
    expect(statSync(join(dir, 'totp-secret')).mode & 0o777).toBe(0o600);
    expect(localSecrets(dir, false, {})).toEqual(first);
  });

  it('takes a key from the environment, and keeps nothing when nothing persists', () => {
    const given = 'g'.repeat(48);
    expect(localSecrets(dir, false, { TOTP_SECRET: given }).TOTP_SECRET).toBe(given);
    const fresh = localSecrets(join(dir, 'none'), true, {});
    expect(fresh.TOTP_SECRET).not.toBe(fresh.SESSION_SECRET);
    expect(localSecrets(join(dir, 'none'), true, {}).TOTP_SECRET).not.toBe(fresh.TOTP_SECRET);
  });
});
