import { describe, expect, it } from 'vitest';
import { firstMissingField, normaliseEmail, resetPasswordError, secondFactorOf } from './validation';

describe('auth form validation', () => {
  it('names the first missing field as "Error: {field} is required"', () => {
    expect(
      firstMissingField([
        ['Full Name', 'Ada'],
        ['Email', '  '],
        ['Password', ''],
      ]),
    ).toBe('Error: Email is required');
    expect(firstMissingField([['Email', 'a@b.c']])).toBeNull();
  });

  it('lowercases emails', () => {
    expect(normaliseEmail('Ada@Example.COM')).toBe('ada@example.com');
  });

  it('checks a new password in order: match, then length, then the token', () => {
    expect(resetPasswordError('short', 'different', null)).toBe('Passwords do not match');
    expect(resetPasswordError('short', 'short', null)).toBe('Password must be at least 8 characters long');
    expect(resetPasswordError('long enough', 'long enough', null)).toBe('Invalid reset link');
    expect(resetPasswordError('long enough', 'long enough', '')).toBe('Invalid reset link');
    expect(resetPasswordError('long enough', 'long enough', 'token')).toBeNull();
  });

  it('accepts exactly 8 characters', () => {
    expect(resetPasswordError('12345678', '12345678', 'token')).toBeNull();
    expect(resetPasswordError('1234567', '1234567', 'token')).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('reads six digits as an app code and anything else as a recovery code', () => {
    expect(secondFactorOf(' 123 456 ')).toEqual({ code: '123456' });
    expect(secondFactorOf('abcde-fghij')).toEqual({ recoveryCode: 'abcde-fghij' });
    expect(secondFactorOf('12345')).toEqual({ recoveryCode: '12345' });
    expect(secondFactorOf('   ')).toBeUndefined();
  });
});
