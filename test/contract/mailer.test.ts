import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '#functions/lib/ports/mailer.ts';
import { OutboxMailer, readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { SesMailer } from '#functions/lib/ports/mailer-ses.ts';

/** What every Mailer must do, checked through what it delivered. */
const mailerContract = (name: string, make: () => { mailer: Mailer; delivered: () => Promise<Mail[]> }) =>
  describe(`Mailer contract: ${name}`, () => {
    it('delivers the recipient, subject and full text, unicode intact', async () => {
      const { mailer, delivered } = make();
      const text =
        'Bonjour Zoë,\n\nYour link: https://walt.example/reset-password?token=abc_DEF-123\n\n— Walt';
      await mailer.send({ to: 'zoe@example.com', subject: 'Réinitialiser', text });
      const [mail] = await delivered();
      expect(mail).toMatchObject({ to: 'zoe@example.com', subject: 'Réinitialiser' });
      expect(mail?.text.replace(/\r\n/g, '\n')).toBe(text);
    });

    it('keeps messages apart', async () => {
      const { mailer, delivered } = make();
      await mailer.send({ to: 'a@example.com', subject: 'One', text: 'first' });
      await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'second' });
      expect((await delivered()).map((mail) => mail.to).sort()).toEqual(['a@example.com', 'b@example.com']);
    });

    it('cannot be tricked into extra headers by a newline in the subject', async () => {
      const { mailer, delivered } = make();
      await mailer.send({ to: 'a@example.com', subject: 'Hi\r\nBcc: evil@example.com', text: 'x' });
      const [mail] = await delivered();
      expect(mail?.subject).not.toMatch(/\n/);
    });
  });

mailerContract('outbox files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'walt-outbox-'));
  return {
    mailer: new OutboxMailer(dir, 'Walt <walt@localhost>'),
    delivered: async () => (await readOutbox(dir)).map(({ to, subject, text }) => ({ to, subject, text })),
  };
});

mailerContract('SES', () => {
  const ses = mockClient(SESv2Client);
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  const client = new SESv2Client({ region: 'eu-west-1' });
  return {
    mailer: new SesMailer('Walt <walt@walt.example>', client),
    delivered: async () =>
      ses.commandCalls(SendEmailCommand).map(({ args: [command] }) => {
        const input = command.input;
        expect(input.FromEmailAddress).toBe('Walt <walt@walt.example>');
        return {
          to: input.Destination?.ToAddresses?.[0] ?? '',
          // SES encodes headers itself; a newline can never become a header there.
          subject: (input.Content?.Simple?.Subject?.Data ?? '').replace(/[\r\n]+/g, ' '),
          text: input.Content?.Simple?.Body?.Text?.Data ?? '',
        };
      }),
  };
});
