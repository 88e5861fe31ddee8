import PostalMime, { type Address, addressParser, type Mailbox } from 'postal-mime';
import { EMAIL_PARSE_MAX_BYTES, EMAIL_PARSE_MAX_LINE_BREAKS } from './constants.ts';
import type { MboxHeaders } from './mbox.ts';

/**
 * One email as the summariser needs it. Raw bodies are never stored (issue 13 "Privacy"): this lives only
 * while a worker summarises it.
 */
export interface ParsedEmail {
  /** The Message-ID header as written, angle brackets included ("<id@host>"), when there is one. */
  messageId?: string;
  subject: string;
  /** The sender for display: "Name <address>", or the bare address when it has no name. */
  from: string;
  /** The sender's address as written ('' when the message names none). */
  fromAddress: string;
  /** The To and Cc recipients' addresses as written (groups flattened). */
  to: string[];
  cc: string[];
  /** The Date header as an ISO 8601 string, or '' when it is missing or not a date. */
  date: string;
  /** The readable text: quoted replies, the signature and extra whitespace removed; at most EMAIL_BODY_MAX_CHARS. */
  body: string;
}

/** The longest body handed to the summariser: a long letter's worth, well inside the model's context. */
export const EMAIL_BODY_MAX_CHARS = 8_000;
/**
 * HTML (or text) beyond this is not read: its text would be cut at EMAIL_BODY_MAX_CHARS anyway. Every step
 * after it is linear, so this bounds one email's work (ASVS M9).
 */
export const HTML_MAX_CHARS = 512 * 1024;

const mailboxes = (addresses: Address[] | Address | undefined): Mailbox[] =>
  (Array.isArray(addresses) ? addresses : addresses ? [addresses] : []).flatMap((address) =>
    address.group ? address.group : [address],
  );

const isoDate = (value: string | undefined): string => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(time) ? new Date(time).toISOString() : '';
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/**
 * Elements whose content is never text of the letter: raw text (script, style …) and escapable raw text
 * (title, textarea). Their content runs to their own end tag, whatever it holds.
 */
const SKIPPED_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'title',
  'textarea',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'noscript',
]);
/** End tags after which a line ends. */
const BLOCK_ENDS: ReadonlySet<string> = new Set([
  'p',
  'div',
  'li',
  'tr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'pre',
]);
/** No tag name of interest is longer; a longer one is read as "some other tag" without being copied. */
const TAG_NAME_MAX = 10;

const GT = 0x3e;
const SLASH = 0x2f;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const isLetter = (code: number) => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/**
 * Where the tag whose name ends at `from` ends: just past its `>`, skipping `>` inside quoted attribute
 * values; -1 when the input ends first (the tag then swallows the rest, as in a browser). Only moves forward.
 */
const tagEnd = (html: string, from: number): number => {
  for (let at = from; at < html.length; at += 1) {
    const code = html.charCodeAt(at);
    if (code === GT) return at + 1;
    if (code !== EQUALS) continue;
    let value = at + 1;
    while (value < html.length && isSpace(html.charCodeAt(value))) value += 1;
    const quote = html.charCodeAt(value);
    if (quote !== QUOTE && quote !== APOSTROPHE) {
      at = value - 1;
      continue;
    }
    const close = html.indexOf(quote === QUOTE ? '"' : "'", value + 1);
    if (close === -1) return -1;
    at = close;
  }
  return -1;
};

/**
 * HTML to plain text for messages that carry no text part, in one forward pass (ASVS M9): no regex over
 * the markup, no step that looks back, so time grows with the input's length whatever its shape (unclosed
 * tags, runs of `<`, deep nesting, huge attributes). Tags follow the HTML tokenizer's rules closely enough
 * for mail: `<` starts a tag only before a letter (or `/`, `!`, `?`); quoted attribute values may hold
 * `>`; a comment, tag or script left open swallows the rest. Quoted replies (<blockquote>, nested or not) go
 * with their content; script, style, title and the like go with theirs; <br> and block ends become line
 * breaks, other tags a space.
 */
