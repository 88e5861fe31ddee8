import { config } from '../lib/config.ts';
import { WALT_PERSONA } from './prompts.ts';
import { type RealtimeFunctionTool, realtimeTools } from './tools.ts';

export interface InterviewQuestion {
  id: number;
  title: string;
  text: string;
}

/** Everything the server knows about the conversation about to be held. */
export interface RealtimeSessionInput {
  conversationId: string;
  narratorName?: string;
  /** The path's display name, else the session type's title. */
  title: string;
  path?: {
    name: string;
    instructions: string;
    introScript?: string;
    exitCriteria?: string;
    questions: InterviewQuestion[];
  };
  /** The question the narrator was last shown, for a returning narrator. */
  currentQuestionId?: number;
  /** The path's questions already covered in this conversation: never asked again. */
  coveredQuestionIds?: number[];
  /** The first question of the path not yet covered: where a resumed call starts. */
  nextQuestionId?: number;
  notes: { id: string; content: string; createdBy: string }[];
  /** Earlier turns of this conversation (a returning narrator); oldest first. */
  previousMessages: { role: string; content: string }[];
  /** What Walt remembers of the narrator's life across conversations (core/memory), already budgeted. */
  memory?: SessionMemory;
}

/** The narrator's memory as a session carries it: fact lines, open threads, earlier sessions' summaries. */
export interface SessionMemory {
  facts: string[];
  threads: { id: string; kind: string; question: string }[];
  earlierSessions: { title: string; summary: string }[];
  /** No earlier session with the narrator's words: this is the first time Walt talks with them. */
  firstSession: boolean;
}

/** The structured part of the session the local peer's offline interviewer follows (OpenAI reads the text). */
export interface InterviewBrief {
  conversationId: string;
  narratorName?: string;
  title: string;
  introScript?: string;
  questions: InterviewQuestion[];
  currentQuestionId?: number;
  coveredQuestionIds: number[];
  nextQuestionId?: number;
  notes: { id: string; content: string }[];
  returning: boolean;
  /** Open threads to ask before the path's questions (gaps and follow-ups), in order. */
  threads: { id: string; question: string }[];
  /** Contradictions to confirm gently, at the path's "Getting the details right". */
  confirmations: { id: string; question: string }[];
  firstSession: boolean;
}

/** The GA realtime session configuration, as sent to POST /v1/realtime/client_secrets. */
export interface RealtimeSessionConfig {
  type: 'realtime';
  model: string;
  instructions: string;
  output_modalities: ['audio'];
  audio: {
    input: {
      transcription: { model: string };
      turn_detection: {
        type: 'semantic_vad';
        eagerness: 'low';
        create_response: boolean;
        interrupt_response: boolean;
      };
      noise_reduction: { type: 'near_field' };
    };
    output: { voice: string };
  };
  tools: RealtimeFunctionTool[];
  tool_choice: 'auto';
}

export interface RealtimeSessionPlan {
  session: RealtimeSessionConfig;
  brief: InterviewBrief;
}

/** A returning narrator's transcript is capped so the instructions stay well inside the model's limits. */
const MAX_TRANSCRIPT_CHARS = 16_000;
/**
 * The notes put into the instructions: the newest first, at most MAX_NOTES of them and MAX_NOTES_BYTES of text
 * (UTF-8) together, so a conversation with thousands of notes (or long ones) cannot inflate every session's
 * instructions; a single note longer than the budget is cut. Walt reads all of them with reviewNotes.
 */
export const MAX_NOTES = 100;
export const MAX_NOTES_BYTES = 16_000;

const utf8 = new TextEncoder();
const cut = (text: string, bytes: number) => {
  const encoded = utf8.encode(text);
  return encoded.length <= bytes
    ? text
    : `${new TextDecoder().decode(encoded.slice(0, bytes)).replace(/\uFFFD$/, '')}…`;
};

/** The notes that fit, oldest first as the model reads them, and how many older ones were left out. */
export const notesInBudget = <N extends { content: string }>(notes: N[]): { kept: N[]; left: number } => {
  const kept: N[] = [];
  let size = 0;
  for (const note of [...notes].reverse()) {
    if (kept.length === MAX_NOTES || size >= MAX_NOTES_BYTES) break;
    const content = cut(note.content, MAX_NOTES_BYTES - size);
    size += utf8.encode(content).length + 1;
    kept.unshift({ ...note, content });
  }
  return { kept, left: notes.length - kept.length };
};

const transcriptTail = (messages: RealtimeSessionInput['previousMessages']): string => {
  const lines: string[] = [];
  let size = 0;
  for (const message of [...messages].reverse()) {
    if (message.role === 'system' || !message.content.trim()) continue;
    const line = `${message.role === 'user' ? 'Narrator' : 'Walt'}: ${message.content.trim()}`;
    if (size + line.length > MAX_TRANSCRIPT_CHARS) break;
    lines.unshift(line);
    size += line.length + 1;
  }
  return lines.join('\n');
};

const section = (heading: string, body: string | undefined) =>
  body?.trim() ? `\n\n# ${heading}\n${body.trim()}` : '';

