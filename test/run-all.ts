/**
 * `npm test`: every suite, one summary. First the machine (Chromium and Java, installed when missing), then
 * static checks, Vitest (unit, web, integration, contract, security, infra), Playwright in Debian Chromium,
 * then the performance budgets. The last line is always `N passed, N failed`, also written to
 * .data/reports/summary.txt for CI.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setUpSystem } from './setup/system.ts';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.data', 'reports');
mkdirSync(reports, { recursive: true });

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  skipped: number;
}
const tallies: Tally[] = [];
/** The names of the tests that failed, printed again above the summary so a CI log's tail says which. */
const failures: string[] = [];

const run = (command: string, args: string[], env: Record<string, string> = {}) => {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  return (
    spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1
  );
};

/** Writes and prints the summary line, and exits with the suite's status. */
const finish = (passed: number, failed: number): never => {
  const summary = `${passed} passed, ${failed} failed`;
  writeFileSync(join(reports, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(failed > 0 ? 1 : 0);
};

// 0. The machine: without Chromium and Java most suites would fail one by one; stop with the fix instead.
const systemProblem = setUpSystem();
if (systemProblem) {
  console.error(systemProblem);
  finish(0, 1);
}

const plainLines = (text: string | undefined) =>
  (text ?? '')
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const firstLine = (text: string | undefined) => plainLines(text)[0] ?? '';
/** A browser failure in a line: the error, what it looked at and what it got, and where in the spec. */
const failureLine = (error: { message?: string } | undefined, at: { line?: number } | undefined) =>
  [
    firstLine(error?.message),
    ...plainLines(error?.message).filter((line) => /^(Locator|Expected|Received)/.test(line)),
    at?.line ? `at line ${at.line}` : '',
  ]
    .filter(Boolean)
    .join(' | ');

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

// 1. Static checks: each counts as one test.
for (const [suite, args] of [
  ['typecheck', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['lint', ['biome', 'check', '.']],
] as const) {
  const ok = run('npx', [...args]) === 0;
  if (!ok) failures.push(suite);
  tallies.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

// 2. The web build that the browser tests and budgets use.
if (existsSync(join(root, 'web', 'index.html'))) {
  const ok = run('npm', ['run', 'build:web']) === 0;
  if (!ok) failures.push('web build');
  tallies.push({ suite: 'web build', passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

// 3. Vitest: every project.
const vitestReport = join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}>(vitestReport);
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') {
      failures.push(
        `vitest ${file.name.replace(`${root}/`, '')} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      );
    }
  }
}
tallies.push({
  suite: 'vitest',
  passed: vitest?.numPassedTests ?? 0,
  // A crash before any report counts as a failure, never as nothing.
  failed: vitest ? vitest.numFailedTests + (vitestStatus !== 0 && vitest.numFailedTests === 0 ? 1 : 0) : 1,
  skipped: (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0),
});

// 4. Playwright end-to-end tests in Debian Chromium.
if (existsSync(join(root, 'playwright.config.ts'))) {
  const playwrightReport = join(reports, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  interface Suite {
    title: string;
    suites?: Suite[];
    specs?: {
      title: string;
      tests: {
        results: { status: string; error?: { message?: string }; errorLocation?: { line?: number } }[];
      }[];
    }[];
  }
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    suites?: Suite[];
  }>(playwrightReport);
  const stats = report?.stats;
  const walk = (suite: Suite, path: string) => {
    for (const child of suite.suites ?? []) walk(child, `${path} > ${child.title}`);
    for (const spec of suite.specs ?? []) {
      for (const result of spec.tests.flatMap((test) => test.results)) {
        if (!['passed', 'skipped'].includes(result.status)) {
          failures.push(
            `playwright ${path} > ${spec.title} (${result.status}): ${failureLine(result.error, result.errorLocation)}`,
          );
        }
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.title);
  tallies.push({
    suite: 'playwright',
    passed: stats?.expected ?? 0,
    failed: stats ? stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0) : 1,
    skipped: stats?.skipped ?? 0,
  });
}

// 5. Performance budgets: each benchmark script exits non-zero when over budget.
const perfDir = join(root, 'test', 'perf');
const benchmarks = existsSync(perfDir)
  ? readdirSync(perfDir).filter((name) => /^[a-z-]+\.ts$/.test(name))
  : [];
for (const name of benchmarks.filter((file) => !['run.ts'].includes(file)).sort()) {
  const ok = run('npx', ['tsx', join('test', 'perf', name)]) === 0;
  if (!ok) failures.push(`perf ${name}`);
  tallies.push({ suite: `perf ${name}`, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
}

const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
console.log('\nSuite results:');
for (const tally of tallies) {
  console.log(
    `  ${tally.suite.padEnd(28)} ${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped (not counted)` : ''}`,
  );
}
if (failures.length > 0) {
  console.log('\nFailed:');
  for (const failure of failures) console.log(`  ${failure.slice(0, 400)}`);
}
finish(passed, failed);
