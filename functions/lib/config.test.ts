import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, config, logLevel, readQueueUrls, resetConfig } from './config.ts';

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

describe('config', () => {
  it('reads every variable the functions use, with their defaults', () => {
    // Prepare
    process.env = {
      TABLE_NAME: 'walt',
      MEDIA_BUCKET: 'walt-media',
      QUEUE_URL_RESEARCH: 'https://sqs/research',
    };
    resetConfig();
    // Act
    const settings = config();
    // Assess
    expect(settings).toMatchObject({
      TABLE_NAME: 'walt',
      MEDIA_BUCKET: 'walt-media',
      QUEUE_URL_RESEARCH: 'https://sqs/research',
      LOG_LEVEL: 'INFO',
      COOKIE_SECURE: 'true',
      SCRYPT_LOG_N: 17,
    });
    expect(settings.QUEUE_URL_ARTEFACTS).toBeUndefined();
  });

  it('fails naming every missing or invalid variable, never a value', () => {
    // Prepare
    process.env = { LOG_LEVEL: 'LOUD', SCRYPT_LOG_N: '9' };
    resetConfig();
    // Act
    const refusal = (() => {
      try {
        config();
      } catch (error) {
        return error as ConfigError;
      }
    })();
    // Assess
    expect(refusal).toBeInstanceOf(ConfigError);
    expect(refusal?.names.sort()).toEqual(['LOG_LEVEL', 'SCRYPT_LOG_N', 'TABLE_NAME']);
    expect(refusal?.message).not.toContain('LOUD');
  });

  it('gives the logger its level before the rest is set, and INFO for a level it cannot read', () => {
    // Prepare
    process.env = { LOG_LEVEL: 'WARN' };
    const unreadable = { LOG_LEVEL: 'LOUD' };
    // Act
    const level = logLevel();
    process.env = unreadable;
    const fallback = logLevel();
    // Assess
    expect(level).toBe('WARN');
    expect(fallback).toBe('INFO');
  });

  it('reads the queue URLs of an environment of its own', () => {
    // Prepare
    const env = { QUEUE_URL_RESEARCH: 'https://sqs.eu-west-1.amazonaws.com/1/research' };
    // Act
    const urls = readQueueUrls(env);
    // Assess
    expect(urls).toEqual({ QUEUE_URL_RESEARCH: 'https://sqs.eu-west-1.amazonaws.com/1/research' });
  });
});
