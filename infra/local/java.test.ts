import { describe, expect, it } from 'vitest';
import { aptInstall, javaMajorVersion, javaProblem, javaVersionOutput } from './java.ts';

/** `java -version` as real JDKs print it (on stderr). */
const OPENJDK_17 = `openjdk version "17.0.15" 2025-04-15
OpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)
OpenJDK 64-Bit Server VM (build 17.0.15+6-Debian-1deb12u1, mixed mode, sharing)`;
const OPENJDK_21 = `Picked up JAVA_TOOL_OPTIONS: -Xmx512m
openjdk version "21" 2023-09-19
OpenJDK Runtime Environment (build 21+35-2513)`;
const OPENJDK_11 = `openjdk version "11.0.22" 2024-01-16
OpenJDK Runtime Environment (build 11.0.22+7-post-Ubuntu-0ubuntu222.04.1)`;
const ORACLE_8 = `java version "1.8.0_402"
Java(TM) SE Runtime Environment (build 1.8.0_402-b06)`;

describe('java detection for DynamoDB Local', () => {
  it('reads the major version of old and new version strings', () => {
    expect(javaMajorVersion(OPENJDK_17)).toBe(17);
    expect(javaMajorVersion(OPENJDK_21)).toBe(21);
    expect(javaMajorVersion(OPENJDK_11)).toBe(11);
    expect(javaMajorVersion(ORACLE_8)).toBe(8);
    expect(javaMajorVersion('no version here')).toBeUndefined();
  });

  it('accepts Java 17 and newer', () => {
    expect(javaProblem(OPENJDK_17)).toBeUndefined();
    expect(javaProblem(OPENJDK_21)).toBeUndefined();
  });

  it('names what is missing and the exact command, on one line, when there is no java', () => {
    expect(javaProblem(undefined, false)).toBe(
      'Java 17 or newer is needed to run DynamoDB Local and none was found: run sudo apt-get install -y openjdk-17-jre-headless',
    );
    expect(javaProblem(undefined, true)).toBe(
      'Java 17 or newer is needed to run DynamoDB Local and none was found: run apt-get install -y openjdk-17-jre-headless',
    );
  });

  it('says which Java is too old', () => {
    expect(javaProblem(OPENJDK_11, false)).toBe(
      'Java 11 was found, but Java 17 or newer is needed to run DynamoDB Local: run sudo apt-get install -y openjdk-17-jre-headless',
    );
    expect(javaProblem(ORACLE_8, false)).toMatch(/^Java 8 was found, but .*: run sudo apt-get install -y /);
    for (const output of [undefined, OPENJDK_11, ORACLE_8]) expect(javaProblem(output)).not.toContain('\n');
  });

  it('builds apt-get commands with sudo only for other users than root', () => {
    expect(aptInstall(['chromium', 'openjdk-17-jre-headless'], false)).toBe(
      'sudo apt-get install -y chromium openjdk-17-jre-headless',
    );
    expect(aptInstall(['chromium'], true)).toBe('apt-get install -y chromium');
  });

  it('finds no java when PATH has none', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(javaVersionOutput()).toBeUndefined();
    } finally {
      process.env.PATH = path;
    }
  });
});
