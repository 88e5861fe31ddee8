import type { RealtimeSessionPlan } from './realtime-session.ts';
import type {
  ArtefactGeneration,
  BiographicalFacts,
  EmailSummary,
  NoteAnalysis,
  QuestionCardAnalysis,
  ResearchFindings,
  ResearchTopic,
} from './schemas.ts';

export interface TranscriptLine {
  role: string;
  content: string;
}

export interface AvailableQuestion {
  id: number;
  title: string;
  text: string;
}

export interface MintedRealtimeSession {
  clientSecret: string;
  /** Epoch seconds after which the secret can no longer open a call. */
  expiresAt: number;
  /** Where the browser posts its SDP offer. */
  sdpUrl: string;
  model: string;
}

/**
 * Port: every use Walt makes of a language model, named by that use (ARCHITECTURE §4). Adapters: `openai`
 * and `offline`. Failures are AiUnavailableError (retry may help), AiRefusedError (it will not) or
 * AiOutputError (the model's answer did not fit its schema).
 */
export interface AiProvider {
  readonly name: 'openai' | 'offline';
  summariseTranscript(input: { transcript: TranscriptLine[]; title?: string }): Promise<string>;
  analyseForNote(input: { conversationContext: string }): Promise<NoteAnalysis>;
  analyseForQuestionCard(input: {
    messageText: string;
    availableQuestions: AvailableQuestion[];
  }): Promise<QuestionCardAnalysis>;
  extractResearchTopics(input: { transcriptText: string }): Promise<ResearchTopic[]>;
  /** `excerpt` is what the narrator said about the topic, so the report can connect back to their story. */
  researchTopic(input: ResearchTopic & { excerpt?: string }): Promise<ResearchFindings>;
  generateArtefact(input: { writerPrompt: string; material: string }): Promise<ArtefactGeneration>;
  transcribeAudio(input: { audio: Uint8Array; fileName: string; contentType: string }): Promise<string>;
  summariseEmail(input: {
    subject: string;
    sender: string;
    date: string;
    body: string;
  }): Promise<EmailSummary>;
  extractBiographicalFacts(input: { summaries: string[] }): Promise<BiographicalFacts>;
  mintRealtimeSession(plan: RealtimeSessionPlan): Promise<MintedRealtimeSession>;
}
