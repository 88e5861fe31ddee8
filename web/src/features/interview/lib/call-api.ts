import type { CallNote } from './tools.ts';

export interface CallMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  status: 'final' | 'pending';
}

export interface QuestionCard {
  title: string;
  text: string;
  questionId?: number;
}

export interface AudioSession {
  clientSecret: string;
  hasExistingMessages: boolean;
  sdpUrl: string;
  /** Walt runs on the offline interviewer: he cannot hear speech, so the narrator types. */
  offline?: boolean;
}

/** The API calls the live call makes (part A §7), injected so the controller is testable. */
export interface CallApi {
  createAudioSession(conversationId: string): Promise<AudioSession>;
  saveConversation(
    conversationId: string,
    messages: { id: string; role: string; content: string }[],
    shouldSummarize: boolean,
  ): Promise<void>;
  completeConversation(conversationId: string): Promise<void>;
  trackQuestion(conversationId: string, questionId: number): Promise<void>;
  listNotes(conversationId: string): Promise<CallNote[]>;
  addNote(input: {
    content: string;
    conversationId: string;
    storyId?: string;
    createdBy: 'walt' | 'user';
  }): Promise<CallNote>;
  updateNote(noteId: string, content: string, createdBy: 'walt' | 'user'): Promise<CallNote>;
  deleteNote(noteId: string): Promise<void>;
  analyzeForNotes(
    conversationId: string,
    conversationContext: string,
  ): Promise<{ shouldTakeNote: boolean; noteContent?: string }>;
  analyzeForQuestionCard(
    conversationId: string,
    messageText: string,
    availableQuestions: { id: number; title: string; text: string }[],
  ): Promise<{
    shouldShowQuestionCard: boolean;
    predefinedQuestionId?: number | null;
    customQuestion?: string | null;
  }>;
  analyzeForResearch(conversationId: string, transcriptText: string, storyId?: string): Promise<void>;
  completePath(storyId: string, pathId: string, conversationId: string): Promise<void>;
  renameStory(storyId: string, title: string): Promise<void>;
}
