import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_CHARS, MAX_MESSAGE_ID_LENGTH } from '#shared/schemas/conversation.ts';
import { CONVERSATION_ERRORS } from '#shared/texts.ts';
import { ValidationError } from '../../lib/errors.ts';
import { normaliseMessages, textOf } from './messages.ts';

const refusalOf = (work: () => unknown): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('normaliseMessages', () => {
  const inOrder = [
    { id: 'm1', role: 'assistant', content: 'Hello, I am Walt.' },
    { id: 'm2', role: 'user', content: 'Hello Walt.' },
    { id: 'm3', role: 'assistant', content: 'Where were you born?' },
  ];
  it.each([
    { does: 'keeps the messages in the order they were sent', incoming: inOrder, saved: inOrder },
    {
      does: 'keeps a repeated id at its first position with its last text',
      incoming: [
        { id: 'm1', role: 'user', content: 'I was born in' },
        { id: 'm2', role: 'assistant', content: 'Go on.' },
        { id: 'm1', role: 'user', content: 'I was born in Cork in 1941.' },
      ],
      saved: [
        { id: 'm1', role: 'user', content: 'I was born in Cork in 1941.' },
        { id: 'm2', role: 'assistant', content: 'Go on.' },
      ],
    },
    {
      does: 'drops messages without an id, with an unknown role or with blank text',
      incoming: [
        { role: 'user', content: 'no id' },
        { id: 'm2', role: 'narrator', content: 'unknown role' },
        { id: 'm3', role: 'user', content: '   ' },
        { id: 4, role: 'user', text: [{ text: 'Numbered ' }, 'and in parts.'] },
      ],
      saved: [{ id: '4', role: 'user', content: 'Numbered and in parts.' }],
    },
  ])('$does', ({ incoming, saved }) => {
    expect(normaliseMessages(incoming)).toEqual(saved);
  });

  it('refuses an id or a text over its limit, naming the message', () => {
    // Prepare
    const longId = [{ id: 'x'.repeat(MAX_MESSAGE_ID_LENGTH + 1), role: 'user', content: 'hi' }];
    const longText = [
      { id: 'm1', role: 'user', content: 'fine' },
      { id: 'm2', role: 'user', content: 'x'.repeat(MAX_MESSAGE_CHARS + 1) },
    ];
    // Act
    const idRefusal = refusalOf(() => normaliseMessages(longId));
    const textRefusal = refusalOf(() => normaliseMessages(longText));
    // Assess
    expect(idRefusal).toBeInstanceOf(ValidationError);
    expect((idRefusal as Error).message).toBe(CONVERSATION_ERRORS.messageIdTooLong(0, MAX_MESSAGE_ID_LENGTH));
    expect((textRefusal as Error).message).toBe(CONVERSATION_ERRORS.messageTooLong(1, MAX_MESSAGE_CHARS));
  });
});

describe('textOf', () => {
  it('reads the text of every shape a client may send', () => {
    // Prepare
    const shapes = ['plain', [{ text: 'in ' }, 'parts'], { text: 'as text' }, { transcript: 'spoken' }, 42];
    // Act
    const texts = shapes.map(textOf);
    // Assess
    expect(texts).toEqual(['plain', 'in parts', 'as text', 'spoken', '']);
  });
});
