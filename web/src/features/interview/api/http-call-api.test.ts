import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { httpCallApi } from './http-call-api.ts';

const messages = [{ id: 'm1', role: 'user' as const, content: 'Hello Walt' }];

describe('the call logs refused saves and analyses as part A §8 writes them', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([503, 500])('a refused transcript save logs "Failed to save conversation: %i"', async (status) => {
    mockApi({ 'POST /api/conversations/c1/save': { status, body: { error: 'Database unavailable' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(httpCallApi.saveConversation('c1', messages, false)).rejects.toThrow(
      `Failed to save conversation: ${status}`,
    );
    expect(logged).toHaveBeenCalledWith(`Failed to save conversation: ${status}`);
  });

  it('a refused note analysis logs "Note analysis failed: {status}"', async () => {
    mockApi({ 'POST /api/ai/analyze-for-notes': { status: 429, body: { error: 'Too many requests' } } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(httpCallApi.analyzeForNotes('c1', 'user: Hello Walt')).rejects.toThrow(
      'Note analysis failed: 429',
    );
    expect(logged).toHaveBeenCalledWith('Note analysis failed: 429');
  });

  it('a refused question analysis logs "Question analysis failed: {status}"', async () => {
    mockApi({ 'POST /api/ai/analyze-for-question-card': { status: 500, text: '' } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(httpCallApi.analyzeForQuestionCard('c1', 'Where were you born?', [])).rejects.toThrow(
      'Question analysis failed: 500',
    );
    expect(logged).toHaveBeenCalledWith('Question analysis failed: 500');
  });

  it('an accepted save logs nothing', async () => {
    mockApi({ 'POST /api/conversations/c1/save': { body: {} } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await httpCallApi.saveConversation('c1', messages, true);
    expect(logged).not.toHaveBeenCalled();
  });
});
