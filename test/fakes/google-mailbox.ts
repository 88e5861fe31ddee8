import { randomBytes } from 'node:crypto';

/**
 * The mailbox side of the fake Google server: it turns seeded messages into real RFC 822 sources and into
 * the Gmail API's message resources (format raw, full, metadata, minimal), and evaluates the `q` search
 * syntax Walt sends. Kept apart from the HTTP code so the MIME details can be read on their own.
 */

/** A message as a test seeds it; the fake writes the RFC 822 source. */
export interface SeedMessage {
  /** `May Smith <may@example.test>` or a bare address. */
  from: string;
  to: string | string[];
  cc?: string | string[];
  subject: string;
  date: Date | string;
  text: string;
  /** With an HTML body the message becomes multipart/alternative (text/plain + text/html). */
  html?: string;
  /** How the text parts are encoded on the wire (default 8bit). */
  transferEncoding?: '7bit' | '8bit' | 'quoted-printable' | 'base64';
  labelIds?: string[];
}

export interface GmailHeader {
  name: string;
  value: string;
}

export interface GmailPart {
  partId: string;
  mimeType: string;
  filename: string;
  headers: GmailHeader[];
  body: { size: number; data?: string };
  parts?: GmailPart[];
}

/** A message as the fake keeps it: the wire source plus what Gmail derives from it. */
export interface StoredMessage {
  id: string;
  threadId: string;
  labelIds: string[];
  internalDate: number;
  historyId: string;
  raw: Buffer;
  /** Decoded header values, in source order (what Gmail returns in payload.headers). */
  headers: GmailHeader[];
  payload: GmailPart;
  snippet: string;
  seed: SeedMessage;
}

export type MessageFormat = 'raw' | 'full' | 'metadata' | 'minimal';

