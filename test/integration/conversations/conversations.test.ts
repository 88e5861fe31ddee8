import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import type { Conversation } from '#shared/schemas/conversation.ts';
import { CONVERSATION_TEXTS } from '#shared/texts.ts';
import { createStory, notesOfConversation } from '#test/factories/interviews.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { verifyEmailOf } from '#test/helpers/verify-email.ts';

interface Started {
  conversation: Conversation;
  context: { name: string; introCardText?: string; introScript?: string };
}

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

const start = async (session: Session, body: Record<string, unknown>) =>
  session.client.post<Started>('/api/conversations/start', body);

const newConversation = async (
  session: Session,
  body: Record<string, unknown> = { sessionType: 'exploringCore' },
) => {
  // A story of its own keeps each test's conversation apart from the resume rule.
  const storyId = await createStory(session.user.id);
  const answer = await start(session, { ...body, storyId });
  expect(answer.status).toBe(201);
  return answer.body.conversation;
};

describe('POST /api/conversations/start', () => {
  it('starts a seeded section with its context, and a second start resumes the same conversation', async () => {
    const storyId = await createStory(ada.user.id);

    const first = await start(ada, { sessionType: 'gettingToKnowYou', storyId });
    const again = await start(ada, { sessionType: 'gettingToKnowYou', storyId });

    expect(first.status).toBe(201);
    expect(first.body.conversation).toMatchObject({
      type: 'interview',
      status: 'active',
      sessionType: 'gettingToKnowYou',
      pathId: 'seed-gettingToKnowYou',
      storyId,
      messageCount: 0,
    });
    expect(first.body.context.name).toBe('Getting to know you');
    expect(first.body.context.introCardText?.length).toBeGreaterThan(20);
    expect(first.body.context.introScript?.length).toBeGreaterThan(20);
    expect(again.status).toBe(200);
    expect(again.body.conversation.id).toBe(first.body.conversation.id);
  });

  it('gives concurrent starts of the same session one conversation', async () => {
    const storyId = await createStory(ada.user.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => start(ada, { sessionType: 'discoveringShape', storyId })),
    );
    expect(answers.every((answer) => answer.status < 300)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.conversation.id)).size).toBe(1);
  });

  it('starts a fresh conversation once the previous one is completed', async () => {
    const conversation = await newConversation(ada, { sessionType: 'contextAndDetails' });
    expect((await ada.client.post(`/api/conversations/${conversation.id}/complete`)).status).toBe(200);

    const next = await start(ada, { sessionType: 'contextAndDetails', storyId: conversation.storyId });

    expect(next.status).toBe(201);
    expect(next.body.conversation.id).not.toBe(conversation.id);
  });

  it('refuses a body with neither sessionType nor pathId, and unknown paths or stories', async () => {
    const neither = await start(ada, {});
    const badType = await start(ada, { sessionType: 'tellMeEverything' });
    const missingPath = await start(ada, { pathId: 'no-such-path' });
    const othersStory = await start(bob, {
      sessionType: 'gettingToKnowYou',
      storyId: await createStory(ada.user.id),
    });

    expect(neither).toMatchObject({ status: 400, body: { error: CONVERSATION_TEXTS.sessionRequired } });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ error: expect.stringMatching(/sessionType/) });
    expect(missingPath).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.pathNotFound } });
    expect(othersStory).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.storyNotFound } });
  });

  it('requires a signed-in caller', async () => {
    const answer = await new ApiClient().post('/api/conversations/start', {
      sessionType: 'gettingToKnowYou',
    });
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/conversations/{id}/save', () => {
  const messages = (count: number, from = 0) =>
    Array.from({ length: count }, (_, index) => ({
      id: `msg-${from + index}`,
      role: (from + index) % 2 === 0 ? 'assistant' : 'user',
      content: `Message number ${from + index}.`,
    }));

  it('takes a 400-turn interview as the call sends it now, two new messages a save, answering in constant size', async () => {
    const conversation = await newConversation(ada);
    const url = `/api/conversations/${conversation.id}/save`;
    const requestSizes: number[] = [];
    const answerSizes: number[] = [];
    for (let turn = 0; turn < 200; turn++) {
      const body = { messages: messages(2, turn * 2) };
      requestSizes.push(JSON.stringify(body).length);
      const answer = await ada.client.post(url, body);
      expect(answer.status).toBe(200);
      answerSizes.push(JSON.stringify(answer.body).length);
    }
    const read = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);
    expect(read.body.messageCount).toBe(400);
    expect(read.body.messages?.map((message) => message.id)).toEqual(
      messages(400).map((message) => message.id),
    );
    // Requests and answers stay the same size from the first turn to the last (ids grow by a digit or two).
    expect(Math.max(...requestSizes)).toBeLessThan(Math.min(...requestSizes) * 1.1);
    expect(Math.max(...answerSizes)).toBeLessThan(Math.min(...answerSizes) * 1.5);
  }, 120_000);

  it('stores the same 200 messages saved 5 times in shuffled batches exactly once, in order', async () => {
    const conversation = await newConversation(ada);
    const all = messages(200);
    const url = `/api/conversations/${conversation.id}/save`;
    // The first round arrives in transcript order, as the call sends it; later rounds are shuffled
    // repeats in concurrent batches, as retried autosaves would be.
    for (const batch of [all.slice(0, 100), all.slice(100)])
      expect((await ada.client.post(url, { messages: batch })).status).toBe(200);
    for (let round = 1; round < 5; round++) {
      const shuffled = [...all].sort(() => Math.random() - 0.5);
      const batches = [0, 50, 100, 150].map((from) => shuffled.slice(from, from + 50));
      const answers = await Promise.all(batches.map((batch) => ada.client.post(url, { messages: batch })));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    }

    const read = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);

    expect(read.status).toBe(200);
    expect(read.body.messageCount).toBe(200);
    expect(read.body.messages?.map((message) => message.id)).toEqual(all.map((message) => message.id));
    expect(read.body.messages?.[7]).toMatchObject({ role: 'user', content: 'Message number 7.' });
    expect(read.body.lastMessagePreview).toBe('Message number 199.');
  });

  it('keeps a 3-hour interview of 2,000 messages (far past the 400 KB item limit) intact', async () => {
    const conversation = await newConversation(ada);
    const long = Array.from({ length: 2000 }, (_, index) => ({
      id: `turn-${index}`,
      role: index % 2 === 0 ? 'assistant' : 'user',
      content: `${index}: ${'We walked to the mill every morning before school, my brother and I. '.repeat(5)}`,
    }));
    for (let from = 0; from < long.length; from += 250) {
      const answer = await ada.client.post(`/api/conversations/${conversation.id}/save`, {
        messages: long.slice(from, from + 250),
      });
      expect(answer.status).toBe(200);
    }

    const read = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);

    expect(JSON.stringify(long).length).toBeGreaterThan(600_000);
    expect(read.body.messageCount).toBe(2000);
    expect(read.body.messages?.map(({ id, role, content }) => ({ id, role, content }))).toEqual(long);
  });

  it('saves only messages with an id, a role and text, and updates an edited message in place', async () => {
    const conversation = await newConversation(ada);
    const url = `/api/conversations/${conversation.id}/save`;

    const answer = await ada.client.post<{ conversation: Conversation }>(url, {
      messages: [
        { id: 'a', role: 'assistant', content: 'Where were you born?' },
        { role: 'user', content: 'no id' },
        { id: 'b', content: 'no role' },
        { id: 'c', role: 'user', content: '   ' },
        {
          id: 'd',
          role: 'user',
          content: [
            { type: 'text', text: 'In Leeds, ' },
            { type: 'text', text: 'in 1948.' },
          ],
        },
      ],
    });
    await ada.client.post(url, {
      messages: [{ id: 'a', role: 'assistant', content: 'Where were you born, Ada?' }],
    });
    const read = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);

    expect(answer.status).toBe(200);
    expect(answer.body.conversation.messageCount).toBe(2);
    expect(read.body.messages?.map(({ id, content }) => [id, content])).toEqual([
      ['a', 'Where were you born, Ada?'],
      ['d', 'In Leeds, in 1948.'],
    ]);
  });

  it('summarises the transcript when shouldSummarize is true', async () => {
    const conversation = await newConversation(ada);
    const url = `/api/conversations/${conversation.id}/save`;
    await ada.client.post(url, {
      messages: [
        { id: '1', role: 'assistant', content: 'Tell me about where you grew up.' },
        {
          id: '2',
          role: 'user',
          content: 'I grew up in Halifax with my sister Margaret, and we moved to Leeds in 1956.',
        },
      ],
    });
    const before = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);

    const answer = await ada.client.post<{ conversation: Conversation }>(url, {
      messages: [],
      shouldSummarize: true,
    });

    expect(before.body.summary).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(answer.body.conversation.summary).toContain('Halifax');
    expect(answer.body.conversation.summary).toContain('1956');
  });

  it('answers 400 for a malformed body and 404 for a missing or foreign conversation', async () => {
    const conversation = await newConversation(ada);

    const notArray = await ada.client.post(`/api/conversations/${conversation.id}/save`, {
      messages: 'hello',
    });
    const badFlag = await ada.client.post(`/api/conversations/${conversation.id}/save`, {
      messages: [],
      shouldSummarize: 'yes',
    });
    const missing = await ada.client.post('/api/conversations/nope/save', { messages: [] });
    const foreign = await bob.client.post(`/api/conversations/${conversation.id}/save`, {
      messages: [{ id: 'x', role: 'user', content: 'sneaky' }],
    });
    const read = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);

    expect(notArray.status).toBe(400);
    expect(notArray.body.error).toMatch(/messages/);
    expect(badFlag.status).toBe(400);
    expect(badFlag.body.error).toMatch(/shouldSummarize/);
    expect(missing).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.conversationNotFound } });
    expect(foreign).toMatchObject({ status: 404, body: { error: CONVERSATION_TEXTS.conversationNotFound } });
    expect(read.body.messages).toEqual([]);
  });
});

