import { describe, expect, it } from 'vitest';
import { EMAIL_PARSE_MAX_BYTES, EMAIL_PARSE_MAX_LINE_BREAKS } from './constants.ts';
import { cleanBody, HTML_MAX_CHARS, htmlToText, parseEmail, parseInput } from './mime.ts';

/*
 * ASVS M9: cleaning an email is linear in its size. A 512 KB HTML email of any shape (the shapes that made
 * the earlier regex cleaner rescan to the end for every candidate: unclosed tags, comments and styles, runs
 * of `<`, deep nesting, huge attributes, entities) is cleaned in under a second, through htmlToText alone and
 * through the whole parse (postal-mime converts an HTML part itself when it sits beside a text part).
 */

const KB512 = 512 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(KB512 / unit.length)).slice(0, KB512);
const nested = (depth: number) =>
  `${'<blockquote>'.repeat(depth)}quoted${'</blockquote>'.repeat(depth)}`.padEnd(KB512, ' ');

const ADVERSARIAL: Record<string, string> = {
  'tags never closed by >': fill('<div '),
  'elements never closed': fill('<div><span><b><p>'),
  'unclosed comments': fill('<!--'),
  'unclosed styles': fill('<style>'),
  'unclosed scripts with false end tags': fill('<script></scriptx'),
  'a run of <': fill('<'),
  'a run of <a': fill('<a'),
  'deeply nested blockquotes': nested(KB512 / 32),
  'unclosed blockquotes': fill('<blockquote>'),
  'a huge attribute value': `<a href="${'x'.repeat(KB512)}">link</a>`,
  'a huge unclosed attribute value': `<a title='${'y'.repeat(KB512)}`,
  'many attributes': `<p ${'a=b '.repeat(KB512 / 4)}>`,
  'many entities': fill('&amp;&#128512;&#x41;&nbsp;&bogus;&'),
  'doctype-like runs': fill('<!x'),
  // Shapes that cost postal-mime per line (about 10 µs each): cut at EMAIL_PARSE_MAX_LINE_BREAKS.
  'blank LF lines': fill('\n'),
  'blank CRLF lines': fill('\r\n'),
  'lone CRs': fill('\r'),
  'short lines': fill('<br>\r\n'),
};

const html = (body: string) =>
  `From: ann@example.com\r\nContent-Type: text/html; charset=utf-8\r\n\r\n${body}`;
/** An HTML part beside a text part: postal-mime joins them, converting the HTML itself. */
const mixed = (body: string) =>
  [
    'From: ann@example.com',
    'Content-Type: multipart/mixed; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello.',
    '--b',
    'Content-Type: text/html; charset=utf-8',
    '',
    body,
    '--b--',
    '',
  ].join('\r\n');

const timed = async (work: () => unknown): Promise<number> => {
  const start = performance.now();
  await work();
  return performance.now() - start;
};

describe('cleaning a 512 KB email takes under a second, whatever its shape', () => {
  for (const [shape, body] of Object.entries(ADVERSARIAL)) {
    it(`htmlToText and parseEmail: ${shape}`, async () => {
      expect(body.length).toBeGreaterThanOrEqual(KB512);
      expect(await timed(() => htmlToText(body))).toBeLessThan(1000);
      expect(await timed(() => parseEmail(html(body)))).toBeLessThan(1000);
      expect(await timed(() => parseEmail(mixed(body)))).toBeLessThan(1000);
    });
  }

  it('cleanBody: a text part of 512 KB of "On … wrote:" lines', async () => {
    expect(await timed(() => cleanBody(fill('On Monday Ann wrote:\nyes\n')))).toBeLessThan(1000);
  });
});

describe('htmlToText reads mail the way a browser would', () => {
  it('drops nested quoted replies whole, with what follows the inner one', () => {
    expect(
      htmlToText(
        '<p>Mine</p><blockquote>old<blockquote>older</blockquote>tail of old</blockquote><p>After</p>',
      ),
    ).toBe(' Mine\n\n After\n');
  });

  it('keeps a > inside a quoted attribute inside the tag, and a < that starts no tag as text', () => {
    expect(htmlToText('<a title="a > b" href=\'x>y\'>link</a> 1 < 2 &lt;3')).toBe(' link  1 < 2 <3');
  });

  it('skips scripts, styles and titles to their own end tag, in any case', () => {
    expect(
      htmlToText('<TITLE>t</TITLE><Style>p{}</STYLE ><script>if (a</b) x("</scriptx>")</script>Body'),
    ).toBe('   Body');
  });

  it('drops what an unclosed comment, tag or quote swallows, as a browser does', () => {
    expect(htmlToText('kept<!-- never closed <p>gone')).toBe('kept');
    expect(htmlToText('kept<p class="never closed>gone')).toBe('kept');
    expect(htmlToText('kept<!--> shown <!---> too')).toBe('kept  shown   too');
  });

  it('reads only the first HTML_MAX_CHARS', () => {
    expect(htmlToText(`${'a'.repeat(HTML_MAX_CHARS)}TAIL`)).not.toContain('TAIL');
  });
});

describe('parseEmail reads at most EMAIL_PARSE_MAX_BYTES and EMAIL_PARSE_MAX_LINE_BREAKS of a message', () => {
  it('cuts a long message at the byte cap, and a message of many lines after the last line break allowed', () => {
    expect(parseInput(new Uint8Array(EMAIL_PARSE_MAX_BYTES + 10).fill(0x61)).byteLength).toBe(
      EMAIL_PARSE_MAX_BYTES,
    );
    const lines = parseInput('x\r\n'.repeat(EMAIL_PARSE_MAX_LINE_BREAKS));
    expect(lines.byteLength).toBe((EMAIL_PARSE_MAX_LINE_BREAKS / 2) * 3);
    expect(parseInput('short\n').byteLength).toBe(6);
  });

  it('summarises what comes before the cut', async () => {
    const head = 'From: ann@example.com\r\nContent-Type: text/plain\r\n\r\nStart.\r\n';
    const email = await parseEmail(`${head}${'\r\n'.repeat(EMAIL_PARSE_MAX_LINE_BREAKS)}PAST THE CAP`);
    expect(email.body).toBe('Start.');
  });
});
