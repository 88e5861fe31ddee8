import { decodeWords } from 'postal-mime';
import type { BlobStore } from '#functions/lib/ports/blob-store.ts';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { EMAIL_PARSE_MAX_BYTES } from './constants.ts';

/**
 * Reading a mailbox export (.mbox, as Google Takeout and most mail programs write it) without ever holding
 * the file: `scanMbox` walks its bytes once as they stream and yields each message's place in the file and
 * its few headers; `readMessage` then reads back only the messages that matter, by byte range.
 *
 * Conventions (mboxo and mboxrd, RFC 4155): a message begins after a separator line starting "From " that
 * stands at the start of the file or after a blank line; that blank line belongs to the separator, not the
 * message. Body lines that would read as a separator were written quoted (">From ", ">>From " …) and get one
 * ">" back off on reading. LF and CRLF files both work.
 */

/** A message's headers as the scan reads them: unfolded, encoded words decoded; '' when absent. */
export interface MboxHeaders {
  from: string;
  to: string;
  cc: string;
  subject: string;
  /** The Date header as written (RFC 5322 date-time, not reformatted). */
  date: string;
  /** The Message-ID header as written, angle brackets included. */
  messageId: string;
}

/** One message: its bytes are [start, end) of the file, its "From " separator line excluded. */
export interface MboxMessage {
  start: number;
  end: number;
  headers: MboxHeaders;
}

/**
 * A header block is kept up to this size (Received chains and signatures run to tens of KB); past it the
 * rest is skipped, so one malformed message that never ends its headers cannot fill the memory.
 */
export const MBOX_HEADER_MAX_BYTES = 256 * 1024;
/**
 * `readMessage` reads at most this much of one message (what `parseEmail` reads of it, constants.ts).
 */
export const MBOX_MESSAGE_READ_MAX_BYTES = EMAIL_PARSE_MAX_BYTES;

const LF = 0x0a;
const CR = 0x0d;
const GT = 0x3e;
const FROM_ = [0x46, 0x72, 0x6f, 0x6d, 0x20]; // "From "

const WANTED: Record<string, keyof MboxHeaders> = {
  from: 'from',
  to: 'to',
  cc: 'cc',
  subject: 'subject',
  date: 'date',
  'message-id': 'messageId',
};
const ENCODED: ReadonlySet<keyof MboxHeaders> = new Set(['from', 'to', 'cc', 'subject']);

const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** Headers should be ASCII; raw UTF-8 (RFC 6532) is read as such, anything else byte for byte. */
const headerText = (bytes: Uint8Array): string => {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
};

/** The wanted fields of a header block (the first of each), unfolded and decoded. */
export const parseHeaderBlock = (bytes: Uint8Array): MboxHeaders => {
  const headers: MboxHeaders = { from: '', to: '', cc: '', subject: '', date: '', messageId: '' };
  const seen = new Set<keyof MboxHeaders>();
  let current: keyof MboxHeaders | undefined;
  for (const line of headerText(bytes).split(/\r?\n/)) {
    if (line === '') break;
    if (line[0] === ' ' || line[0] === '\t') {
      // A continuation: unfolding drops the line break and keeps the whitespace.
      if (current) headers[current] += line;
      continue;
    }
    const colon = line.indexOf(':');
    const field = colon > 0 ? WANTED[line.slice(0, colon).trim().toLowerCase()] : undefined;
    current = field && !seen.has(field) ? field : undefined;
    if (!current) continue;
    seen.add(current);
    headers[current] = line.slice(colon + 1);
  }
  for (const field of Object.keys(headers) as (keyof MboxHeaders)[]) {
    const value = headers[field].replace(/\s+/g, ' ').trim();
    headers[field] = ENCODED.has(field) ? decodeWords(value).trim() : value;
  }
  return headers;
};

const startsWithFrom = (prefix: Uint8Array, length: number) =>
  length === FROM_.length && FROM_.every((byte, index) => prefix[index] === byte);

const unreadable = () => new Error(GMAIL_TEXTS.mboxUnreadable);

/**
 * Splits a mailbox as its bytes stream, yielding each message once its end is known. Holds one message's
 * header block (at most MBOX_HEADER_MAX_BYTES) and the chunk in hand, never a body: body lines are only
 * looked at for whether they are blank or begin "From ". Throws GMAIL_TEXTS.mboxUnreadable when the file
 * does not begin with a "From " line (or is empty).
 */
