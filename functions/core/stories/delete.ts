import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { deleteAll } from '../../db/batch.ts';
import { ConversationEntity, conversationsOfUser } from '../../db/entities/conversation.ts';
import { NoteEntity, notesOfStory } from '../../db/entities/note.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { completionsOfStory, StoryPathCompletionEntity } from '../../db/entities/story-path-completion.ts';
import { queryAll } from '../../db/read.ts';
import { deleteConversation } from '../conversations/delete.ts';
import { deleteReportsOfStory } from '../research/reports.ts';
import { deleteEntriesOfStory } from './entries.ts';
import { getStoryRecordForUser } from './stories.ts';

const conversationIdsOfStory = async (userId: string, storyId: string): Promise<string[]> => {
  const conversations = await queryAll(ConversationEntity, conversationsOfUser(userId), {
    attributes: ['conversationId', 'storyId'],
  });
  return conversations.filter((c) => c.storyId === storyId).map(({ conversationId }) => conversationId);
};

const deleteNotesOfStory = async (storyId: string): Promise<void> => {
  const notes = await queryAll(NoteEntity, notesOfStory(storyId), { attributes: ['noteId'] });
  await deleteAll(
    NoteEntity,
    notes.map(({ noteId }) => ({ noteId })),
  );
};

const deleteCompletionsOfStory = async (storyId: string): Promise<void> => {
  const completions = await queryAll(StoryPathCompletionEntity, completionsOfStory(storyId), {
    attributes: ['pathId'],
  });
  await deleteAll(
    StoryPathCompletionEntity,
    completions.map(({ pathId }) => ({ storyId, pathId })),
  );
};

/**
 * Deletes the caller's story and everything under it. The story item goes last, so a delete that fails
 * half-way can be repeated and finishes the job.
 */
export const deleteStory = async (userId: string, storyId: string): Promise<void> => {
  await getStoryRecordForUser(userId, storyId);
  for (const conversationId of await conversationIdsOfStory(userId, storyId))
    await deleteConversation(userId, conversationId);
  await deleteNotesOfStory(storyId);
  await deleteReportsOfStory(storyId);
  await deleteCompletionsOfStory(storyId);
  await deleteEntriesOfStory(storyId);
  await StoryEntity.build(DeleteItemCommand).key({ storyId }).send();
};
