import { SESSION_TYPES } from '#shared/constants.ts';
import type { MemorySourceKind, MemorySourceRef } from '#shared/schemas/memory.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { EmailInsightEntity, insightsOfUser } from '../../db/entities/email-insight.ts';
import { NoteEntity, notesOfUser } from '../../db/entities/note.ts';
import { StoryEntity, storiesOfUser } from '../../db/entities/story.ts';
import { entriesOfStory, StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { listMessages } from '../conversations/messages.ts';
import type { SourcedText, SourceMeta } from './identity.ts';

/** One piece of the narrator's own words (or a relative's accepted memory, with `author`), as the memory reads it. */
export interface NarratorSource extends SourceMeta {
  text: string;
  /** A relative's text (issue 25): the names it may call the narrator by, besides a kinship word. */
  relative?: { narratorNames: string[] };
}

/** The narrator's first name, as a relative may write it ("Peggy moved to Leeds in 1970"). */
export const firstNameOf = (name: string | undefined): string[] => {
  const first = name?.trim().split(/\s+/)[0] ?? '';
  return /^\p{Lu}[\p{L}'’-]+$/u.test(first) ? [first] : [];
};

/** What the memory is built from besides the sources: the summaries' follow-ups and the first path answer. */
export interface NarratorMaterial {
  sources: NarratorSource[];
  followUps: SourcedText[];
  firstPathAnswer?: SourcedText;
}

export const sourceKey = (source: Pick<SourceMeta, 'kind' | 'id'>): string => `${source.kind}:${source.id}`;

const ref = (
  kind: MemorySourceKind,
  id: string,
  excerpt: string,
  conversationId?: string,
): MemorySourceRef => ({
  kind,
  id,
  ...(conversationId ? { conversationId } : {}),
  excerpt,
});

/** The bullet lines under a summary's "follow up" heading (the AI summary writes them; the extractive one does not). */
export const followUpsOf = (summary: string | undefined): string[] => {
  if (!summary) return [];
  const lines = summary.split('\n');
  const start = lines.findIndex((line) => /follow(ing)?[\s-]up/i.test(line) && !/^\s*[-*]/.test(line));
  if (start < 0) return [];
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    const item = /^\s*[-*]\s+(.+)$/.exec(line)?.[1]?.trim();
    if (item) items.push(item);
    else if (line.trim() && items.length > 0) break;
  }
  return items;
};

const GETTING_TO_KNOW_YOU = SESSION_TYPES[0];

/**
 * The narrator's own words, and only theirs: messages with role `user`, typed and spoken story entries, the
 * notes they wrote (`createdBy: 'user'`) and what their emails said about them. Walt's lines and Walt's
 * notes are never a source of a fact about the narrator.
 */
export const gatherMaterial = async (userId: string): Promise<NarratorMaterial> => {
  const [conversations, stories, notes, insights, user] = await Promise.all([
    queryAll(ConversationEntity, conversationsOfUser(userId)),
    queryAll(StoryEntity, storiesOfUser(userId), { attributes: ['storyId'] }),
    queryAll(NoteEntity, notesOfUser(userId)),
    queryAll(EmailInsightEntity, insightsOfUser(userId)),
    getItem(UserEntity, { userId }, { consistent: false }),
  ]);
  const narratorNames = firstNameOf(user?.name);
  const sources: NarratorSource[] = [];
  const followUps: SourcedText[] = [];
  let firstPathAnswer: SourcedText | undefined;
  const oldestFirst = [...conversations].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''));
  for (const conversation of oldestFirst) {
    const { conversationId, storyId } = conversation;
    const messages = (await listMessages(conversationId)).filter(
      (message) => message.role === 'user' && message.content.trim(),
    );
    for (const message of messages)
      sources.push({
        kind: 'message',
        id: message.id,
        conversationId,
        ...(storyId ? { storyId } : {}),
        at: message.createdAt ?? conversation.createdAt,
        text: message.content,
      });
    const first = messages[0];
    if (!firstPathAnswer && first && conversation.sessionType === GETTING_TO_KNOW_YOU)
      firstPathAnswer = {
        text: first.content,
        source: ref('message', first.id, first.content, conversationId),
      };
    for (const item of followUpsOf(conversation.summary))
      followUps.push({
        text: item,
        source: ref('message', `summary-${conversationId}`, item, conversationId),
      });
  }
  for (const { storyId } of stories) {
    const entries = await queryAll(StoryEntryEntity, entriesOfStory(storyId));
    for (const entry of entries)
      if (entry.content.trim())
        sources.push({
          kind: 'entry',
          id: entry.entryId,
          storyId,
          at: entry.createdAt,
          text: entry.content,
          // A relative's accepted memory (issue 25): its facts are recorded as theirs, never as the narrator's.
          ...(entry.addedBy
            ? {
                author: {
                  name: entry.addedBy.name,
                  ...(entry.addedBy.relationship ? { relationship: entry.addedBy.relationship } : {}),
                },
                relative: { narratorNames },
              }
            : {}),
        });
  }
  for (const note of notes)
    if (note.createdBy === 'user' && note.content.trim())
      sources.push({
        kind: 'note',
        id: note.noteId,
        ...(note.conversationId ? { conversationId: note.conversationId } : {}),
        ...(note.storyId ? { storyId: note.storyId } : {}),
        at: note.createdAt,
        text: note.content,
      });
  for (const insight of insights) {
    const text = insight.biographicalInfo.user.join(' ');
    if (text.trim())
      sources.push({
        kind: 'emailInsight',
        id: insight.insightId,
        at: insight.date || insight.createdAt,
        text,
      });
  }
  sources.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || sourceKey(a).localeCompare(sourceKey(b)));
  return { sources, followUps, firstPathAnswer };
};
