import { describe, expect, it, vi } from 'vitest';
import { type CallNote, parseToolArguments, runTool, TOOL_MESSAGES, type ToolContext } from './tools.ts';

const notes: CallNote[] = [{ id: 'n1', content: 'Born in Leeds, 1941', createdBy: 'walt' }];

const context = (overrides: Partial<ToolContext> = {}): ToolContext => ({
  conversationId: 'c1',
  storyId: 's1',
  pathId: 'p1',
  notes,
  questions: [
    { title: 'Roots', text: 'Where were you born?' },
    { title: 'Family', text: 'Who raised you?' },
  ],
  showQuestionCard: vi.fn(),
  addNote: vi.fn(async (content: string) => ({ id: 'n2', content, createdBy: 'walt' as const })),
  updateNote: vi.fn(async (id: string, content: string) => ({ id, content, createdBy: 'walt' as const })),
  removeNote: vi.fn(async () => {}),
  completeQuestion: vi.fn(async () => {}),
  completeConversation: vi.fn(async () => {}),
  completePath: vi.fn(async () => {}),
  renameStory: vi.fn(async () => {}),
  requestHangUp: vi.fn(),
  ...overrides,
});

describe('tool arguments', () => {
  it('treats malformed JSON and non-objects as empty arguments', () => {
    expect(parseToolArguments('{"content":')).toEqual({});
    expect(parseToolArguments('[1,2]')).toEqual({});
    expect(parseToolArguments(undefined)).toEqual({});
    expect(parseToolArguments('{"noteId":"n1"}')).toEqual({ noteId: 'n1' });
  });
});

