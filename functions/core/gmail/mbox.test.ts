import { describe, expect, it } from 'vitest';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { MBOX_HEADER_MAX_BYTES, readMessage, scanMbox, unquoteFrom } from './mbox.ts';

const encoder = new TextEncoder();
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** The file's bytes in chunks of the given sizes, cycled (as a file stream would hand them over). */
async function* chunked(bytes: Uint8Array, sizes: number[] = [bytes.byteLength || 1]) {
  for (let at = 0, turn = 0; at < bytes.byteLength; turn += 1) {
    const size = sizes[turn % sizes.length] ?? 1;
    yield bytes.slice(at, at + size);
    at += size;
  }
}

const scan = async (file: Uint8Array, sizes?: number[]) => {
  const found = [];
  for await (const message of scanMbox(chunked(file, sizes))) found.push(message);
  return found;
};

const FIRST = [
  'From: Ann <ann@example.com>',
  'To: bob@example.com',
  'Subject: First',
  'Date: Tue, 1 Jul 2003 10:52:37 +0200',
  'Message-ID: <one@example.com>',
  '',
  'Hello Bob.',
  'From here on, a line starting From without a blank line before it.',
  '',
  '>From the archive: a quoted line.',
  '>>From deeper.',
  '',
].join('\n');
const SECOND = ['From: bob@example.com', 'To: ann@example.com', 'Subject: Second', '', 'Reply.', ''].join(
  '\n',
);
const THIRD = ['From: carol@example.com', 'Subject: Third', '', 'No newline at the end'].join('\n');

const mbox = (eol: '\n' | '\r\n') =>
  encoder.encode(
    [
      'From ann@example.com Tue Jul  1 10:52:37 2003',
      FIRST,
      'From bob@example.com Wed Jul  2 09:00:00 2003',
      SECOND,
      'From 1789@xxx Thu Jul  3 09:00:00 +0000 2003',
      THIRD,
    ]
      .join('\n')
      .replace(/\n/g, eol),
  );

describe('scanMbox', () => {
  it.each([
    ['LF', '\n' as const],
    ['CRLF', '\r\n' as const],
  ])('splits a %s mailbox at its separators and places each message in the file', async (_, eol) => {
    const file = mbox(eol);
    const messages = await scan(file);
    expect(messages.map((message) => text(file.subarray(message.start, message.end)))).toEqual([
      // The blank line before the next separator belongs to the separator.
      FIRST.replace(/\n\n$/, '\n').replace(/\n/g, eol),
      SECOND.replace(/\n\n$/, '\n').replace(/\n/g, eol),
      THIRD.replace(/\n/g, eol),
    ]);
    expect(messages[0]?.headers).toEqual({
      from: 'Ann <ann@example.com>',
      to: 'bob@example.com',
      cc: '',
      subject: 'First',
      date: 'Tue, 1 Jul 2003 10:52:37 +0200',
      messageId: '<one@example.com>',
    });
    expect(messages.map((message) => message.headers.subject)).toEqual(['First', 'Second', 'Third']);
  });

  it('finds the same messages however the stream is cut into chunks', async () => {
    const file = mbox('\r\n');
    const whole = await scan(file);
    expect(await scan(file, [1])).toEqual(whole);
    expect(await scan(file, [3, 7, 2, 64, 5])).toEqual(whole);
  });

  it('unfolds continuation lines and decodes encoded words in the headers', async () => {
    const file = encoder.encode(
      [
        'From x Mon Jan  1 00:00:00 2024',
        'From: =?UTF-8?B?SsO8cmdlbg==?= <jurgen@example.com>',
        'To: ann@example.com,',
        '\tbob@example.com',
        'CC: "Carol" <carol@example.com>',
        'Subject: =?utf-8?q?Caf=C3=A9?=',
        ' =?utf-8?q?_au_lait?= and',
        '  more',
        'Subject: a second subject is ignored',
        '',
        'Body',
      ].join('\r\n'),
    );
    const [message] = await scan(file, [5]);
    expect(message?.headers).toMatchObject({
      from: 'Jürgen <jurgen@example.com>',
      to: 'ann@example.com, bob@example.com',
      cc: '"Carol" <carol@example.com>',
      subject: 'Café au lait and more',
    });
  });

  it('yields each message as soon as its end is seen, before the rest of the file is read', async () => {
    let pulled = 0;
    const file = mbox('\n');
    async function* counting() {
      for await (const chunk of chunked(file, [16])) {
        pulled += 1;
        yield chunk;
      }
    }
    const iterator = scanMbox(counting());
    const first = await iterator.next();
    expect(first.value?.headers.subject).toBe('First');
    // No more of the file was pulled than the chunk holding the end of the next separator line.
    const separatorEnd = text(file).indexOf('\n', text(file).indexOf('From bob@')) + 1;
    expect((pulled - 1) * 16).toBeLessThan(separatorEnd);
    expect(pulled * 16).toBeLessThan(file.byteLength);
    await iterator.return(undefined);
  });

  it('keeps a bounded header block from a message whose headers never end', async () => {
    const endless = `X-Junk: ${'a'.repeat(MBOX_HEADER_MAX_BYTES * 2)}\n`;
    const file = encoder.encode(`From x\nSubject: Big\n${endless}\nFrom y\nSubject: After\n\nbody\n`);
    const messages = await scan(file, [4096]);
    expect(messages.map((message) => message.headers.subject)).toEqual(['Big', 'After']);
  });

  it('refuses a file that does not begin with a "From " line', async () => {
    for (const content of ['Subject: hi\n\nbody\n', '\nFrom x\n', 'Fro', '']) {
      await expect(scan(encoder.encode(content))).rejects.toThrow(GMAIL_TEXTS.mboxUnreadable);
    }
  });

  it('reads a message back by byte range with its From-quoting undone', async () => {
    const file = mbox('\n');
    const [first] = await scan(file);
    const ranges: [number, number][] = [];
    const blobs = {
      getRange: async (key: string, start: number, end: number) => {
        expect(key).toBe('users/u1/mbox/m1');
        ranges.push([start, end]);
        return file.slice(start, end);
      },
    };
    const bytes = await readMessage(blobs, 'users/u1/mbox/m1', first!.start, first!.end);
    expect(text(bytes)).toContain('\nFrom the archive: a quoted line.\n>From deeper.\n');
    expect(text(bytes)).toContain('\nFrom here on, a line starting From');
    expect(ranges).toEqual([[first!.start, first!.end]]);
    const capped = await readMessage(blobs, 'users/u1/mbox/m1', first!.start, first!.end, { maxBytes: 10 });
    expect(text(capped)).toBe('From: Ann ');
    expect((await readMessage(blobs, 'k', 5, 5)).byteLength).toBe(0);
  });
});

describe('unquoteFrom', () => {
  it('takes one ">" off quoted separator lines only', () => {
    const input = '>From a\r\n>>>From b\n> From c\n>Fromage\nx >From d\n>From';
    expect(text(unquoteFrom(encoder.encode(input)))).toBe(
      'From a\r\n>>From b\n> From c\n>Fromage\nx >From d\n>From',
    );
    const untouched = encoder.encode('plain\n');
    expect(unquoteFrom(untouched)).toBe(untouched);
  });
});
