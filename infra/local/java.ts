import { spawnSync } from 'node:child_process';

/** The Debian package that gives DynamoDB Local the Java it needs. */
export const JAVA_PACKAGE = 'openjdk-17-jre-headless';

/** The apt-get command that installs `packages`, with sudo unless the caller is root. */
export const aptInstall = (packages: string[], root = process.getuid?.() === 0): string =>
  `${root ? '' : 'sudo '}apt-get install -y ${packages.join(' ')}`;

/** Java's major version in `java -version` output: `"1.8.0_402"` → 8, `"17.0.15"` → 17. */
export const javaMajorVersion = (output: string): number | undefined => {
  const major = /version "(?:1\.)?(\d+)/.exec(output)?.[1];
  return major === undefined ? undefined : Number(major);
};

/**
 * Why the Java on PATH cannot run DynamoDB Local, as one line naming the command that fixes it; undefined
 * when it can. `versionOutput` is what `java -version` printed, undefined when no working `java` ran. An
 * output without a version passes: DynamoDB Local itself then says what is wrong.
 */
export const javaProblem = (versionOutput: string | undefined, root?: boolean): string | undefined => {
  const fix = `run ${aptInstall([JAVA_PACKAGE], root)}`;
  const needed = 'Java 17 or newer is needed to run DynamoDB Local';
  if (versionOutput === undefined) return `${needed} and none was found: ${fix}`;
  const major = javaMajorVersion(versionOutput);
  if (major !== undefined && major < 17) return `Java ${major} was found, but ${needed}: ${fix}`;
  return undefined;
};

/** What `java -version` prints (on stderr), or undefined when there is no `java` or it fails. */
export const javaVersionOutput = (): string | undefined => {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? undefined : `${probe.stderr}${probe.stdout}`;
};
