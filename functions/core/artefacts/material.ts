import type { Memory } from '#shared/schemas/memory.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import type { ArtefactPassage } from '../../ai/provider.ts';
import {
  ConversationEntity,
  conversationsOfStory,
  conversationsOfUser,
} from '../../db/entities/conversation.ts';
import { EmailInsightEntity, insightsOfUser } from '../../db/entities/email-insight.ts';
import { MessageEntity, messagesOfConversation } from '../../db/entities/message.ts';
import { NoteEntity, notesOfStory, notesOfUser } from '../../db/entities/note.ts';
import { ResearchReportEntity, reportsOfStory, reportsOfUser } from '../../db/entities/research-report.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem, queryAll, queryProjection } from '../../db/read.ts';
import { composableText, correctedSentences, factRules } from './faithful.ts';
import type { GroundingCorpus } from './grounding.ts';
import { inLifeOrder, memorySections, RESEARCH_HEADING } from './life-order.ts';

/** The heading relatives' accepted memories go under (issue 25): theirs, never the narrator's. */
export const RELATIVES_HEADING =
  'Memories added by relatives (their words, not the narrator\u2019s: name whose memory it is, with the relative\u2019s own name followed by "remembers …", and never write it as something the narrator said or remembers)';

/** Enough for a long life story (≈100k tokens); beyond it the latest material is left out, never cut mid-item. */
export const MAX_MATERIAL_CHARS = 400_000;

export interface Material {
  /**
   * The pieces a paragraph can draw on: the narrator's words (their messages, entries, their own notes and,
   * for the whole life, what their emails said about them), then research; in the order of telling, or of the
   * life for a whole-life piece. Walt's lines are context only and are no passage.
   */
  passages: ArtefactPassage[];
  /** The same as text for the model, under headings that say whose words each piece is. */
  text: string;
  /** Where each passage came from (its story and conversation, who wrote a note), for the version's sources. */
  origins: Map<string, { storyId?: string; conversationId?: string; by?: 'narrator' | 'walt' }>;
  /** What the grounding check reads: the narrator's words (with their name and titles) and the research. */
  corpus: GroundingCorpus;
}

interface Section {
  heading: string;
  lines: string[];
}

type Scope = { kind: 'story'; storyId: string } | { kind: 'owner'; userId: string };

const byCreation = <T extends { createdAt: string }>(items: T[]) =>
  [...items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));

const conversationsIn = (scope: Scope) =>
  queryProjection(
    ConversationEntity,
    scope.kind === 'story' ? conversationsOfStory(scope.storyId) : conversationsOfUser(scope.userId),
    ['conversationId', 'userId', 'storyId', 'title', 'createdAt', 'messageCount'],
  );

const storiesIn = async (scope: Scope): Promise<{ storyId: string; title?: string }[]> =>
  scope.kind === 'story'
    ? [{ storyId: scope.storyId }]
    : queryAll(StoryEntity, storiesOfUser(scope.userId), { attributes: ['storyId', 'title'] });

/**
 * Gathers the narrator's material for a generation (issue 22: described truthfully): the story's (scope
 * `current`) or all of the owner's (scope `all`). The narrator's words are their messages, typed and spoken
 * entries and their own notes; Walt's questions go along as context only; Walt's notes are left out (they
 * restate the narrator's words in Walt's); research is background to be attributed; the memory's facts come
 * with their statuses. A whole-life piece also reads what the narrator's emails said about them, and follows
 * the years of the life. Only items of `ownerId` are taken, whatever an index returns.
 */