const CRLF = '\r\n';
const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Gmail message ids are 16 lowercase hex digits. */
export const gmailId = (): string => randomBytes(8).toString('hex');

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);
/** RFC 2047 encoded word, so non-ASCII subjects and names travel as real mail does. */
const encodedWord = (text: string) =>
  isAscii(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/** Splits `Name <addr>` into its parts (a bare address has no name). */
export const parseAddress = (value: string): { name: string; address: string } => {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(value);
  return match ? { name: match[1] ?? '', address: match[2]!.trim() } : { name: '', address: value.trim() };
};

const encodeAddress = (value: string) => {
  const { name, address } = parseAddress(value);
  if (!name) return address;
  return isAscii(name) ? `"${name.replace(/"/g, '')}" <${address}>` : `${encodedWord(name)} <${address}>`;
};

/** RFC 5322 date, e.g. `Tue, 04 Mar 2025 10:15:00 +0000`. */
const rfc2822Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

/** Quoted-printable (RFC 2045 §6.7): UTF-8 bytes, `=XX` escapes, soft breaks so no line passes 76. */
export const quotedPrintable = (text: string): string =>
  text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const tokens: string[] = [];
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const plain = byte >= 33 && byte <= 126 && byte !== 61;
        const space = (byte === 32 || byte === 9) && !last;
        tokens.push(
          plain || space ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`,
        );
      });
      const lines: string[] = [];
      let current = '';
      for (const token of tokens) {
        if (current.length + token.length > 75) {
          lines.push(`${current}=`);
          current = '';
        }
        current += token;
      }
      lines.push(current);
      return lines.join(CRLF);
    })
    .join(CRLF);

const encodeBody = (text: string, encoding: NonNullable<SeedMessage['transferEncoding']>): string => {
  if (encoding === 'quoted-printable') return quotedPrintable(text);
  if (encoding === 'base64')
    return (
      Buffer.from(text, 'utf8')
        .toString('base64')
        .match(/.{1,76}/g) ?? []
    ).join(CRLF);
  return text.replace(/\r?\n/g, CRLF);
};

const textPart = (
  mimeType: string,
  text: string,
  encoding: NonNullable<SeedMessage['transferEncoding']>,
) => ({
  headers: [
    { name: 'Content-Type', value: `${mimeType}; charset="UTF-8"` },
    { name: 'Content-Transfer-Encoding', value: encoding },
  ],
  wire: encodeBody(text, encoding),
  decoded: Buffer.from(text.replace(/\r?\n/g, CRLF), 'utf8'),
});

const headerBlock = (headers: GmailHeader[], wire: (header: GmailHeader) => string) =>
  headers.map((header) => `${header.name}: ${wire(header)}`).join(CRLF);

const gmailBody = (decoded: Buffer) => ({ size: decoded.length, data: decoded.toString('base64url') });

/** Gmail's snippet: the start of the plain text, whitespace folded, HTML-escaped as Gmail sends it. */
const snippetOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Builds the RFC 822 source and Gmail's parsed view of one seeded message. */
export const buildMessage = (
  seed: SeedMessage,
  ids: { id: string; threadId: string; historyId: string },
): StoredMessage => {
  const date = new Date(seed.date);
  const encoding = seed.transferEncoding ?? '8bit';
  const to = list(seed.to);
  const cc = list(seed.cc);
  const top: GmailHeader[] = [
    { name: 'MIME-Version', value: '1.0' },
    { name: 'Date', value: rfc2822Date(date) },
    { name: 'Message-ID', value: `<${ids.id}@mail.gmail.test>` },
    { name: 'Subject', value: seed.subject },
    { name: 'From', value: seed.from },
    { name: 'To', value: to.join(', ') },
    ...(cc.length ? [{ name: 'Cc', value: cc.join(', ') }] : []),
  ];
  const wireValue = (header: GmailHeader) => {
    if (header.name === 'Subject') return encodedWord(header.value);
    if (['From', 'To', 'Cc'].includes(header.name))
      return header.value.split(', ').map(encodeAddress).join(', ');
    return header.value;
  };
  let raw: string;
  let payload: GmailPart;
  if (seed.html === undefined) {
    const part = textPart('text/plain', seed.text, encoding);
    const headers = [...top, ...part.headers];
    raw = `${headerBlock(headers, wireValue)}${CRLF}${CRLF}${part.wire}${CRLF}`;
    payload = { partId: '', mimeType: 'text/plain', filename: '', headers, body: gmailBody(part.decoded) };
  } else {
    const boundary = `000000000000${ids.id}`;
    const parts = [textPart('text/plain', seed.text, encoding), textPart('text/html', seed.html, encoding)];
    const headers = [
      ...top,
      { name: 'Content-Type', value: `multipart/alternative; boundary="${boundary}"` },
    ];
    raw = [
      headerBlock(headers, wireValue),
      '',
      ...parts.flatMap((part) => [`--${boundary}`, headerBlock(part.headers, wireValue), '', part.wire]),
      `--${boundary}--`,
      '',
    ].join(CRLF);
    payload = {
      partId: '',
      mimeType: 'multipart/alternative',
      filename: '',
      headers,
      body: { size: 0 },
      parts: parts.map((part, index) => ({
        partId: String(index),
        mimeType: index === 0 ? 'text/plain' : 'text/html',
        filename: '',
        headers: part.headers,
        body: gmailBody(part.decoded),
      })),
    };
  }
  return {
    ...ids,
    labelIds: seed.labelIds ?? ['INBOX'],
    internalDate: date.getTime(),
    raw: Buffer.from(raw, 'utf8'),
    headers: payload.headers,
    payload,
    snippet: snippetOf(seed.text),
    seed,
  };
};

/** The Gmail API resource for a message in the requested format. */
export const messageResource = (
  message: StoredMessage,
  format: MessageFormat,
  metadataHeaders: string[] = [],
): Record<string, unknown> => {
  const base = {
    id: message.id,
    threadId: message.threadId,
    labelIds: message.labelIds,
    snippet: message.snippet,
    sizeEstimate: message.raw.length,
    historyId: message.historyId,
    internalDate: String(message.internalDate),
  };
  if (format === 'raw') return { ...base, raw: message.raw.toString('base64url') };
  if (format === 'minimal') return base;
  if (format === 'metadata') {
    const wanted = metadataHeaders.map((name) => name.toLowerCase());
    const headers = wanted.length
      ? message.headers.filter((header) => wanted.includes(header.name.toLowerCase()))
      : message.headers;
    const { partId, mimeType, filename } = message.payload;
    return { ...base, payload: { partId, mimeType, filename, headers } };
  }
  return { ...base, payload: message.payload };
};

/* ---------- the q search syntax ---------- */

export class QueryError extends Error {}

type Node =
  | { kind: 'and' | 'or'; items: Node[] }
  | { kind: 'not'; item: Node }
  | { kind: 'term'; operator: string; value: string };

const OPERATORS = new Set(['from', 'to', 'cc', 'subject', 'after', 'before', 'in']);

const tokenize = (query: string): string[] => {
  const tokens: string[] = [];
  const pattern = /\s*(?:([(){}])|(-)(?=\S)|((?:[a-z_]+:)?"[^"]*")|([^\s(){}]+))/giy;
  while (pattern.lastIndex < query.length) {
    const match = pattern.exec(query);
    if (!match) break;
    const token = match[1] ?? match[2] ?? match[3] ?? match[4];
    if (token) tokens.push(token);
  }
  if (query.slice(pattern.lastIndex).trim()) throw new QueryError('Invalid query');
  return tokens;
};

/**
 * Parses Gmail's search syntax for what Walt sends: `from:`, `to:`, `cc:` (plus `subject:`, `after:`,
 * `before:`, `in:anywhere`, bare words), `OR`, `-` negation, `( )` grouping and `{a b}` (any of). As in
 * Gmail, `OR` binds tighter than the implicit AND between neighbouring terms. Unknown operators are an
 * error here, so a typo in the product's query fails loudly instead of matching nothing.
 */
export const parseQuery = (query: string): Node => {
  const tokens = tokenize(query);
  let position = 0;
  const peek = () => tokens[position];
  const next = () => tokens[position++];

  const primary = (): Node => {
    const token = next();
    if (token === undefined) throw new QueryError('Invalid query');
    if (token === '(') {
      const inner = conjunction(')');
      if (next() !== ')') throw new QueryError('Invalid query');
      return inner;
    }
    if (token === '{') {
      const items: Node[] = [];
      while (peek() !== '}') {
        if (peek() === undefined) throw new QueryError('Invalid query');
        if (peek() === 'OR') next();
        else items.push(unary());
      }
      next();
      return { kind: 'or', items };
    }
    if (token === ')' || token === '}') throw new QueryError('Invalid query');
    const operatorMatch = /^([a-z_]+):(.*)$/i.exec(token);
    if (operatorMatch) {
      const operator = operatorMatch[1]!.toLowerCase();
      if (!OPERATORS.has(operator)) throw new QueryError(`Invalid query: unsupported operator ${operator}:`);
      const value = operatorMatch[2]!.replace(/^"|"$/g, '');
      if (!value) throw new QueryError('Invalid query');
      return { kind: 'term', operator, value: value.toLowerCase() };
    }
    return { kind: 'term', operator: 'text', value: token.replace(/^"|"$/g, '').toLowerCase() };
  };
  const unary = (): Node => {
    if (peek() !== '-') return primary();
    next();
    return { kind: 'not', item: unary() };
  };
  const disjunction = (): Node => {
    const items = [unary()];
    while (peek() === 'OR') {
      next();
      items.push(unary());
    }
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  };
  const conjunction = (end?: string): Node => {
    const items: Node[] = [];
    while (peek() !== undefined && peek() !== end) {
      if (peek() === 'AND') {
        next();
        continue;
      }
      items.push(disjunction());
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  };
  const tree = conjunction();
  if (position !== tokens.length) throw new QueryError('Invalid query');
  return tree;
};

const headerValue = (message: StoredMessage, name: string) =>
  message.headers.find((header) => header.name.toLowerCase() === name)?.value ?? '';

/** `from:may@x.test` matches that address exactly; `from:may` or `from:@x.test` match part of the header. */
const matchesAddresses = (header: string, value: string) => {
  if (value.includes('@') && !value.startsWith('@'))
    return header.split(',').some((entry) => parseAddress(entry).address.toLowerCase() === value);
  return header.toLowerCase().includes(value);
};

/** Gmail's dates: `2024/01/31` (or with dashes) or epoch seconds. */
const searchDate = (value: string) => {
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const time = Date.parse(`${value.replace(/\//g, '-')}T00:00:00Z`);
  if (Number.isNaN(time)) throw new QueryError('Invalid query');
  return time;
};

export const matchesQuery = (node: Node, message: StoredMessage): boolean => {
  switch (node.kind) {
    case 'and':
      return node.items.every((item) => matchesQuery(item, message));
    case 'or':
      return node.items.some((item) => matchesQuery(item, message));
    case 'not':
      return !matchesQuery(node.item, message);
    case 'term':
      switch (node.operator) {
        case 'from':
        case 'to':
        case 'cc':
          return matchesAddresses(headerValue(message, node.operator), node.value);
        case 'subject':
          return message.seed.subject.toLowerCase().includes(node.value);
        case 'after':
          return message.internalDate >= searchDate(node.value);
        case 'before':
          return message.internalDate < searchDate(node.value);
        case 'in':
          return (
            node.value === 'anywhere' || message.labelIds.some((label) => label.toLowerCase() === node.value)
          );
        default:
          return `${message.seed.subject}\n${message.seed.text}`.toLowerCase().includes(node.value);
      }
  }
};

/* ---------- a sample mailbox ---------- */

const TOPICS = [
  {
    subject: 'Sunday lunch at Mum’s',
    text: 'Dear {name},\n\nMum says lunch is at one. She is making the Yorkshire puddings again, so do not be late!\n\nLove,\n{contact}',
  },
  {
    subject: 'Photos from Whitby',
    text: 'Here are the photos from our week in Whitby = the abbey, the 199 steps and the fish and chips on the pier. Remember when we got caught in the rain?',
  },
  {
    subject: 'Re: Grandad’s war medals',
    text: '> Do you know where the medals went?\n\nThey are in the biscuit tin in the loft. Grandad served in the Royal Engineers from 1940 to 1946 — he never talked about it much.',
  },
  {
    subject: 'Café on Briggate — 50 years!',
    text: 'The café where you met Dad is celebrating fifty years. Shall we go? Crème brûlée is still on the menu, naturally.',
  },
];

/**
 * `count` messages between `accountEmail` and `contact`, alternating direction and format: plain 8bit,
 * quoted-printable (with non-ASCII and long lines) and multipart/alternative with an HTML part, so the
 * product's MIME parsing sees what real Gmail holds. Newest first is how Gmail lists them; dates here step
 * back one day each from 2024-06-01.
 */
export const sampleMailbox = (accountEmail: string, contact: string, count: number): SeedMessage[] =>
  Array.from({ length: count }, (_, index) => {
    const topic = TOPICS[index % TOPICS.length]!;
    const outgoing = index % 2 === 1;
    const text = topic.text
      .replace('{name}', 'love')
      .replace('{contact}', parseAddress(contact).name || 'me');
    const variant = index % 3;
    return {
      from: outgoing ? accountEmail : contact,
      to: outgoing ? contact : accountEmail,
      subject: `${topic.subject} (${index + 1})`,
      date: new Date(Date.UTC(2024, 5, 1, 9, 30) - index * 86_400_000),
      text: variant === 1 ? `${text}\n\n${'A long line that needs soft breaks. '.repeat(4)}` : text,
      ...(variant === 1 ? { transferEncoding: 'quoted-printable' as const } : {}),
      ...(variant === 2
        ? {
            transferEncoding: 'quoted-printable' as const,
            html: `<div dir="ltr"><p>${text.replace(/\n\n/g, '</p><p>').replace(/\n/g, '<br>')}</p></div>`,
          }
        : {}),
      labelIds: outgoing ? ['SENT'] : ['INBOX'],
    };
  });
