import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { withStartGeneration } from '@/lib/start-generation';
import { BIOGRAPHY_FORMAT_ID, useBiographyStory } from '../api/write-my-bio.ts';
import { HOME_TEXTS } from '../texts.ts';

/**
 * Write My Bio: opens the Biography format's generation page for the story the biography is kept under,
 * asking it to start at once, so the narrator watches it being written and then opens the result.
 */
export const WriteMyBio = () => {
  const navigate = useNavigate();
  const story = useBiographyStory();
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
