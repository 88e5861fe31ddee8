import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EntryScreen } from '@/components/entry-screen';
import { STORY_LOAD_TEXTS } from '@/components/texts';
import { type StoryDetail, useStory } from '@/lib/queries/stories';
import { StoryLoadRedirect } from './story-load-redirect.tsx';

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
 * in it the story being read or the screen's content for it; a story that cannot be read sends the narrator
 * home with the reason (part B §8).
 */
export const StoryEntryScreen = ({ storyId, title, intro, back, children }: StoryEntryScreenProps) => {
  const story = useStory(storyId);
  const body = () => {
    if (story.isPending) return <Text role="status">{STORY_LOAD_TEXTS.loading}</Text>;
    if (story.isError) return <StoryLoadRedirect error={story.error} />;
    return children(story.data);
  };
  return (
    <EntryScreen title={title} intro={intro} back={back}>
      {body()}
    </EntryScreen>
  );
};
