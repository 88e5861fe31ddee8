import { beforeAll, describe, expect, it } from 'vitest';
import { createConversation, createStory, notesOfConversation } from '#test/factories/interviews.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

const adaConversation = async () =>
  createConversation(ada.user.id, { storyId: await createStory(ada.user.id) });

describe('POST /api/ai/analyze-for-notes', () => {
  it('notes a substantive answer as Walt (walt-auto) and returns the note', async () => {
    const conversationId = await adaConversation();

    const answer = await ada.client.post('/api/ai/analyze-for-notes', {
      conversationId,
      conversationContext:
        'assistant: Where were you born?\nuser: I was born in Leeds in 1948, in a terraced house near the park.',
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      shouldTakeNote: true,
      noteContent: 'I was born in Leeds in 1948, in a terraced house near the park.',
      note: { createdBy: 'walt', source: 'walt-auto', conversationId },
    });
    const notes = await notesOfConversation(conversationId);
    expect(notes.map((note) => [note.content, note.createdBy, note.source])).toEqual([
      ['I was born in Leeds in 1948, in a terraced house near the park.', 'walt', 'walt-auto'],
    ]);
  });

  it('takes no note of small talk', async () => {
    const conversationId = await adaConversation();
    const answer = await ada.client.post('/api/ai/analyze-for-notes', {
      conversationId,
      conversationContext: 'user: Yes, okay.',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ shouldTakeNote: false, noteContent: '' });
    expect(await notesOfConversation(conversationId)).toEqual([]);
  });

  it('answers 400 naming a missing field', async () => {
    const conversationId = await adaConversation();
    const missingContext = await ada.client.post('/api/ai/analyze-for-notes', { conversationId });
    expect(missingContext).toMatchObject({ status: 400, body: { error: 'conversationContext is required' } });
    const missingId = await ada.client.post('/api/ai/analyze-for-notes', { conversationContext: 'user: hi' });
    expect(missingId).toMatchObject({ status: 400, body: { error: 'conversationId is required' } });
  });

  it("answers 404 for a missing conversation and for another user's", async () => {
    const body = { conversationContext: 'user: I was born in Leeds in 1948, near the park.' };
    const missing = await ada.client.post('/api/ai/analyze-for-notes', { ...body, conversationId: 'nope' });
    expect(missing).toMatchObject({ status: 404, body: { error: 'Conversation not found' } });
    const conversationId = await adaConversation();
    const theirs = await bob.client.post('/api/ai/analyze-for-notes', { ...body, conversationId });
    expect(theirs).toMatchObject({ status: 404, body: { error: 'Conversation not found' } });
    expect(await notesOfConversation(conversationId)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const answer = await new ApiClient().post('/api/ai/analyze-for-notes', {
      conversationId: 'x',
      conversationContext: 'user: hi',
    });
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/ai/analyze-for-question-card', () => {
  const availableQuestions = [
    { id: 1, title: 'Birthplace', text: 'Where were you born?' },
    { id: 2, title: 'Parents', text: 'Tell me about your mother and father.' },
  ];

  /** Asks for the card of a message in a new conversation of Ada's. */
  const cardFor = async (messageText: string, questions: unknown[] = availableQuestions) => {
    const conversationId = await adaConversation();
    return ada.client.post('/api/ai/analyze-for-question-card', {
      conversationId,
      messageText,
      availableQuestions: questions,
    });
  };

  it('matches a question Walt asks to the path question it is', async () => {
    const answer = await cardFor('Thank you. Now, tell me about your mother and father?');
    expect(answer).toMatchObject({
      status: 200,
      body: { shouldShowQuestionCard: true, predefinedQuestionId: 2, customQuestion: null },
    });
  });

  it('shows no card for a message that asks nothing', async () => {
    const answer = await cardFor('That is a lovely memory.');
    expect(answer.body).toEqual({
      shouldShowQuestionCard: false,
      predefinedQuestionId: null,
      customQuestion: null,
    });
  });

  it('offers a custom card when no path question is left', async () => {
    const answer = await cardFor('What did the kitchen smell like on a Sunday?', []);
    expect(answer.body).toMatchObject({
      shouldShowQuestionCard: true,
      predefinedQuestionId: null,
      customQuestion: { text: 'What did the kitchen smell like on a Sunday?' },
    });
  });

  it('answers 400 for malformed questions and 404 for another user', async () => {
    const conversationId = await adaConversation();
    const malformed = await ada.client.post('/api/ai/analyze-for-question-card', {
      conversationId,
      messageText: 'Where?',
      availableQuestions: [{ id: 'one' }],
    });
    expect(malformed.status).toBe(400);
    const theirs = await bob.client.post('/api/ai/analyze-for-question-card', {
      conversationId,
      messageText: 'Where were you born?',
      availableQuestions,
    });
    expect(theirs.status).toBe(404);
  });
});
