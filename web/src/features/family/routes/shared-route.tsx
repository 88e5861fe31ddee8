import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { LoadFailed } from '@/components/load-failed';
import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { type SharedCircle, useLeaveCircle, useShared } from '@/lib/queries/family';
import { FAMILY_TEXTS, familyDate, roleName, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

const Circle = ({ circle, onLeave }: { circle: SharedCircle; onLeave: () => void }) => {
  const name = circle.narrator.name;
  const headingId = `circle-${circle.narrator.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h3" id={headingId}>
            {T.circleTitle(name)}
          </Title>
          <Text c="dimmed">{T.yourPlace(circle.relationship, roleName(circle.role))}</Text>
        </Stack>
        {circle.stories.length === 0 ? (
          <Text>{T.noSharedStories(name)}</Text>
        ) : (
          <ul className={lists.list}>
            {circle.stories.map((story) => (
              <li key={story.id}>
                <Anchor component={Link} to={paths.sharedStory(story.id)} fz="lg" fw={600}>
                  {T.storyTitle(story.title)}
                </Anchor>
                <Text c="dimmed" fz="sm">
                  {familyDate(story.updatedAt)}
                </Text>
              </li>
            ))}
          </ul>
        )}
        <Group>
          <Button variant="default" color="red.9" onClick={onLeave} aria-label={T.leaveLabel(name)}>
            {FAMILY_TEXTS.leave}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};

const Circles = () => {
  const shared = useShared();
  const leave = useLeaveCircle();
  const [leaving, setLeaving] = useState<SharedCircle>();
  if (shared.isPending)
    return (
      <Text role="status" fz="lg">
        {T.loading}
      </Text>
    );
  if (shared.isError) return <LoadFailed message={T.loadFailed} onRetry={() => void shared.refetch()} />;
  if (shared.data.length === 0) return <Text fz="lg">{T.noCircles}</Text>;
  return (
    <Stack gap="md">
      {leave.isError && <StatusMessage tone="error">{T.leaveFailed}</StatusMessage>}
      <ul className={lists.list}>
        {shared.data.map((circle) => (
          <Circle key={circle.narrator.id} circle={circle} onLeave={() => setLeaving(circle)} />
        ))}
      </ul>
      <ConfirmDeleteModal
        opened={leaving !== undefined}
        title={T.leaveTitle}
        message={leaving ? T.confirmLeave(leaving.narrator.name) : ''}
        deleting={leave.isPending}
        confirmLabel={T.leaveConfirm}
        onCancel={() => setLeaving(undefined)}
        onConfirm={() => {
          if (leaving) leave.mutate(leaving.narrator.id, { onSettled: () => setLeaving(undefined) });
        }}
      />
    </Stack>
  );
};

/** /shared, "Shared with you" (issue 25): the circles the user belongs to and the stories each shares. */
export const SharedRoute = () => (
  <PageShell pageTitle={FAMILY_TEXTS.sharedTitle}>
    <PageIntro back={T.backToDashboard} title={FAMILY_TEXTS.sharedTitle} intro={T.sharedIntro} />
    <Circles />
  </PageShell>
);
