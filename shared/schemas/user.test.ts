import { describe, expect, it } from 'vitest';
import { nameForMail } from '../display-name.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';
import { registerBody } from './auth.ts';
import { displayName } from './user.ts';

/** Display names (issue 23, M8): nothing Walt's mail could deliver as a link, markup or hidden text. */

const refusal = (name: unknown) => {
  const result = displayName.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('displayName', () => {
  it.each([
    ['Visit http://evil.example'],
    ['HTTPS://evil.example'],
    ['ftp://files.example'],
    ['www.evil.example'],
    ['Ada www.evil'],
    ['evil.example/claim'],
    ['Ada (see bank.co.uk/login)'],
    // A bare host: mail clients make a link of it with no scheme, `www.` or path (issue 23, M8).
    ['evil.com'],
    ['Claim at evil.com'],
    ['Claim at bank.co.uk today'],
    ['paypal.com-login'],
    ['www.x.org'],
    ['x.org'],
    ['Ada evil.community'],
    ['Visit evil.com.'],
    ['Ada (evil.com)'],
    ['пример.рф'],
    ['evil。com'],
    ['evil．com'],
    ['evil@example.com'],
    ['Ada @ home'],
    ['<b>x</b>'],
    ['Ada <ada@example.com>'],
    ['Ada >'],
    ['Ada\u0007Lovelace'],
    ['Ada\u0000'],
    ['Ada\nLovelace'],
    ['Ada\tLovelace'],
    ['Ada\u0085Lovelace'],
    ['Ada\u2028Lovelace'],
    ['Ada \u202Emoc.live'],
    ['Ada \u2066x\u2069'],
    // Full-width look-alikes count as what they imitate.
    ['ｗｗｗ．evil．example'],
    ['evil＠example.com'],
    ['＜b＞'],
  ])('refuses %j', (name) => {
    expect(refusal(name)).toBe(ACCOUNT_TEXTS.nameNotAllowed);
  });

  it.each([
    ['Ada Lovelace'],
    ["Seán O'Brien-Smith"],
    ['J.R.R. Tolkien'],
    ['Dr. Mary Ann Evans, Jr.'],
    ['Dr. Mary Jones'],
    ['St. John'],
    ["Mary-Kate O'Neil"],
    ['Jean-Luc'],
    ['A. B. Smith'],
    ['Mary Smith, Ph.D.'],
    ['Nora J. Quill'],
    ['J. R. R. Tolkien'],
    ['Zoë Ångström'],
    ['李小龍'],
    ['محمد'],
    ['मोहनदास करमचंद गांधी'],
    ['Mehr\u200Cdad'],
    ['Grandma 👵🏽'],
    ['AC/DC fan'],
    [''],
  ])('accepts %j', (name) => {
    expect(displayName.safeParse(name)).toEqual({ success: true, data: name });
  });

  it('trims the name and keeps the 200-character bound', () => {
    expect(displayName.parse('  Ada  ')).toBe('Ada');
    expect(displayName.safeParse('a'.repeat(201)).success).toBe(false);
  });
});

describe('nameForMail', () => {
  it("gives the trimmed name when it passes today's rule, and nothing for a name stored before it", () => {
    expect(nameForMail('  Dr. Mary Jones ')).toBe('Dr. Mary Jones');
    expect(nameForMail('Claim at evil.com')).toBeUndefined();
    expect(nameForMail('paypal.com-login')).toBeUndefined();
    expect(nameForMail('Visit http://evil.example')).toBeUndefined();
    expect(nameForMail('')).toBeUndefined();
    expect(nameForMail(undefined)).toBeUndefined();
  });
});

describe('registerBody', () => {
  const body = { email: 'ada@example.com', password: 'river-stone-1' };
  const firstIssue = (value: unknown) => {
    const result = registerBody.safeParse(value);
    return result.success ? undefined : result.error.issues[0];
  };

  it('refuses a hostile name on the name field, with the message the web form shows', () => {
    expect(firstIssue({ ...body, name: 'Visit http://evil.example' })).toMatchObject({
      path: ['name'],
      message: ACCOUNT_TEXTS.nameNotAllowed,
    });
  });

  it('still requires a name, and trims it', () => {
    expect(firstIssue({ ...body, name: '   ' })).toMatchObject({
      path: ['name'],
      message: 'name is required',
    });
    expect(firstIssue(body)).toMatchObject({ path: ['name'] });
    expect(registerBody.parse({ ...body, name: ' Ada ' }).name).toBe('Ada');
  });
});
