import type { ArtefactPassage } from '../../ai/provider.ts';
import {
  ConversationEntity,
  conversationsOfStory,
  conversationsOfUser,
} from '../../db/entities/conversation.ts';
import { MessageEntity, messagesOfConversation } from '../../db/entities/message.ts';
import { NoteEntity, notesOfStory, notesOfUser } from '../../db/entities/note.ts';
import { ResearchReportEntity, reportsOfStory, reportsOfUser } from '../../db/entities/research-report.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { queryAll, queryProjection } from '../../db/read.ts';

/** Enough for a long life story (≈100k tokens); beyond it the latest material is left out, never cut mid-item. */
export const MAX_MATERIAL_CHARS = 400_000;

export interface Material {
  /** Every piece, in order: conversations, then entries, notes and research, oldest first within each. */
  passages: ArtefactPassage[];
  /** The same as text for the model, under headings that say whose words each piece is. */
  text: string;
  /** Where each passage came from (its story and conversation), for the version's sources. */
  origins: Map<string, { storyId?: string; conversationId?: string }>;
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

const storyIdsIn = async (scope: Scope): Promise<string[]> =>
  scope.kind === 'story'
    ? [scope.storyId]
    : (await queryAll(StoryEntity, storiesOfUser(scope.userId), { attributes: ['storyId'] })).map(
        ({ storyId }) => storyId,
      );

/**
 * Gathers the narrator's material for a generation: the story's (scope `current`) or all of the owner's
 * (scope `all`): transcripts of their conversations, typed and spoken entries, notes and completed research.
 * Only items of `ownerId` are taken, whatever an index returns.
 */
export const gatherMaterial = async (ownerId: string, scope: Scope): Promise<Material> => {
  const [conversations, storyIds, notes, reports] = await Promise.all([
    conversationsIn(scope),
    storyIdsIn(scope),
    queryAll(NoteEntity, scope.kind === 'story' ? notesOfStory(scope.storyId) : notesOfUser(ownerId)),
    queryAll(
      ResearchReportEntity,
      scope.kind === 'story' ? reportsOfStory(scope.storyId) : reportsOfUser(ownerId),
    ),
  ]);
  const entries = (
    await Promise.all(storyIds.map((storyId) => queryAll(StoryEntryEntity, entriesOfStory(storyId))))
  ).flat();
  const passages: ArtefactPassage[] = [];
  const origins: Material['origins'] = new Map();
  const sections: Section[] = [];
  const add = (passage: ArtefactPassage, origin: { storyId?: string; conversationId?: string }) => {
    passages.push(passage);
    origins.set(`${passage.kind}:${passage.id}`, origin);
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
      const byNarrator = message.role === 'user';
      add(
        { id: message.messageId, kind: 'message', text: message.content, byNarrator },
        { storyId: conversation.storyId, conversationId: conversation.conversationId },
      );
      lines.push(`${byNarrator ? 'Narrator' : 'Walt'}: ${message.content}`);
    }
    if (lines.length) sections.push({ heading: `Conversation: ${conversation.title ?? 'with Walt'}`, lines });
  }

  const ownEntries = byCreation(entries.filter((entry) => entry.userId === ownerId));
  if (ownEntries.length) {
    const lines: string[] = [];
    for (const entry of ownEntries) {
      add(
        {
          id: entry.entryId,
          kind: entry.kind === 'voiceMemo' ? 'voiceMemo' : 'textEntry',
          text: entry.content,
          byNarrator: true,
        },
        { storyId: entry.storyId },
      );
      lines.push(`${entry.kind === 'voiceMemo' ? 'Spoken' : 'Written'} by the narrator: ${entry.content}`);
    }
    sections.push({ heading: "The narrator's own entries", lines });
  }

  const ownNotes = byCreation(notes.filter((note) => note.userId === ownerId));
  if (ownNotes.length) {
    const lines: string[] = [];
    for (const note of ownNotes) {
      const byNarrator = note.createdBy === 'user';
      add(
        { id: note.noteId, kind: 'note', text: note.content, byNarrator },
        { storyId: note.storyId, conversationId: note.conversationId },
      );
      lines.push(`${byNarrator ? "Narrator's note" : "Walt's note"}: ${note.content}`);
    }
    sections.push({ heading: 'Notes', lines });
  }

  const done = byCreation(
    reports.filter((report) => report.userId === ownerId && report.status === 'completed' && report.content),
  );
  if (done.length) {
    const lines: string[] = [];
    for (const report of done) {
      add(
        { id: report.reportId, kind: 'research', text: report.content ?? '', byNarrator: false },
        { storyId: report.storyId, conversationId: report.conversationId },
      );
      lines.push(`Research report "${report.title}":\n${report.content}`);
    }
    sections.push({ heading: 'Research reports (historical background, not the narrator’s words)', lines });
  }

  let text = '';
  for (const section of sections) {
    const block = `## ${section.heading}\n\n${section.lines.join('\n')}\n\n`;
    if (text.length + block.length > MAX_MATERIAL_CHARS) break;
    text += block;
  }
  return { passages, text: text.trim(), origins };
};

/** Whether there is anything of the narrator's to write from (part B §5: an entry or a transcript). */
export const hasMaterial = async (ownerId: string, scope: Scope): Promise<boolean> => {
  const [conversations, storyIds] = await Promise.all([conversationsIn(scope), storyIdsIn(scope)]);
  if (conversations.some((c) => c.userId === ownerId && (c.messageCount ?? 0) > 0)) return true;
  for (const storyId of storyIds) {
    const [entry] = await queryAll(StoryEntryEntity, entriesOfStory(storyId), {
      limit: 1,
      attributes: ['entryId'],
    });
    if (entry) return true;
  }
  return false;
};