export async function* scanMbox(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<MboxMessage> {
  /** Absolute offset of the chunk in hand, and of the line being read. */
  let offset = 0;
  let lineStart = 0;
  /** The first bytes of the line being read: enough to tell a separator or a blank line. */
  const prefix = new Uint8Array(FROM_.length);
  let prefixLength = 0;
  let lineLength = 0;
  let lines = 0;
  let previousBlank = false;
  let previousBlankStart = 0;
  let message: { start: number; headers?: MboxHeaders } | undefined;
  let headerParts: Uint8Array[] = [];
  let headerBytes = 0;

  const finishHeaders = (): MboxHeaders => {
    const block = new Uint8Array(headerBytes);
    let at = 0;
    for (const part of headerParts) {
      block.set(part, at);
      at += part.byteLength;
    }
    headerParts = [];
    headerBytes = 0;
    return parseHeaderBlock(block);
  };
  const close = (end: number): MboxMessage | undefined => {
    if (!message) return undefined;
    const closed = { start: message.start, end, headers: message.headers ?? finishHeaders() };
    message = undefined;
    return closed;
  };
  /** Called at each line's end (`lineEnd` just past its LF, or the end of the file). */
  const endLine = (lineEnd: number): MboxMessage | undefined => {
    const blank =
      lineLength === 1 ? prefix[0] === LF : lineLength === 2 && prefix[0] === CR && prefix[1] === LF;
    let closed: MboxMessage | undefined;
    if (lines === 0 && !startsWithFrom(prefix, prefixLength)) throw unreadable();
    if (startsWithFrom(prefix, prefixLength) && (lines === 0 || previousBlank)) {
      closed = close(previousBlankStart);
      message = { start: lineEnd };
      headerParts = [];
      headerBytes = 0;
      previousBlank = false;
    } else {
      if (blank && message && !message.headers) message.headers = finishHeaders();
      previousBlank = blank;
      if (blank) previousBlankStart = lineStart;
    }
    lines += 1;
    lineStart = lineEnd;
    prefixLength = 0;
    lineLength = 0;
    return closed;
  };

  for await (const chunk of chunks) {
    let at = 0;
    while (at < chunk.byteLength) {
      const newline = chunk.indexOf(LF, at);
      const segmentEnd = newline === -1 ? chunk.byteLength : newline + 1;
      // While the prefix is short it holds the whole line so far, so it goes on from the segment's start.
      for (let index = at; prefixLength < FROM_.length && index < segmentEnd; index += 1)
        prefix[prefixLength++] = chunk[index] ?? 0;
      if (message && !message.headers && headerBytes < MBOX_HEADER_MAX_BYTES) {
        const part = chunk.slice(at, Math.min(segmentEnd, at + MBOX_HEADER_MAX_BYTES - headerBytes));
        headerParts.push(part);
        headerBytes += part.byteLength;
      }
      lineLength += segmentEnd - at;
      if (lines === 0 && prefixLength === FROM_.length && !startsWithFrom(prefix, prefixLength))
        throw unreadable();
      at = segmentEnd;
      if (newline !== -1) {
        const closed = endLine(offset + segmentEnd);
        if (closed) yield closed;
      }
    }
    offset += chunk.byteLength;
  }
  if (lineLength > 0) {
    const closed = endLine(offset);
    if (closed) yield closed;
  }
  if (lines === 0) throw unreadable();
  const last = close(previousBlank ? previousBlankStart : offset);
  if (last) yield last;
}

/** Undoes mboxrd/mboxo quoting: one ">" comes off every line that reads ">From ", ">>From " and so on. */
export const unquoteFrom = (bytes: Uint8Array): Uint8Array => {
  const drops: number[] = [];
  for (let line = 0; line < bytes.byteLength; ) {
    if (bytes[line] === GT) {
      let after = line;
      while (bytes[after] === GT) after += 1;
      if (FROM_.every((byte, index) => bytes[after + index] === byte)) drops.push(line);
    }
    const newline = bytes.indexOf(LF, line);
    if (newline === -1) break;
    line = newline + 1;
  }
  if (drops.length === 0) return bytes;
  const out = new Uint8Array(bytes.byteLength - drops.length);
  let from = 0;
  let to = 0;
  for (const drop of drops) {
    out.set(bytes.subarray(from, drop), to);
    to += drop - from;
    from = drop + 1;
  }
  out.set(bytes.subarray(from), to);
  return out;
};

/**
 * One message's bytes, read back from the stored mailbox by range and unquoted: at most `maxBytes` of it
 * (MBOX_MESSAGE_READ_MAX_BYTES by default; the rest is a tail of attachments).
 */
export const readMessage = async (
  blobs: Pick<BlobStore, 'getRange'>,
  key: string,
  start: number,
  end: number,
  { maxBytes = MBOX_MESSAGE_READ_MAX_BYTES }: { maxBytes?: number } = {},
): Promise<Uint8Array> => {
  if (end <= start) return new Uint8Array(0);
  return unquoteFrom(await blobs.getRange(key, start, Math.min(end, start + maxBytes)));
};