describe('Walt’s tools in the browser', () => {
  it('addNote needs content and the conversation id', async () => {
    expect(await runTool('addNote', '{}', context())).toBe('Error: content is required');
    expect(await runTool('addNote', '{"content":"x"}', context({ conversationId: null }))).toBe(
      TOOL_MESSAGES.noConversation,
    );
    const ctx = context();
    expect(await runTool('addNote', '{"content":"Loved the sea"}', ctx)).toBe('Note added with id n2.');
    expect(ctx.addNote).toHaveBeenCalledWith('Loved the sea');
  });

  it('updateNote needs noteId and content, and an existing note', async () => {
    expect(await runTool('updateNote', '{"content":"x"}', context())).toBe('Error: noteId is required');
    expect(await runTool('updateNote', '{"noteId":"n1"}', context())).toBe('Error: content is required');
    const missing = await runTool('updateNote', '{"noteId":"zz","content":"x"}', context());
    expect(missing).toMatch(/^Error: Note not found/);
    expect(missing).toContain('[n1] Born in Leeds, 1941');
    const none = await runTool('updateNote', '{"noteId":"zz","content":"x"}', context({ notes: [] }));
    expect(none).toMatch(/^Error: Note not found.*reviewNotes/);
    const ctx = context();
    expect(await runTool('updateNote', '{"noteId":"n1","content":"Born in Leeds, 1942"}', ctx)).toBe(
      'Note n1 updated.',
    );
    expect(ctx.updateNote).toHaveBeenCalledWith('n1', 'Born in Leeds, 1942');
  });

  it('removeNote needs noteId and an existing note', async () => {
    expect(await runTool('removeNote', '', context())).toBe('Error: noteId is required');
    expect(await runTool('removeNote', '{"noteId":"zz"}', context())).toMatch(/^Error: Note not found/);
    const ctx = context();
    expect(await runTool('removeNote', '{"noteId":"n1"}', ctx)).toBe('Note n1 removed.');
    expect(ctx.removeNote).toHaveBeenCalledWith('n1');
  });

  it('reviewNotes also reads the narrator’s notes from earlier conversations', async () => {
    const earlier = [
      { id: 'n1', content: 'Born in Leeds, 1941', createdBy: 'walt' as const },
      { id: 'e1', content: 'Married in the spring', createdBy: 'user' as const },
    ];
    const answer = await runTool('reviewNotes', '{}', context({ earlierNotes: async () => earlier }));
    expect(answer).toBe(
      'Current notes:\n- [n1] Born in Leeds, 1941\n\nNotes from earlier conversations:\n- Married in the spring',
    );
  });

  it('reviewNotes lists the current notes', async () => {
    expect(await runTool('reviewNotes', '{}', context())).toBe('Current notes:\n- [n1] Born in Leeds, 1941');
  });

  it('askQuestion shows the predefined question by its 1-based id, or a custom one', async () => {
    const ctx = context();
    expect(await runTool('askQuestion', '{"questionId":2}', ctx)).toBe('Question card shown: Family');
    expect(ctx.showQuestionCard).toHaveBeenCalledWith({
      title: 'Family',
      text: 'Who raised you?',
      questionId: 2,
    });
    expect(await runTool('askQuestion', '{"title":"Music","text":"What did you dance to?"}', ctx)).toBe(
      'Question card shown: Music',
    );
    expect(await runTool('askQuestion', '{"questionId":9}', ctx)).toBe(TOOL_MESSAGES.cardFailed);
    expect(await runTool('askQuestion', '{"questionId":1}', context({ showQuestionCard: undefined }))).toBe(
      TOOL_MESSAGES.cardUnavailable,
    );
  });

  it('completeQuestion tracks the question', async () => {
    const ctx = context();
    expect(await runTool('completeQuestion', '{"questionId":1}', ctx)).toBe('Question 1 marked as covered.');
    expect(ctx.completeQuestion).toHaveBeenCalledWith(1);
    expect(await runTool('completeQuestion', '{"questionId":"x"}', ctx)).toBe(
      'Error: questionId is required',
    );
  });

  it('markStoryPathComplete completes the conversation and the story path', async () => {
    const ctx = context();
    expect(await runTool('markStoryPathComplete', '{}', ctx)).toMatch(/complete/);
    expect(ctx.completeConversation).toHaveBeenCalled();
    expect(ctx.completePath).toHaveBeenCalledWith('s1', 'p1');
    expect(await runTool('markStoryPathComplete', '{}', context({ pathId: null }))).toBe(
      TOOL_MESSAGES.missingStoryOrPath,
    );
    const noStory = context({ storyId: null });
    expect(await runTool('markStoryPathComplete', '{}', noStory)).toMatch(
      /^No story associated with this conversation/,
    );
    expect(noStory.completeConversation).toHaveBeenCalled();
    expect(noStory.completePath).not.toHaveBeenCalled();
    expect(await runTool('markStoryPathComplete', '{}', context({ conversationId: null }))).toBe(
      TOOL_MESSAGES.noConversation,
    );
  });

  it('nameStory needs a title and the conversation id', async () => {
    expect(await runTool('nameStory', '{}', context())).toBe('Error: title is required');
    expect(
      await runTool('nameStory', '{"title":"A Life by the Sea"}', context({ conversationId: null })),
    ).toBe(TOOL_MESSAGES.noConversation);
    expect(await runTool('nameStory', '{"title":"A Life by the Sea"}', context({ storyId: null }))).toBe(
      TOOL_MESSAGES.noStory,
    );
    const ctx = context();
    expect(await runTool('nameStory', '{"title":"A Life by the Sea"}', ctx)).toBe(
      'The story is now called "A Life by the Sea".',
    );
    expect(ctx.renameStory).toHaveBeenCalledWith('s1', 'A Life by the Sea');
  });

  it('hangUp requests the hang-up; unknown tools are named', async () => {
    const ctx = context();
    await runTool('hangUp', 'not json', ctx);
    expect(ctx.requestHangUp).toHaveBeenCalled();
    expect(await runTool('danceAJig', '{}', ctx)).toBe('Unknown function: danceAJig');
  });
});