export const gatherMaterial = async (ownerId: string, scope: Scope, memory?: Memory): Promise<Material> => {
  const whole = scope.kind === 'owner';
  const [conversations, stories, notes, reports, insights, user] = await Promise.all([
    conversationsIn(scope),
    storiesIn(scope),
    queryAll(NoteEntity, scope.kind === 'story' ? notesOfStory(scope.storyId) : notesOfUser(ownerId)),
    queryAll(
      ResearchReportEntity,
      scope.kind === 'story' ? reportsOfStory(scope.storyId) : reportsOfUser(ownerId),
    ),
    whole ? queryAll(EmailInsightEntity, insightsOfUser(ownerId)) : Promise.resolve([]),
    getItem(UserEntity, { userId: ownerId }),
  ]);
  const entries = (
    await Promise.all(stories.map(({ storyId }) => queryAll(StoryEntryEntity, entriesOfStory(storyId))))
  ).flat();
  const rules = factRules(memory);
  const own: ArtefactPassage[] = [];
  const research: ArtefactPassage[] = [];
  const origins: Material['origins'] = new Map();
  const sections: Section[] = [];
  const relatives: { name: string; text: string }[] = [];
  const add = (passage: ArtefactPassage, origin: { storyId?: string; conversationId?: string }) => {
    if (passage.byNarrator) {
      const composable = composableText(passage.id, passage.text, rules);
      own.push(composable === passage.text ? passage : { ...passage, composable });
    } else if (passage.addedBy) {
      // A relative's memory keeps its place among the story's entries; only its author's self-corrections
      // apply (the narrator's conflicts are the narrator's: a keepsake quotes the relative as theirs).
      const composable = correctedSentences(passage.text).join(' ');
      own.push(composable === passage.text ? passage : { ...passage, composable });
      relatives.push({ name: passage.addedBy.name, text: passage.text });
    } else research.push(passage);
    origins.set(`${passage.kind}:${passage.id}`, {
      ...origin,
      ...(passage.kind === 'note'
        ? { by: passage.byNarrator ? ('narrator' as const) : ('walt' as const) }
        : {}),
    });
  };

  for (const conversation of byCreation(conversations.filter((c) => c.userId === ownerId))) {
    const messages = await queryProjection(
      MessageEntity,
      messagesOfConversation(conversation.conversationId),
      ['messageId', 'role', 'content', 'seq'],
    );
    const lines: string[] = [];
    for (const message of messages.sort((a, b) => a.seq - b.seq)) {
      if (!message.content.trim() || message.role === 'system') continue;
      if (message.role === 'user') {
        add(
          { id: message.messageId, kind: 'message', text: message.content, byNarrator: true },
          { storyId: conversation.storyId, conversationId: conversation.conversationId },
        );
        lines.push(`Narrator: ${message.content}`);
      } else lines.push(`(Walt asked: ${message.content})`);
    }
    if (lines.length) sections.push({ heading: `Conversation: ${conversation.title ?? 'with Walt'}`, lines });
  }

  // The narrator's own entries, and relatives' accepted memories (issue 25): entries of the narrator's stories
  // with `addedBy`, attributed to their author and never presented as the narrator's words.
  const storyEntries = byCreation(entries.filter((entry) => entry.userId === ownerId || entry.addedBy));
  const ownEntries = storyEntries.filter((entry) => !entry.addedBy);
  const relativeEntries = storyEntries.filter((entry) => entry.addedBy);
  for (const entry of storyEntries)
    add(
      {
        id: entry.entryId,
        kind: entry.kind === 'voiceMemo' ? 'voiceMemo' : 'textEntry',
        text: entry.content,
        byNarrator: !entry.addedBy,
        ...(entry.addedBy
          ? {
              addedBy: {
                name: entry.addedBy.name,
                ...(entry.addedBy.relationship ? { relationship: entry.addedBy.relationship } : {}),
              },
            }
          : {}),
      },
      { storyId: entry.storyId },
    );
  if (ownEntries.length)
    sections.push({
      heading: "The narrator's own entries",
      lines: ownEntries.map(
        (entry) => `${entry.kind === 'voiceMemo' ? 'Spoken' : 'Written'} by the narrator: ${entry.content}`,
      ),
    });
  if (relativeEntries.length)
    sections.push({
      heading: RELATIVES_HEADING,
      lines: relativeEntries.map((entry) => {
        const { name, relationship } = entry.addedBy!;
        const who = relationship ? `${name} (${relationship}, a relative)` : `${name} (a relative)`;
        return `${FAMILY_TEXTS.remembers(who)} — their words, not the narrator's; attribute them ("${FAMILY_TEXTS.remembers(name)} …"): ${entry.content}`;
      }),
    });

  const ownNotes = byCreation(
    notes.filter((note) => note.userId === ownerId && note.createdBy === 'user' && note.content.trim()),
  );
  if (ownNotes.length) {
    for (const note of ownNotes)
      add(
        { id: note.noteId, kind: 'note', text: note.content, byNarrator: true },
        { storyId: note.storyId, conversationId: note.conversationId },
      );
    sections.push({
      heading: "The narrator's own notes",
      lines: ownNotes.map((note) => `Narrator's note: ${note.content}`),
    });
  }

  const emails = insights.filter(
    (insight) => insight.userId === ownerId && insight.biographicalInfo.user.join(' ').trim(),
  );
  if (emails.length) {
    for (const insight of emails)
      add(
        {
          id: insight.insightId,
          kind: 'emailInsight',
          text: insight.biographicalInfo.user.join(' '),
          byNarrator: true,
        },
        {},
      );
    sections.push({
      heading: "What the narrator's own emails say about them",
      lines: emails.map((insight) => `From an email: ${insight.biographicalInfo.user.join(' ')}`),
    });
  }

  const done = byCreation(
    reports.filter((report) => report.userId === ownerId && report.status === 'completed' && report.content),
  );
  if (done.length) {
    for (const report of done)
      add(
        { id: report.reportId, kind: 'research', text: report.content ?? '', byNarrator: false },
        { storyId: report.storyId, conversationId: report.conversationId },
      );
    sections.push({
      heading: RESEARCH_HEADING,
      lines: done.map((report) => `Research report "${report.title}":\n${report.content}`),
    });
  }

  if (memory) sections.push(...memorySections(memory, whole));

  let text = '';
  for (const section of sections) {
    const block = `## ${section.heading}\n\n${section.lines.join('\n')}\n\n`;
    if (text.length + block.length > MAX_MATERIAL_CHARS) break;
    text += block;
  }
  const narrated = whole ? inLifeOrder(own, memory) : own;
  return {
    passages: [...narrated, ...research],
    text: text.trim(),
    origins,
    corpus: {
      narrator: [
        user?.name ?? '',
        memory?.preferredName?.value ?? '',
        ...stories.map((story) => story.title ?? ''),
        ...own.filter((passage) => passage.byNarrator).map((passage) => passage.text),
      ].join('\n'),
      research: research.map((passage) => passage.text).join('\n'),
      relatives,
    },
  };
};

/** Whether there is anything of the narrator's to write from (part B §5: an entry or a transcript). */
export const hasMaterial = async (ownerId: string, scope: Scope): Promise<boolean> => {
  const [conversations, stories] = await Promise.all([conversationsIn(scope), storiesIn(scope)]);
  if (conversations.some((c) => c.userId === ownerId && (c.messageCount ?? 0) > 0)) return true;
  for (const { storyId } of stories) {
    const [entry] = await queryAll(StoryEntryEntity, entriesOfStory(storyId), {
      limit: 1,
      attributes: ['entryId'],
    });
    if (entry) return true;
  }
  return false;
};
