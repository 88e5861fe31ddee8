import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mail, Mailer } from './mailer.ts';

const header = (value: string) => value.replace(/[\r\n]+/g, ' ');

/** Mailer that writes RFC 822 messages into a folder (the local runtime's outbox). */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
    private readonly onSent: (mail: Mail, file: string) => void = () => {},
  ) {}

  async send(mail: Mail): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
    const eml = [
      `From: ${header(this.from)}`,
      `To: ${header(mail.to)}`,
      `Subject: ${header(mail.subject)}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      mail.text,
      '',
    ].join('\r\n');
    await writeFile(file, eml, 'utf8');
    this.onSent(mail, file);
  }
}

/** Reads back the outbox (newest last): how tests and the runtime find links sent by email. */
export const readOutbox = async (
  dir: string,
): Promise<{ file: string; to: string; subject: string; text: string }[]> => {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name), 'utf8');
      const [head = '', ...body] = raw.split('\r\n\r\n');
      const field = (key: string) => head.match(new RegExp(`^${key}: (.*)$`, 'm'))?.[1] ?? '';
      return {
        file: name,
        to: field('To'),
        subject: field('Subject'),
        text: body.join('\r\n\r\n').trimEnd(),
      };
    }),
  );
};
