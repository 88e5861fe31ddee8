import { describe, expect, it } from 'vitest';
import type { MboxHeaders } from './mbox.ts';
import {
  cleanBody,
  EMAIL_BODY_MAX_CHARS,
  involvesContact,
  type ParsedEmail,
  parseEmail,
  participants,
} from './mime.ts';

const message = (headers: string[], body: string) => `${headers.join('\r\n')}\r\n\r\n${body}`;

/** The body parseEmail reads from a message of Ann's with this content type and these body lines. */
const bodyOf = async (contentType: string, lines: string[]) => {
  const headers = ['From: ann@example.com', `Content-Type: ${contentType}`];
  return (await parseEmail(message(headers, lines.join('\r\n')))).body;
};

describe('parseEmail', () => {
  it('reads the headers: decoded sender with its name, flattened recipients, ISO date', async () => {
    const email = await parseEmail(
      message(
        [
          'From: =?UTF-8?B?SsO8cmdlbg==?= <Jurgen@Example.com>',
          'To: "Bob, Jr" <bob@example.org>, carol@example.org',
          'Cc: Team: dan@example.org, eve@example.org;',
          'Subject: =?utf-8?q?Caf=C3=A9?=',
          'Date: Tue, 1 Jul 2003 10:52:37 +0200',
          'Message-ID: <abc@host>',
          'Content-Type: text/plain; charset=utf-8',
        ],
        'Hello.\r\n',
      ),
    );
    expect(email).toEqual<ParsedEmail>({
      messageId: '<abc@host>',
      subject: 'Café',
      from: 'Jürgen <Jurgen@Example.com>',
      fromAddress: 'Jurgen@Example.com',
      to: ['bob@example.org', 'carol@example.org'],
      cc: ['dan@example.org', 'eve@example.org'],
      date: '2003-07-01T08:52:37.000Z',
      body: 'Hello.',
    });
  });

  it('answers empty fields for a message that lacks them, and no date for one that is not a date', async () => {
    const bare = await parseEmail(new TextEncoder().encode('Date: sometime last week\n\nhi\n'));
    expect(bare).toEqual({ subject: '', from: '', fromAddress: '', to: [], cc: [], date: '', body: 'hi' });
    expect('messageId' in bare).toBe(false);
    expect((await parseEmail('From: ann@example.com\n\nx')).from).toBe('ann@example.com');
  });

  it.each([
    {
      reads: 'prefers the text part of an alternative, and skips attachments',
      contentType: 'multipart/mixed; boundary="mixed"',
      lines: [
        '--mixed',
        'Content-Type: multipart/alternative; boundary="alt"',
        '',
        '--alt',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'The plain words, caf=C3=A9.',
        '--alt',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p>The <b>html</b> words</p>',
        '--alt--',
        '--mixed',
        'Content-Type: application/pdf; name="letter.pdf"',
        'Content-Disposition: attachment; filename="letter.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 secret attachment text').toString('base64'),
        '--mixed--',
        '',
      ],
      body: 'The plain words, café.',
    },
    {
      reads: 'turns an HTML-only message into text, without its styles, scripts or quoted reply',
      contentType: 'text/html; charset=utf-8',
      lines: [
        '<html><head><title>T</title><style>p { color: red }</style></head><body>',
        '<div>Dear   Bob,</div><p>Fish &amp; chips&nbsp;on Friday&#33;<br>See you &lt;soon&gt;.</p>',
        '<script>alert(1)</script><!-- a comment -->',
        '<blockquote class="gmail_quote">Your old message</blockquote>',
        '</body></html>',
      ],
      body: 'Dear Bob,\nFish & chips on Friday!\nSee you <soon>.',
    },
  ])('$reads', async ({ contentType, lines, body }) => {
    expect(await bodyOf(contentType, lines)).toBe(body);
  });
});

describe('cleanBody', () => {
  it('drops quoted replies with their attribution line, and the signature', () => {
    const body = [
      'Thanks,  we  arrived\tsafely.',
      '',
      '',
      '',
      'The farm is as you said.',
      '',
      'On Tue, 1 Jul 2003 at 10:52, Ann <ann@example.com> wrote:',
      '> How was the trip?',
      '  >> Earlier still',
      '',
      'Love, Bob',
      '-- ',
      'Bob Smith | Head of Farming | +44 1234',
    ].join('\r\n');
    expect(cleanBody(body)).toBe('Thanks, we arrived safely.\n\nThe farm is as you said.\n\nLove, Bob');
  });

  it('keeps a line ending in "wrote:" that does not introduce a quote, and cuts at an original message', () => {
    expect(cleanBody('On the boat he wrote:\nthe poem\n-----Original Message-----\nold')).toBe(
      'On the boat he wrote:\nthe poem',
    );
  });

  it('caps a long body, never splitting a character', () => {
    const long = cleanBody(`${'a'.repeat(EMAIL_BODY_MAX_CHARS - 2)}😀${'b'.repeat(100)}`);
    expect(long.length).toBeLessThanOrEqual(EMAIL_BODY_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/[\ud800-\udbff]…$/);
    expect(cleanBody('short')).toBe('short');
  });
});

describe('participants and involvesContact', () => {
  const parsed: ParsedEmail = {
    subject: 's',
    from: 'Ann <Ann@Example.com>',
    fromAddress: 'Ann@Example.com',
    to: ['bob@example.org', 'ann@example.com'],
    cc: ['Carol@Example.org'],
    date: '',
    body: '',
  };
  const headers: MboxHeaders = {
    from: 'Doe, John <John@Example.com>',
    to: '"Bob, Jr" <bob@example.org>, Team: dan@example.org;',
    cc: '',
    subject: '',
    date: '',
    messageId: '',
  };

  it('lists everyone on a parsed email or on scanned headers, lower-cased, once each', () => {
    expect(participants(parsed)).toEqual(['ann@example.com', 'bob@example.org', 'carol@example.org']);
    expect(participants(headers)).toEqual(['john@example.com', 'bob@example.org', 'dan@example.org']);
  });

  it('tells whether a contact sent or received the message', () => {
    expect(involvesContact(parsed, ' CAROL@example.org ')).toBe(true);
    expect(involvesContact(parsed, 'zed@example.org')).toBe(false);
    expect(involvesContact(headers, 'dan@example.org')).toBe(true);
    expect(involvesContact(headers, 'example.org')).toBe(false);
  });
});
