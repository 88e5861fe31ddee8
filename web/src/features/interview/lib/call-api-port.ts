import type * as ai from '#shared/contract/ai.ts';
import type * as audioChat from '#shared/contract/audio-chat.ts';
import type { BodyOf, ResponseOf } from '#shared/contract/endpoint.ts';
import type * as notes from '#shared/contract/notes.ts';
import type { Message } from '#shared/schemas/conversation.ts';
import type { AddCallRecordingBody } from '#shared/schemas/voice.ts';
import type { CallNote } from './tools.ts';

/** A line of the call's transcript as the screen shows it (pending while Walt is still saying it). */
export interface CallMessage {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  status: 'final' | 'pending';
}

/** The question shown on the card; `questionId` when it is one of the path's questions. */
export interface QuestionCard {
  title: string;
  text: string;
  questionId?: number;
}

type Session = ResponseOf<typeof audioChat.createSession>;
/** What the call reads of a new voice session; `offline` when Walt runs on the offline interviewer. */
export type AudioSession = Pick<Session, 'clientSecret' | 'hasExistingMessages' | 'sdpUrl'> &
  Partial<Pick<Session, 'offline' | 'maxCallSeconds'>>;

/** A transcript line as it is saved. */
export type SavedMessage = Pick<Message, 'id' | 'role' | 'content'>;
export type NoteAuthor = CallNote['createdBy'];
export type NewCallNote = Pick<
  BodyOf<typeof notes.createNote>,
  'id' | 'content' | 'conversationId' | 'storyId' | 'createdBy'
>;
export type NoteAnalysis = ResponseOf<typeof ai.analyzeForNotes>;
export type AvailableQuestion = BodyOf<typeof ai.analyzeForQuestionCard>['availableQuestions'][number];
export type QuestionCardAnalysis = ResponseOf<typeof ai.analyzeForQuestionCard>;
/** Research analysis: the topics found and how many of them were queued as research (the first ones). */
export type ResearchAnalysis = ResponseOf<typeof ai.analyzeForResearch>;

/**
 * The port through which the live call reaches the API (part A §7): the controller depends on this, the
 * screen injects the HTTP implementation (../api/http-call-api.ts) and the tests inject fakes.
 */
export interface CallApi {
  createAudioSession(conversationId: string): Promise<AudioSession>;
  saveConversation(conversationId: string, messages: SavedMessage[], shouldSummarize: boolean): Promise<void>;
  completeConversation(conversationId: string): Promise<void>;
  trackQuestion(conversationId: string, questionId: number): Promise<void>;
  listNotes(conversationId: string): Promise<CallNote[]>;
  /** Every note of the narrator, oldest first (reviewNotes reads the earlier conversations' too). */
  listAllNotes?(): Promise<CallNote[]>;
  addNote(input: NewCallNote): Promise<CallNote>;
  updateNote(noteId: string, content: string, createdBy: NoteAuthor): Promise<CallNote>;
  deleteNote(noteId: string): Promise<void>;
  analyzeForNotes(conversationId: string, conversationContext: string): Promise<NoteAnalysis>;
  analyzeForQuestionCard(
    conversationId: string,
    messageText: string,
    availableQuestions: AvailableQuestion[],
  ): Promise<QuestionCardAnalysis>;
  analyzeForResearch(
    conversationId: string,
    transcriptText: string,
    storyId?: string,
  ): Promise<ResearchAnalysis | undefined>;
  completePath(storyId: string, pathId: string, conversationId: string): Promise<void>;
  renameStory(storyId: string, title: string): Promise<void>;
  /** Uploads a segment of the call's recording like a memo; answers its upload id (issue 26). */
  uploadRecording?(recording: Blob): Promise<string>;
  /** Links an uploaded segment, and the narrator's turns in it, to the conversation (issue 26). */
  addCallRecording?(conversationId: string, body: AddCallRecordingBody): Promise<void>;
}
