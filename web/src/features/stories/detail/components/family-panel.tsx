import { Anchor, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Contributor } from '#shared/schemas/story.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';
import { ContributionCard } from '@/components/contribution-card';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAnswerContribution, useStoryContributions, useStorySharing } from '@/lib/queries/family';
import type { StoryDetail } from '@/lib/queries/stories';
import { STORY_TEXTS } from '../texts.ts';

/** "Share with my family circle": off by default; the switch says at once what the server now holds. */
const SharingSwitch = ({ story }: { story: StoryDetail }) => {
  const sharing = useStorySharing(story.id);
  const [failed, setFailed] = useState<string>();
  // What the narrator asked for shows at once, until the server has answered (and the story is read again).
  const [wanted, setWanted] = useState<boolean>();
  const shared = wanted ?? !!story.shared;
  return (
    <Stack gap="xs">
      <Switch
        size="lg"
        label={FAMILY_TEXTS.shareToggle}
        aria-describedby="sharing-state"
        checked={shared}
        disabled={sharing.isPending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setFailed(undefined);
          setWanted(next);
          sharing.mutate(next, {
            onError: (error) => setFailed(messageOf(error, STORY_TEXTS.family.sharingFailed)),
            onSettled: () => setWanted(undefined),
          });
        }}
      />
      <Text id="sharing-state" c="dimmed">
        {shared ? STORY_TEXTS.family.sharedOn : STORY_TEXTS.family.sharedOff}
      </Text>
      {failed && <StatusMessage tone="error">{failed}</StatusMessage>}
    </Stack>
  );
};

/** The memories relatives added to this story and that wait for the narrator's answer. */
const Contributions = ({ storyId }: { storyId: string }) => {
  const contributions = useStoryContributions(storyId);
  const answer = useAnswerContribution();
  const pending = (contributions.data ?? []).filter((contribution) => contribution.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={3}>{STORY_TEXTS.family.contributionsTitle}</Title>
      {answer.isError && (
        <StatusMessage tone="error">{messageOf(answer.error, STORY_TEXTS.family.answerFailed)}</StatusMessage>
      )}
      <ul className={lists.list}>
        {pending.map((contribution) => (
          <ContributionCard
            key={contribution.id}
            contribution={contribution}
            headingOrder={4}
            busy={answer.isPending && answer.variables?.id === contribution.id}
            onAnswer={(accept) => answer.mutate({ storyId, id: contribution.id, accept })}
          />
        ))}
      </ul>
    </Stack>
  );
};

/** The story and the narrator's family circle (issue 25): sharing it, and the memories relatives added. */
export const FamilyPanel = ({ story }: { story: StoryDetail }) => (
  <TitledSection titleId="family-title" title={STORY_TEXTS.family.title}>
    <SharingSwitch story={story} />
    <Contributions storyId={story.id} />
    <Anchor component={Link} to={paths.family} w="fit-content">
      {STORY_TEXTS.family.manageCircle}
    </Anchor>
  </TitledSection>
);

/** "Added by Ruth, daughter" under an entry a relative added. */
export const AddedBy = ({ addedBy }: { addedBy: Contributor | undefined }) =>
  addedBy ? (
    <Text c="dimmed" fs="italic" mt="xs">
      {FAMILY_TEXTS.addedBy(addedBy.name, addedBy.relationship)}
    </Text>
  ) : null;