/** Walt's full instructions for one conversation: persona, the path, the notes so far and any earlier turns. */
export const buildInstructions = (input: RealtimeSessionInput): string => {
  const path = input.path;
  const covered = new Set(input.coveredQuestionIds ?? []);
  const questions = path?.questions.length
    ? path.questions
        .map(
          (question) =>
            `${question.id}. ${question.title}: ${question.text}${covered.has(question.id) ? ' (already covered: do not ask it again)' : ''}`,
        )
        .join('\n')
    : undefined;
  const { kept, left } = notesInBudget(input.notes);
  const notes = kept.length
    ? [
        ...kept.map((note) => `- [${note.id}] ${note.content}`),
        ...(left ? [`(${left} older notes are not shown here: call reviewNotes to read them.)`] : []),
      ].join('\n')
    : 'No notes yet.';
  const transcript = transcriptTail(input.previousMessages);
  const who = input.narratorName
    ? `You are talking with ${input.narratorName}; call them ${input.narratorName}.`
    : '';
  const memory = input.memory;
  const threads = memory?.threads.filter((thread) => thread.kind !== 'confirm-conflict') ?? [];
  const confirmations = memory?.threads.filter((thread) => thread.kind === 'confirm-conflict') ?? [];
  return [
    WALT_PERSONA,
    section('This conversation', `${input.title}. ${who}`),
    section("This conversation's guidance", path?.instructions),
    section('How to open', path?.introScript),
    section('When this conversation is complete', path?.exitCriteria),
    section(
      'Questions to explore, in order',
      questions &&
        `${questions}\n\nTake them in order, but follow the narrator where the story leads. Before asking a question from this list, call askQuestion with its id; when it has been answered well, call completeQuestion.${input.nextQuestionId ? ` Continue with question ${input.nextQuestionId}.` : input.currentQuestionId ? ` The narrator was last on question ${input.currentQuestionId}.` : ''}`,
    ),
    section(
      `What you already know about ${input.narratorName ?? 'the narrator'}`,
      memory?.facts.length
        ? `${memory.facts.join('\n')}\n\nThis is what the narrator has told you in earlier conversations and stories. Build on it; never ask again for what is here, and never state a year marked as two versions as if it were settled.`
        : undefined,
    ),
    section(
      'Open threads to ask about',
      threads.length
        ? `${threads.map((thread) => `- ${thread.question}`).join('\n')}\n\nAsk at least one of these, gently and in your own words, before the questions of this conversation.`
        : undefined,
    ),
    section(
      'Details to confirm gently',
      confirmations.length
        ? `${confirmations.map((thread) => `- ${thread.question}`).join('\n')}\n\nThe narrator has given two versions of these. Ask when the conversation reaches the details, without suggesting they were wrong.`
        : undefined,
    ),
    section(
      'Earlier conversations',
      memory?.earlierSessions.length
        ? memory.earlierSessions.map((session) => `## ${session.title}\n${session.summary}`).join('\n\n')
        : undefined,
    ),
    section(
      'Using your tools',
      [
        '- Call addNote whenever the narrator shares a name, date, place, event or feeling worth keeping. Keep notes short and factual.',
        '- Before updating or removing a note, call reviewNotes to see the notes and their ids.',
        '- When the exit criteria are met and the questions are covered, call markStoryPathComplete, then thank the narrator.',
        '- Once you understand what the story is about, call nameStory with a warm, specific title.',
        '- When the narrator says goodbye or asks to stop, say a short warm goodbye and call hangUp.',
        '- Never read tool results or note ids aloud.',
      ].join('\n'),
    ),
    section('Your notes so far', notes),
    section(
      'Earlier in this conversation',
      transcript &&
        `${transcript}\n\nThe narrator is returning: greet them briefly by name if you know it, remind them in one sentence where you left off, and continue from there.`,
    ),
  ].join('');
};

/** Builds the one session both OpenAI and the local realtime peer receive. */
export const buildRealtimeSession = (input: RealtimeSessionInput): RealtimeSessionPlan => {
  const settings = config();
  return {
    session: {
      type: 'realtime',
      model: settings.OPENAI_REALTIME_MODEL,
      instructions: buildInstructions(input),
      output_modalities: ['audio'],
      audio: {
        input: {
          transcription: { model: settings.OPENAI_TRANSCRIPTION_MODEL },
          // Older narrators pause to remember: a patient semantic VAD does not cut them off mid-thought.
          turn_detection: {
            type: 'semantic_vad',
            eagerness: 'low',
            create_response: true,
            interrupt_response: true,
          },
          noise_reduction: { type: 'near_field' },
        },
        output: { voice: settings.OPENAI_REALTIME_VOICE },
      },
      tools: realtimeTools(),
      tool_choice: 'auto',
    },
    brief: {
      conversationId: input.conversationId,
      narratorName: input.narratorName,
      title: input.title,
      introScript: input.path?.introScript,
      questions: input.path?.questions ?? [],
      currentQuestionId: input.currentQuestionId,
      coveredQuestionIds: input.coveredQuestionIds ?? [],
      nextQuestionId: input.nextQuestionId,
      notes: notesInBudget(input.notes).kept.map((note) => ({ id: note.id, content: note.content })),
      threads: (input.memory?.threads ?? [])
        .filter((thread) => thread.kind !== 'confirm-conflict')
        .map(({ id, question }) => ({ id, question })),
      confirmations: (input.memory?.threads ?? [])
        .filter((thread) => thread.kind === 'confirm-conflict')
        .map(({ id, question }) => ({ id, question })),
      firstSession: input.memory?.firstSession ?? true,
      returning: input.previousMessages.some(
        (message) => message.role !== 'system' && message.content.trim(),
      ),
    },
  };
};
