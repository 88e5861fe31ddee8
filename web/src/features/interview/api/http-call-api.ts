import { ai } from '#shared/contract/routes/ai.ts';
import { audioChat } from '#shared/contract/routes/audio-chat.ts';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { notes } from '#shared/contract/routes/notes.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { ApiError, callEndpoint, callEndpointAll } from '@/lib/api-client';
import { addCallRecording } from '@/lib/queries/call-recordings';
import { uploadRecording } from '@/lib/queries/stories';
import type { CallApi } from '../lib/call-api-port.ts';
import { CALL_LOG_TEXTS } from '../texts.ts';

/**
 * Part A §8 "Saving and analysis": a refused save or analysis is logged as the spec writes it, with the HTTP
 * status ('Failed to save conversation: 500'), and fails with that text (the call's queue retries it, and a
 * failed final save shows 'Error ending call: {message}'). A failure without an answer is left as it is.
 */
const logged = async <T>(text: (status: number) => string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = text(error.status);
    console.error(message);
    throw new ApiError(message, error.status);
  }
};

/** The live call's API calls (part A §7) over the one API client: the HTTP side of the call's port. */
export const httpCallApi: CallApi = {
  createAudioSession: (conversationId) => callEndpoint(audioChat.createSession, { body: { conversationId } }),
  saveConversation: async (conversationId, messages, shouldSummarize) => {
    if (!conversationId || messages.length === 0) return;
    await logged(CALL_LOG_TEXTS.saveFailed, () =>
      callEndpoint(conversations.saveConversation, {
        params: { id: conversationId },
        body: { messages, shouldSummarize },
      }),
    );
  },
  completeConversation: async (conversationId) => {
    await callEndpoint(conversations.completeConversation, { params: { id: conversationId } });
  },
  trackQuestion: async (conversationId, questionId) => {
    await callEndpoint(conversations.trackQuestion, { params: { id: conversationId }, body: { questionId } });
  },
  listNotes: (conversationId) => callEndpointAll(notes.listNotes, { query: { conversationId } }),
  listAllNotes: () => callEndpointAll(notes.listNotes, { query: {} }),
  addNote: (input) => callEndpoint(notes.createNote, { body: input }),
  updateNote: (noteId, content, createdBy) =>
    callEndpoint(notes.updateNote, { params: { id: noteId }, body: { content, createdBy } }),
  deleteNote: async (noteId) => {
    await callEndpoint(notes.deleteNote, { params: { id: noteId } });
  },
  analyzeForNotes: (conversationId, conversationContext) =>
    logged(CALL_LOG_TEXTS.noteAnalysisFailed, () =>
      callEndpoint(ai.analyzeForNotes, { body: { conversationId, conversationContext } }),
    ),
  analyzeForQuestionCard: (conversationId, messageText, availableQuestions) =>
    logged(CALL_LOG_TEXTS.questionAnalysisFailed, () =>
      callEndpoint(ai.analyzeForQuestionCard, { body: { conversationId, messageText, availableQuestions } }),
    ),
  analyzeForResearch: (conversationId, transcriptText, storyId) =>
    callEndpoint(ai.analyzeForResearch, {
      body: { conversationId, transcriptText, ...(storyId ? { storyId } : {}) },
    }),
  completePath: async (storyId, pathId, conversationId) => {
    await callEndpoint(stories.completePath, { params: { id: storyId }, body: { pathId, conversationId } });
  },
  renameStory: async (storyId, title) => {
    await callEndpoint(stories.updateStory, { params: { id: storyId }, body: { title } });
  },
  uploadRecording,
  addCallRecording,
};
