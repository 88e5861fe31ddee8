import PostalMime, { type Address, addressParser, type Mailbox } from 'postal-mime';
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
/** HTML beyond this is not converted: its text would be cut at EMAIL_BODY_MAX_CHARS anyway. */
const HTML_MAX_CHARS = 512 * 1024;

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
 * HTML to plain text for messages that carry no text part. Quoted replies (<blockquote>) go with the markup
 * they sit in; block ends become line breaks. Every pattern is linear or lazily bounded by its closing tag.
 */
export const htmlToText = (html: string): string =>
  decodeEntities(
    html
      .slice(0, HTML_MAX_CHARS)
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(head|style|script|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<blockquote\b[^>]*>[\s\S]*?<\/blockquote\s*>/gi, '\n')
      .replace(/<br\b[^>]*>/gi, '\n')
      .replace(/<\/(p|div|li|tr|h[1-6]|table|pre)\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ' '),
  );

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
      const next = lines.slice(index + 1).find((later) => later.trim() !== '');
      if (next === undefined || next.trimStart().startsWith('>')) continue;
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

/** Parses one raw RFC 5322 message (Gmail's `format=raw`, or an mbox message's bytes) into a ParsedEmail. */
export const parseEmail = async (raw: Uint8Array | string): Promise<ParsedEmail> => {
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'arraybuffer' });
  const [sender] = mailboxes(email.from);
  const fromAddress = sender?.address ?? '';
  const name = sender?.name.trim() ?? '';
  const text = email.text?.trim() ? email.text : email.html ? htmlToText(email.html) : '';
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
