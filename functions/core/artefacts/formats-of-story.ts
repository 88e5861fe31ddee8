import type { Format } from '#shared/schemas/format.ts';
import { CONVERSATION_TEXTS, FORMAT_TEXTS } from '#shared/texts.ts';
import { JourneyEntity } from '../../db/entities/journey.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { getItem } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type FormatRecord, findFormatRecord, formatsByIds, listFormats } from '../formats/formats.ts';

export const findFormatRecordOrThrow = async (formatId: string): Promise<FormatRecord> => {
  const record = await findFormatRecord(formatId);
  if (!record) throw new NotFoundError(FORMAT_TEXTS.formatNotFound);
  return record;
};

/** What a format writes from: the one story, or every story and conversation of its owner. */
export const scopeOf = (contentScope: string, storyId: string, ownerId: string) =>
  contentScope === 'all'
    ? ({ kind: 'owner', userId: ownerId } as const)
    : ({ kind: 'story', storyId } as const);

/**
 * The formats a story can be turned into: its journey's target formats (in the journey's order; one since
 * deleted is left out), or every format when the story follows no journey or its journey lists none.
 */
export const formatsForStory = async (userId: string, storyId: string): Promise<Format[]> => {
  const story = await getItem(StoryEntity, { storyId });
  if (!story || story.userId !== userId) throw new NotFoundError(CONVERSATION_TEXTS.storyNotFound);
  const journey = story.journeyId ? await getItem(JourneyEntity, { journeyId: story.journeyId }) : undefined;
  if (journey?.formatIds.length) return formatsByIds(journey.formatIds);
  return listFormats();
};
