import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#infra/constructs/function-entries.ts';
import { missingMessage } from '#test/setup/system.ts';
import { scratch } from './synth.ts';

const chromium = { name: 'Chromium', package: 'chromium' };
const java = { name: 'Java 17', package: 'openjdk-17-jre-headless' };

describe('test/setup/system.ts (run first by npm test and .ci/run)', () => {
  it('names what is missing and the exact command on one line', () => {
    expect(missingMessage([chromium], false)).toBe(
      'Chromium is missing: run sudo apt-get install -y chromium',
    );
    expect(missingMessage([chromium, java], true)).toBe(
      'Chromium and Java 17 are missing: run apt-get install -y chromium openjdk-17-jre-headless',
    );
    expect(
      missingMessage([java], false, 'apt-get: E: Unable to locate package openjdk-17-jre-headless'),
    ).toBe(
      'Java 17 is missing (apt-get: E: Unable to locate package openjdk-17-jre-headless): run sudo apt-get install -y openjdk-17-jre-headless',
    );
  });

  it('stops at once with that line when it cannot install (no java, no apt-get, no sudo on PATH)', () => {
    const emptyPath = scratch();
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'test/setup/system.ts'], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, PATH: emptyPath.dir },
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      // Chromium is checked at its absolute path, so whether it is named depends on this machine.
      expect(run.stderr).toMatch(
        /^(Chromium and )?Java 17 (is|are) missing: run (sudo )?apt-get install -y (chromium )?openjdk-17-jre-headless\n$/,
      );
    } finally {
      emptyPath.cleanup();
    }
  });
});