describe('conversation reads, questions, completion and deletion', () => {
  it('lists the caller’s conversations newest first and never another user’s', async () => {
    const older = await newConversation(ada);
    const newer = await newConversation(ada);
    const bobs = await newConversation(bob);

    const list = await ada.client.get<Conversation[]>('/api/conversations');

    expect(list.status).toBe(200);
    const ids = list.body.map((conversation) => conversation.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(bobs.id);
    expect(list.body.every((conversation) => conversation.messages === undefined)).toBe(true);
  });

  it('returns a conversation with its path and questions numbered from 1; another user gets 404', async () => {
    const conversation = await newConversation(ada, { sessionType: 'gettingToKnowYou' });

    const own = await ada.client.get<Conversation>(`/api/conversations/${conversation.id}`);
    const foreign = await bob.client.get(`/api/conversations/${conversation.id}`);

    expect(own.status).toBe(200);
    expect(own.body.path?.id).toBe('seed-gettingToKnowYou');
    expect(own.body.path?.questions.map((question) => question.id).slice(0, 3)).toEqual([1, 2, 3]);
    expect(foreign.status).toBe(404);
  });

  it('tracks the question on screen within the path’s range', async () => {
    const conversation = await newConversation(ada, { sessionType: 'gettingToKnowYou' });
    const url = `/api/conversations/${conversation.id}/track-question`;

    const ok = await ada.client.post<{ conversation: Conversation }>(url, { questionId: 2 });
    const outOfRange = await ada.client.post(url, { questionId: 999 });
    const notNumber = await ada.client.post(url, { questionId: 'two' });
    const foreign = await bob.client.post(url, { questionId: 1 });

    expect(ok.status).toBe(200);
    expect(ok.body.conversation.currentQuestionId).toBe(2);
    expect(outOfRange.status).toBe(400);
    expect(outOfRange.body.error).toMatch(/questionId/);
    expect(notNumber.status).toBe(400);
    expect(foreign.status).toBe(404);
  });

  it('completes a conversation (idempotently) and refuses another user', async () => {
    const conversation = await newConversation(ada);

    const foreign = await bob.client.post(`/api/conversations/${conversation.id}/complete`);
    const first = await ada.client.post<{ conversation: Conversation }>(
      `/api/conversations/${conversation.id}/complete`,
    );
    const second = await ada.client.post<{ conversation: Conversation }>(
      `/api/conversations/${conversation.id}/complete`,
    );

    expect(foreign.status).toBe(404);
    expect(first.body.conversation.status).toBe('completed');
    expect(second.status).toBe(200);
    expect(second.body.conversation.status).toBe('completed');
  });

  it('deletes a conversation with its messages and notes; a foreign or repeated delete is 404', async () => {
    const conversation = await newConversation(ada);
    await ada.client.post(`/api/conversations/${conversation.id}/save`, {
      messages: [{ id: '1', role: 'user', content: 'My father was a miner.' }],
    });
    await ada.client.post('/api/notes', { content: 'Father: miner', conversationId: conversation.id });

    const foreign = await bob.client.delete(`/api/conversations/${conversation.id}`);
    const deleted = await ada.client.delete(`/api/conversations/${conversation.id}`);
    const again = await ada.client.delete(`/api/conversations/${conversation.id}`);
    const read = await ada.client.get(`/api/conversations/${conversation.id}`);

    expect(foreign.status).toBe(404);
    expect(deleted.status).toBe(204);
    expect(again.status).toBe(404);
    expect(read.status).toBe(404);
    expect(await notesOfConversation(conversation.id)).toEqual([]);
  });
});

describe('POST /api/conversations/{id}/send-writer-report', () => {
  it('emails the summary and transcript to the narrator', async () => {
    await verifyEmailOf(ada.account.email);
    const conversation = await newConversation(ada);
    await ada.client.post(`/api/conversations/${conversation.id}/save`, {
      messages: [
        { id: '1', role: 'assistant', content: 'What was your first job?' },
        {
          id: '2',
          role: 'user',
          content: 'I started at the Co-op bakery on Briggate in 1963 when I was fifteen.',
        },
      ],
      shouldSummarize: true,
    });

    const answer = await ada.client.post(`/api/conversations/${conversation.id}/send-writer-report`);
    const foreign = await bob.client.post(`/api/conversations/${conversation.id}/send-writer-report`);

    expect(answer).toMatchObject({ status: 200, body: { message: CONVERSATION_TEXTS.writerReportSent } });
    expect(foreign.status).toBe(404);
    const mail = (await readOutbox(inject('outboxDir'))).filter((m) => m.to === ada.account.email).at(-1);
    expect(mail?.subject).toMatch(/writer report/i);
    expect(mail?.text).toContain('SUMMARY');
    expect(mail?.text).toContain('Walt: What was your first job?');
    expect(mail?.text).toContain('Narrator: I started at the Co-op bakery');
  });
});
