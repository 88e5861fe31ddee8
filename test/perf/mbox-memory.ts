/**
 * Mailbox import memory (issue 13, "memory stays flat while importing a 200 MB mbox"): writes a 200 MB
 * synthetic mailbox export (CRLF, as Google Takeout writes it: plain, alternative and HTML-only messages,
 * base64 attachments of 5 KB to 12 MB, ">From "-quoted body lines, about one message in twelve exchanged
 * with the contact), then does what the import does: `scanMbox` over the file as FileBlobStore.getStream
 * streams it, and for every message involving the contact `readMessage` (a range read) + `parseEmail`.
 * `process.memoryUsage()` is sampled every 10 ms and after every message.
 *
 * Gate: the peak growth over the baseline taken just before the scan (after a full GC) must stay under fixed
 * bounds that do not grow with the file — heapUsed + 64 MB, rss + 128 MB — printed as ratios of the file size.
 * Measured on 2 cores: ≈ +30 MB heap and ≈ +88 MB rss (the scan alone ≈ +19 MB and ≈ +76 MB: garbage
 * strings and 64 KB read chunks that V8 collects in batches, then a message of up to 5 MB read back and parsed
 * with its attachment decoded); the bounds leave a margin for GC timing. A scan that kept the chunks it read
 * measured rss +234 MB and fails. The scan also has to find every message and the parse every contact
 * message's subject, so that the gate cannot pass on a run that read nothing.
 *
 * Needs `--expose-gc` for a baseline free of the generator's garbage: run as `npx tsx test/perf/mbox-memory.ts`,
 * it re-runs itself with the flag. The temporary file is removed at the end. About 5 s on 2 cores.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readMessage, scanMbox } from '#functions/core/gmail/mbox.ts';
import { involvesContact, parseEmail } from '#functions/core/gmail/mime.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';

if (typeof globalThis.gc !== 'function') {
  const argv = [...process.execArgv, '--expose-gc', ...process.argv.slice(1)];
  const { status } = spawnSync(process.execPath, argv, { stdio: 'inherit' });
  process.exit(status ?? 1);
}
const gc = globalThis.gc as () => void;

const FILE_BYTES = 200 * 1024 * 1024;
const HEAP_BUDGET = 64 * 1024 * 1024;
const RSS_BUDGET = 128 * 1024 * 1024;
const CONTACT = 'rosa.keller@example.org';
const OWNER = 'walt.owner@example.com';
const KEY = 'users/perf/mbox/mail.mbox';
const MB = 1024 * 1024;

/** A small deterministic generator (mulberry32), so every run writes the same mailbox. */
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

/** 21 MB of base64 in 76-character CRLF lines; attachments are slices of it, at varied offsets. */
const BASE64_LINE = 78;
const base64Pool = (() => {
  const raw = Buffer.alloc(16 * MB);
  for (let index = 0; index < raw.length; index += 4) raw.writeUInt32LE((random() * 2 ** 32) >>> 0, index);
  const lines = raw.toString('base64').match(/.{1,76}/g) ?? [];
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
})();
const attachment = (bytes: number): Buffer => {
  const lines = Math.ceil((bytes * 4) / 3 / 76);
  const first = Math.floor(random() * (base64Pool.length / BASE64_LINE - lines));
  return base64Pool.subarray(first * BASE64_LINE, (first + lines) * BASE64_LINE);
};

const WORDS = 'the harbour boats mill school brother letter summer garden wedding river winter'.split(' ');
const sentence = () =>
  `${Array.from({ length: 8 + Math.floor(random() * 12) }, () => pick(WORDS)).join(' ')}.`;
const paragraph = (sentences: number) => Array.from({ length: sentences }, sentence).join(' ');
const OTHERS = ['ann@example.com', 'bob@example.net', 'news@shop.example', 'carol@example.org'];

interface Written {
  messages: number;
  contactSubjects: string[];
}

