import type { StoryResearchInput } from '@/lib/queries/research';
import type { StoryDetail, TranscriptEntry } from '@/lib/queries/stories';

/** How much transcript the story page sends for research (the newest conversations first). */
export const MAX_RESEARCH_TRANSCRIPT_CHARS = 60_000;

type Turn = TranscriptEntry['transcript'][number];

const roleOf = (turn: Turn): string => {
  const role = turn.role ?? turn.speaker;
  return role === 'assistant' || role === 'system' ? role : 'user';
};

const lineOf = (turn: Turn): string | undefined => {
  const text = (turn.content ?? turn.text ?? turn.message ?? '').replace(/\s*\n\s*/g, ' ').trim();
  return text ? `${roleOf(turn)}: ${text}` : undefined;
};

/** What `POST /api/ai/analyze-for-research` is sent from the story page (part B §7), less the storyId. */
export type ResearchRequest = StoryResearchInput;

/**
 * The story's transcripts as 'role: text' lines, newest conversation first and within the bound, with the
 * newest conversation's id; `undefined` when the story has no transcript to research.
 */
export const researchRequestOf = (
  story: Pick<StoryDetail, 'transcriptEntries'>,
): ResearchRequest | undefined => {
  const entries = [...(story.transcriptEntries ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const parts: string[] = [];
  let conversationId: string | undefined;
  let length = 0;
  for (const entry of entries) {
    if (length >= MAX_RESEARCH_TRANSCRIPT_CHARS) break;
    const text = entry.transcript.flatMap((turn) => lineOf(turn) ?? []).join('\n');
    if (!text) continue;
    conversationId ??= entry.conversationId;
    parts.push(text);
    length += text.length + 1;
  }
  if (!conversationId) return undefined;
  return { transcriptText: parts.join('\n').slice(0, MAX_RESEARCH_TRANSCRIPT_CHARS), conversationId };
};