export const htmlToText = (source: string): string => {
  const html = source.slice(0, HTML_MAX_CHARS);
  // ASCII-only lower case keeps every index where it was (toLowerCase may lengthen other characters).
  let lower: string | undefined;
  const lowered = () => {
    lower ??= html.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
    return lower;
  };
  const out: string[] = [];
  let quoteDepth = 0;
  const text = (from: number, to: number) => {
    if (quoteDepth === 0 && to > from) out.push(decodeEntities(html.slice(from, to)));
  };
  const separator = (value: string) => {
    if (quoteDepth === 0) out.push(value);
  };
  let at = 0;
  let textFrom = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open === -1) break;
    const next = html.charCodeAt(open + 1);
    if (
      next === 0x21 /* ! */ ||
      next === 0x3f /* ? */ ||
      (next === SLASH && !isLetter(html.charCodeAt(open + 2)))
    ) {
      // A comment, or a doctype, CDATA or processing instruction read as a bogus comment.
      text(textFrom, open);
      let end: number;
      if (!html.startsWith('<!--', open)) end = html.indexOf('>', open + 2) + 1;
      else if (html.startsWith('>', open + 4))
        end = open + 5; // <!-->
      else if (html.startsWith('->', open + 4))
        end = open + 6; // <!--->
      else {
        const close = html.indexOf('-->', open + 4);
        end = close === -1 ? 0 : close + 3;
      }
      if (end === 0) return out.join('');
      at = textFrom = end;
      separator(' ');
      continue;
    }
    const closing = next === SLASH;
    const nameStart = open + (closing ? 2 : 1);
    if (!isLetter(html.charCodeAt(nameStart))) {
      at = open + 1; // a `<` that starts no tag is text
      continue;
    }
    text(textFrom, open);
    let nameEnd = nameStart + 1;
    while (nameEnd < html.length) {
      const code = html.charCodeAt(nameEnd);
      if (isSpace(code) || code === SLASH || code === GT) break;
      nameEnd += 1;
    }
    const name = nameEnd - nameStart <= TAG_NAME_MAX ? lowered().slice(nameStart, nameEnd) : '';
    const end = tagEnd(html, nameEnd);
    if (end === -1) return out.join('');
    at = textFrom = end;
    if (name === 'blockquote') {
      if (closing) quoteDepth = Math.max(0, quoteDepth - 1);
      else {
        separator('\n');
        quoteDepth += 1;
      }
      continue;
    }
    if (!closing && SKIPPED_CONTENT.has(name)) {
      // The content runs to the first `</name` followed by a space, `/` or `>`, and that end tag's `>`.
      let close = lowered().indexOf(`</${name}`, end);
      while (close !== -1) {
        const after = html.charCodeAt(close + 2 + name.length);
        if (Number.isNaN(after) || isSpace(after) || after === SLASH || after === GT) break;
        close = lowered().indexOf(`</${name}`, close + 2);
      }
      const closeEnd = close === -1 ? -1 : tagEnd(html, close + 2 + name.length);
      if (closeEnd === -1) return out.join('');
      at = textFrom = closeEnd;
      separator(' ');
      continue;
    }
    separator(name === 'br' || (closing && BLOCK_ENDS.has(name)) ? '\n' : ' ');
  }
  text(textFrom, html.length);
  return out.join('');
};

const ATTRIBUTION = /^On\b.{0,300}\bwrote:$/;
const ORIGINAL_MESSAGE = /^-{2,}\s*(Original Message|Forwarded message)\s*-{2,}$/i;

/**
 * What a person wrote in this message: without the quoted message it replies to ('>' lines and the "On …
 * wrote:" line that introduces them, or an "Original Message" block) and without the signature after the
 * "-- " delimiter; runs of spaces and blank lines collapsed; capped at EMAIL_BODY_MAX_CHARS.
 */
