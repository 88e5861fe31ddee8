/**
 * What the test suites need from the machine besides npm packages: Debian's Chromium (browser tests and
 * benchmarks) and Java 17+ (DynamoDB Local). Installs what is missing with apt-get when it can (as root, or
 * through sudo without a password prompt); when it cannot, or apt-get fails, returns one line naming the
 * command to run. `npm test` (test/run-all.ts) runs it first, so `.ci/run` does too; run it alone with
 * `npx tsx test/setup/system.ts`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall, JAVA_PACKAGE, javaProblem, javaVersionOutput } from '#infra/local/java.ts';
import { CHROMIUM_PATH } from '../e2e/support/chromium.ts';

interface Requirement {
  name: string;
  /** The Debian package that provides it. */
  package: string;
  present: () => boolean;
}

const requirements: Requirement[] = [
  { name: 'Chromium', package: 'chromium', present: () => existsSync(CHROMIUM_PATH) },
  { name: 'Java 17', package: JAVA_PACKAGE, present: () => !javaProblem(javaVersionOutput()) },
];

const isRoot = () => process.getuid?.() === 0;

/**
 * "Chromium is missing: run sudo apt-get install -y chromium", naming every missing requirement, with what
 * happened when installing it was tried.
 */
export const missingMessage = (
  missing: Pick<Requirement, 'name' | 'package'>[],
  root = isRoot(),
  attempt?: string,
): string => {
  const names = missing.map((requirement) => requirement.name).join(' and ');
  const verb = missing.length > 1 ? 'are' : 'is';
  const why = attempt ? ` (${attempt})` : '';
  const command = aptInstall(
    missing.map((requirement) => requirement.package),
    root,
  );
  return `${names} ${verb} missing${why}: run ${command}`;
};

/** Runs apt-get as root (directly, or with sudo -n); the last line it printed when it fails. */
const aptGet = (args: string[]): string | undefined => {
  const command = isRoot() ? ['apt-get', ...args] : ['sudo', '-n', 'apt-get', ...args];
  const run = spawnSync(command[0]!, command.slice(1), {
    encoding: 'utf8',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (run.status === 0) return undefined;
  const lines = `${run.stdout ?? ''}${run.stderr ?? ''}${run.error?.message ?? ''}`.trim().split('\n');
  return lines.at(-1) || `apt-get exited with ${run.status}`;
};

const canInstall = (): boolean =>
  spawnSync('apt-get', ['--version']).status === 0 &&
  (isRoot() || spawnSync('sudo', ['-n', 'true']).status === 0);

/** Makes the machine ready for the tests; undefined when it is, else the one line to show. */
export const setUpSystem = (): string | undefined => {
  const missing = requirements.filter((requirement) => !requirement.present());
  if (missing.length === 0) return undefined;
  if (!canInstall()) return missingMessage(missing);
  const packages = missing.map((requirement) => requirement.package);
  console.log(`Installing ${packages.join(' ')} with apt-get...`);
  // A failed update (one unreachable source) need not stop the install; the install's error says more.
  aptGet(['update', '-qq']);
  const failure = aptGet(['install', '-y', '-qq', ...packages]);
  const still = missing.filter((requirement) => !requirement.present());
  if (still.length === 0) return undefined;
  return missingMessage(still, isRoot(), failure ? `apt-get: ${failure}` : 'still, after apt-get install');
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = setUpSystem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