/** Streams the mailbox to disk with backpressure; answers what it wrote, to check the scan against. */
const writeMailbox = async (file: string): Promise<Written> => {
  const out = createWriteStream(file);
  const write = async (chunk: string | Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const written: Written = { messages: 0, contactSubjects: [] };
  let bytes = 0;
  for (let index = 0; bytes < FILE_BYTES; index += 1) {
    const withContact = random() < 1 / 12;
    const role = Math.floor(random() * 3);
    const from = withContact && role === 0 ? `"Rosa Keller" <${CONTACT.toUpperCase()}>` : pick(OTHERS);
    const to = withContact && role === 1 ? `Walt Owner <${OWNER}>, ${CONTACT}` : `Walt Owner <${OWNER}>`;
    const cc = withContact && role === 2 ? `\r\nCc: Team: ${pick(OTHERS)},\r\n ${CONTACT};` : '';
    const subject = `Letter ${index} about the ${pick(WORDS)}`;
    const date = new Date(Date.UTC(2010, 0, 1) + index * 3_600_000).toUTCString();
    const kind = pick(['plain', 'alternative', 'html', 'attachment', 'attachment'] as const);
    // Mostly photos of 5–300 KB; one in fifty a large file: up to 4 MB with the contact (read back and
    // parsed), up to 12 MB for the others (only streamed past).
    const attachmentBytes = Math.floor(
      random() < 0.02 ? (1 + random() * (withContact ? 3 : 11)) * MB : 5_000 + random() * 300_000,
    );
    const text = `${paragraph(4)}\r\n\r\n>From the old days: ${sentence()}\r\n\r\n${paragraph(3)}\r\n`;
    const headers =
      `From: ${from}\r\nTo: ${to}${cc}\r\nSubject: ${subject}\r\nDate: ${date}\r\n` +
      `Message-ID: <m${index}@perf.example>\r\nMIME-Version: 1.0\r\n`;
    let message: (string | Buffer)[];
    if (kind === 'plain') message = [`${headers}Content-Type: text/plain; charset=utf-8\r\n\r\n${text}`];
    else if (kind === 'html')
      message = [
        `${headers}Content-Type: text/html; charset=utf-8\r\n\r\n<html><body><p>${text}</p></body></html>\r\n`,
      ];
    else if (kind === 'alternative')
      message = [
        `${headers}Content-Type: multipart/alternative; boundary="alt${index}"\r\n\r\n` +
          `--alt${index}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}` +
          `--alt${index}\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>${text}</p>\r\n--alt${index}--\r\n`,
      ];
    else
      message = [
        `${headers}Content-Type: multipart/mixed; boundary="mix${index}"\r\n\r\n` +
          `--mix${index}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${text}` +
          `--mix${index}\r\nContent-Type: image/jpeg; name="photo${index}.jpg"\r\n` +
          `Content-Disposition: attachment; filename="photo${index}.jpg"\r\nContent-Transfer-Encoding: base64\r\n\r\n`,
        attachment(attachmentBytes),
        `--mix${index}--\r\n`,
      ];
    await write(`From ${from.replace(/.*<|>.*/g, '')} ${date}\r\n`);
    for (const part of message) {
      await write(part);
      bytes += part.length;
    }
    await write('\r\n');
    written.messages += 1;
    if (withContact) written.contactSubjects.push(subject);
  }
  out.end();
  await once(out, 'close');
  return written;
};

const dir = mkdtempSync(join(tmpdir(), 'walt-perf-mbox-'));
const blobs = new FileBlobStore(dir, () => 'http://localhost', 'perf');
try {
  const file = join(dir, ...KEY.split('/'));
  await mkdir(dirname(file), { recursive: true });
  const written = await writeMailbox(file);
  const size = (await blobs.size(KEY)) ?? 0;

  gc();
  gc();
  const baseline = process.memoryUsage();
  const peak = { heapUsed: baseline.heapUsed, rss: baseline.rss, arrayBuffers: baseline.arrayBuffers };
  const sample = () => {
    const now = process.memoryUsage();
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.rss = Math.max(peak.rss, now.rss);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 10);

  const started = performance.now();
  let scanned = 0;
  const parsedSubjects: string[] = [];
  const stream = await blobs.getStream(KEY);
  if (!stream) throw new Error('The mailbox was not written');
  for await (const message of scanMbox(stream)) {
    scanned += 1;
    if (involvesContact(message.headers, CONTACT)) {
      const email = await parseEmail(await readMessage(blobs, KEY, message.start, message.end));
      if (!involvesContact(email, CONTACT) || email.body.length === 0)
        throw new Error(`Message ${scanned} lost its contact or its body when parsed`);
      parsedSubjects.push(email.subject);
    }
    sample();
  }
  clearInterval(sampler);
  sample();
  const seconds = (performance.now() - started) / 1000;

  const missing =
    scanned !== written.messages || parsedSubjects.join('\n') !== written.contactSubjects.join('\n');
  const heap = peak.heapUsed - baseline.heapUsed;
  const rss = peak.rss - baseline.rss;
  const ratio = (bytes: number) => `${(bytes / size).toFixed(3)}×`;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  console.log(
    `mbox import: ${mb(size)} file, ${scanned} messages scanned, ${parsedSubjects.length} with the contact read back and parsed, ` +
      `${seconds.toFixed(1)} s (${(size / MB / seconds).toFixed(0)} MB/s)`,
  );
  console.log(
    `  peak heap +${mb(heap)} = ${ratio(heap)} of the file; budget +${mb(HEAP_BUDGET)} = ${ratio(HEAP_BUDGET)}`,
  );
  console.log(
    `  peak rss  +${mb(rss)} = ${ratio(rss)} of the file; budget +${mb(RSS_BUDGET)} = ${ratio(RSS_BUDGET)}`,
  );
  console.log(`  (peak array buffers +${mb(peak.arrayBuffers - baseline.arrayBuffers)}, not gated)`);
  if (missing) {
    console.error(
      `FAIL: the scan found ${scanned} of ${written.messages} messages and parsed ${parsedSubjects.length} of ` +
        `${written.contactSubjects.length} with the contact`,
    );
    process.exitCode = 1;
  } else if (heap > HEAP_BUDGET || rss > RSS_BUDGET) {
    console.error('FAIL: memory grew past its budget while importing the mailbox');
    process.exitCode = 1;
  } else console.log('PASS: memory stays flat while importing the mailbox');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