export const cleanBody = (text: string): string => {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const kept: string[] = [];
  for (const [index, raw] of lines.entries()) {
    const line = raw.replace(/[ \t\f\v\u00a0]+/g, ' ').trim();
    if (raw === '-- ' || raw === '--' || ORIGINAL_MESSAGE.test(line)) break;
    if (line.startsWith('>')) continue;
    if (ATTRIBUTION.test(line)) {
      // The next line with words, looked for in place: a copy of the rest per "wrote:" line was quadratic.
      let next = index + 1;
      while (next < lines.length && lines[next]?.trim() === '') next += 1;
      if (next === lines.length || lines[next]?.trimStart().startsWith('>')) continue;
    }
    kept.push(line);
  }
  const body = kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (body.length <= EMAIL_BODY_MAX_CHARS) return body;
  // Cut on a code point, never between the halves of a surrogate pair.
  let end = EMAIL_BODY_MAX_CHARS - 1;
  if (/[\ud800-\udbff]/.test(body[end - 1] ?? '')) end -= 1;
  return `${body.slice(0, end)}…`;
};

const CR = 0x0d;
const LF = 0x0a;

/**
 * What of a raw message is parsed: its first EMAIL_PARSE_MAX_BYTES, cut after its EMAIL_PARSE_MAX_LINE_BREAKS-th
 * line break, so one message's parse is bounded whatever its shape (ASVS M9).
 */
export const parseInput = (raw: Uint8Array | string): Uint8Array => {
  const bytes = typeof raw === 'string' ? new TextEncoder().encode(raw.slice(0, EMAIL_PARSE_MAX_BYTES)) : raw;
  const end = Math.min(bytes.byteLength, EMAIL_PARSE_MAX_BYTES);
  let breaks = 0;
  for (let at = 0; at < end; at += 1) {
    const byte = bytes[at];
    if ((byte === LF || byte === CR) && ++breaks === EMAIL_PARSE_MAX_LINE_BREAKS)
      return bytes.subarray(0, at + 1);
  }
  return bytes.subarray(0, end);
};

/** Parses one raw RFC 5322 message (Gmail's `format=raw`, or an mbox message's bytes) into a ParsedEmail. */
export const parseEmail = async (raw: Uint8Array | string): Promise<ParsedEmail> => {
  const email = await PostalMime.parse(parseInput(raw), { attachmentEncoding: 'arraybuffer' });
  const [sender] = mailboxes(email.from);
  const fromAddress = sender?.address ?? '';
  const name = sender?.name.trim() ?? '';
  const text = email.text?.trim()
    ? email.text.slice(0, HTML_MAX_CHARS)
    : email.html
      ? htmlToText(email.html)
      : '';
  return {
    ...(email.messageId?.trim() ? { messageId: email.messageId.trim() } : {}),
    subject: email.subject?.trim() ?? '',
    from: name && fromAddress ? `${name} <${fromAddress}>` : fromAddress || name,
    fromAddress,
    to: mailboxes(email.to).map((mailbox) => mailbox.address),
    cc: mailboxes(email.cc).map((mailbox) => mailbox.address),
    date: isoDate(email.date),
    body: cleanBody(text),
  };
};

/** The addresses an address header names ("Ann <a@x>, b@y, Team: c@z;"), lower-cased. */
export const addressesIn = (header: string): string[] =>
  header.trim()
    ? mailboxes(addressParser(header, { flatten: true }))
        .map((mailbox) => mailbox.address.trim().toLowerCase())
        // A decoded display name holding a comma splits into a fragment without an address.
        .filter((address) => address.includes('@'))
    : [];

/**
 * Everyone on a message (sender, To and Cc), lower-cased and without repeats: of a parsed email, or of the
 * headers `scanMbox` yields, so that a mailbox's messages can be picked before any is read whole.
 */
export const participants = (email: ParsedEmail | MboxHeaders): string[] => {
  const all =
    'fromAddress' in email
      ? [email.fromAddress, ...email.to, ...email.cc].map((address) => address.trim().toLowerCase())
      : [...addressesIn(email.from), ...addressesIn(email.to), ...addressesIn(email.cc)];
  return [...new Set(all.filter(Boolean))];
};

/** Whether the contact sent the message or received it (To or Cc); the address is compared case-insensitively. */
export const involvesContact = (email: ParsedEmail | MboxHeaders, contact: string): boolean =>
  participants(email).includes(contact.trim().toLowerCase());
