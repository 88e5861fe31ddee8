import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EntryScreen } from '@/components/entry-screen';
import { StoryLoadError } from '@/components/story-load-error';
import { STORY_LOAD_TEXTS } from '@/components/texts';
import { type StoryDetail, useStory } from '@/lib/queries/stories';

interface StoryEntryScreenProps {
  storyId: string;
  title: string;
  intro: string;
  back: { to: string; label: string };
  /** The screen's content for the story read. */
  children: (story: StoryDetail) => ReactNode;
}

/**
 * An entry screen of an existing story (add or edit a typed note or a spoken memo): the frame at once, and
 * in it the story being read, why it could not be read (part B §8), or the screen's content for it.
 */
export const StoryEntryScreen = ({ storyId, title, intro, back, children }: StoryEntryScreenProps) => {
  const story = useStory(storyId);
  const body = () => {
    if (story.isPending) return <Text role="status">{STORY_LOAD_TEXTS.loading}</Text>;
    if (story.isError) return <StoryLoadError error={story.error} onRetry={() => void story.refetch()} />;
    return children(story.data);
  };
  return (
    <EntryScreen title={title} intro={intro} back={back}>
      {body()}
    </EntryScreen>
  );
};
