import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import type { Conversation } from '#shared/schemas/conversation.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import type { Session } from '#test/helpers/api.ts';
import { verifyEmailOf } from '#test/helpers/verify-email.ts';
import { adminNarratorAndOther } from './admin-fixtures.ts';

let admin: Session;
let narrator: Session;
let other: Session;

beforeAll(async () => {
  [admin, narrator, other] = await adminNarratorAndOther();
  await verifyEmailOf(admin.account.email);
});

const grant = (session: Session, value: boolean) =>
  session.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': value } });

describe('admin conversation reads honour can-see-transcripts at the moment of the read', () => {
  it('refuses before consent, reads after, and refuses again once consent is withdrawn', async () => {
    const id = await createConversation(narrator.user.id, {
      messages: [
        { role: 'assistant', content: 'Where did you grow up?' },
        { role: 'user', content: 'On a farm near Hexham.' },
      ],
    });

    const beforeConsent = await admin.client.get(`/api/admin/conversations/${id}`);
    await grant(narrator, true);
    const granted = await admin.client.get<Conversation>(`/api/admin/conversations/${id}`);
    await grant(narrator, false);
    const withdrawn = await admin.client.get(`/api/admin/conversations/${id}`);

    expect(beforeConsent).toMatchObject({
      status: 403,
      body: { error: CONVERSATION_TEXTS.transcriptsNotGranted },
    });
    expect(granted.status).toBe(200);
    expect(granted.body.messages?.map((m) => m.content)).toEqual([
      'Where did you grow up?',
      'On a farm near Hexham.',
    ]);
    expect(withdrawn).toMatchObject({
      status: 403,
      body: { error: CONVERSATION_TEXTS.transcriptsNotGranted },
    });
  });

  it('sends the writer report to the requesting administrator only with consent', async () => {
    const id = await createConversation(narrator.user.id, {
      messages: [{ role: 'user', content: 'My mother kept bees behind the chapel.' }],
    });

    const refused = await admin.client.post(`/api/admin/conversations/${id}/send-writer-report`);
    await grant(narrator, true);
    const sent = await admin.client.post(`/api/admin/conversations/${id}/send-writer-report`);

    expect(refused.status).toBe(403);
    expect(sent).toMatchObject({ status: 200, body: { message: CONVERSATION_TEXTS.writerReportSent } });
    const mails = await readOutbox(inject('outboxDir'));
    const mail = mails.filter((m) => m.to === admin.account.email).at(-1);
    expect(mail?.text).toContain('Narrator: My mother kept bees behind the chapel.');
    expect(mail?.text).toContain('Narrator: Nora');
    expect(mails.some((m) => m.to === narrator.account.email && m.text.includes('kept bees'))).toBe(false);
  });

  it('is for administrators only and answers 404 for a missing conversation', async () => {
    const id = await createConversation(narrator.user.id);
    await grant(narrator, true);

    const asUser = await other.client.get(`/api/admin/conversations/${id}`);
    const asOwner = await narrator.client.get(`/api/admin/conversations/${id}`);
    const missing = await admin.client.get('/api/admin/conversations/nope');

    expect(asUser.status).toBe(403);
    expect(asOwner.status).toBe(403);
    expect(missing).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.conversationNotFound } });
  });
});
