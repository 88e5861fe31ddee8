import { apiRequest } from '@/lib/api-client';
import type { AudioSession, CallApi } from '../lib/call-api.ts';
import type { CallNote } from '../lib/tools.ts';

const post = <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body });

/** The live call's API calls (part A §7) over the one API client. */
export const httpCallApi: CallApi = {
  createAudioSession: (conversationId) => post<AudioSession>('/api/audio-chat/session', { conversationId }),
  saveConversation: async (conversationId, messages, shouldSummarize) => {
    if (!conversationId || messages.length === 0) return;
    await post(`/api/conversations/${conversationId}/save`, { messages, shouldSummarize });
  },
  completeConversation: async (conversationId) => {
    await post(`/api/conversations/${conversationId}/complete`);
  },
  trackQuestion: async (conversationId, questionId) => {
    await post(`/api/conversations/${conversationId}/track-question`, { questionId });
  },
  listNotes: (conversationId) =>
    apiRequest<CallNote[]>(`/api/notes?conversationId=${encodeURIComponent(conversationId)}`),
  addNote: (input) => post<CallNote>('/api/notes', input),
  updateNote: (noteId, content, createdBy) =>
    apiRequest<CallNote>(`/api/notes/${noteId}`, { method: 'PUT', body: { content, createdBy } }),
  deleteNote: async (noteId) => {
    await apiRequest(`/api/notes/${noteId}`, { method: 'DELETE' });
  },
  analyzeForNotes: (conversationId, conversationContext) =>
    post('/api/ai/analyze-for-notes', { conversationId, conversationContext }),
  analyzeForQuestionCard: (conversationId, messageText, availableQuestions) =>
    post('/api/ai/analyze-for-question-card', { conversationId, messageText, availableQuestions }),
  analyzeForResearch: async (conversationId, transcriptText, storyId) => {
    await post('/api/ai/analyze-for-research', {
      conversationId,
      transcriptText,
      ...(storyId ? { storyId } : {}),
    });
  },
  completePath: async (storyId, pathId, conversationId) => {
    await post(`/api/stories/${storyId}/complete-path`, { pathId, conversationId });
  },
  renameStory: async (storyId, title) => {
    await apiRequest(`/api/stories/${storyId}`, { method: 'PUT', body: { title } });
  },
};
