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

/**
 * One piece of the narrator's material given to an artefact generation: a transcript message, a typed or
 * spoken entry, a note or a research report. `byNarrator` marks the narrator's own words (the only ones the
 * offline provider may use).
 */
export interface ArtefactPassage {
  id: string;
  kind: 'message' | 'textEntry' | 'voiceMemo' | 'note' | 'research' | 'emailInsight';
  text: string;
  byNarrator: boolean;
  /**
   * What the offline composer may copy of a narrator's passage (issue 22): its sentences with the narrator's
   * self-corrections applied, without those asserting one value of an open conflict or a superseded value.
   * Absent: the text as it is.
   */
  composable?: string;
  /**
   * A relative's accepted memory (issue 25): its author. Not the narrator's words (`byNarrator` is false); a
   * keepsake may use it only attributed to them ("Ruth remembers …").
   */
  addedBy?: { name: string; relationship?: string };
}

export interface ArtefactRequest {
  writerPrompt: string;
  material: string;
  passages?: ArtefactPassage[];
  title?: string;
  /** On the one regeneration: the names and years of the first answer that the material does not hold. */
  unsupported?: string[];
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
  /**
   * Writes a piece from the narrator's material with a format's creative instructions (`writerPrompt`); the
   * adapter appends the technical instructions. `material` is the whole material as text; `passages`, when
   * given, the same material piece by piece; `title` the story's title.
   */
  generateArtefact(input: ArtefactRequest): Promise<ArtefactGeneration>;
  transcribeAudio(input: { audio: Uint8Array; fileName: string; contentType: string }): Promise<string>;
  summariseEmail(input: {
    subject: string;
    sender: string;
    date: string;
    body: string;
  }): Promise<EmailSummary>;
  extractBiographicalFacts(input: { summaries: string[] }): Promise<BiographicalFacts>;
  mintRealtimeSession(plan: RealtimeSessionPlan): Promise<MintedRealtimeSession>;
  /**
   * What one passage of the narrator's own words states for their memory (structured output, with the words
   * that state each fact). Optional: without it the deterministic offline extractor is used.
   */
  extractMemory?(input: { text: string }): Promise<MemoryExtractionResult>;
}

/** A passage's facts, gaps and preferred name, in the memory's own shapes (shared/schemas/memory.ts). */
export interface MemoryExtractionResult {
  claims: {
    kind: 'person' | 'place' | 'event' | 'relation' | 'date';
    subject: string;
    predicate: string;
    value: string;
    date: { year: number; approx: boolean } | null;
    superseded: boolean;
    excerpt: string;
  }[];
  threads: {
    kind: 'missing-name' | 'missing-date' | 'missing-place';
    about: string;
    question: string;
    excerpt: string;
    fact?: { subject: string; predicate: string; value: string };
  }[];
  preferredName?: { value: string; excerpt: string };
}
