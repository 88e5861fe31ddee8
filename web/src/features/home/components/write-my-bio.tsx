import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { BIOGRAPHY_FORMAT_ID } from '@/lib/queries/formats';
import { useStoryTitled } from '@/lib/queries/stories';
import { withStartGeneration } from '@/lib/start-generation';
import { HOME_TEXTS } from '../texts.ts';

/**
 * Write My Bio: opens the Biography format's generation page for the story the biography is kept under,
 * asking it to start at once, so the narrator watches it being written and then opens the result.
 */
export const WriteMyBio = () => {
  const navigate = useNavigate();
  // The story the biography is kept under: 'My Biography' if there is one, else the newest story.
  const story = useStoryTitled(HOME_TEXTS.biographyStoryTitle);
  const onClick = () =>
    story.mutate(undefined, {
      onSuccess: (storyId) =>
        navigate(paths.storyFormat(storyId, BIOGRAPHY_FORMAT_ID), { state: withStartGeneration() }),
    });
  return (
    <>
      <Button size="md" w="fit-content" onClick={onClick} loading={story.isPending}>
        {HOME_TEXTS.writeMyBio}
      </Button>
      {story.isError && <StatusMessage tone="error">{HOME_TEXTS.writeMyBioFailed}</StatusMessage>}
    </>
  );
};
