import '../styles.ts';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type Journey,
  useJourneys,
  useReorderFeatured,
  useSetComingSoon,
  useSetFeatured,
} from '@/lib/queries/journeys';
import { AddJourneyDialog } from '../components/add-journey-dialog.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { ErrorNotice, LoadingNotice } from '../components/error-notice.tsx';
import { SortableList } from '../components/sortable-list.tsx';
import { featuredOf, guidedInterviewCount } from '../lib/journeys.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

interface FeaturedRowProps {
  journey: Journey;
  onComingSoon: (comingSoon: boolean) => void;
  onRemove: () => void;
  removing: boolean;
}

const FeaturedRow = ({ journey, onComingSoon, onRemove, removing }: FeaturedRowProps) => (
  <Paper withBorder p="sm">
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Stack gap={2}>
        <Text fw={600}>{journey.name}</Text>
        <Text c="dimmed" fz="sm">
          {T.guidedInterviews(guidedInterviewCount(journey))}
        </Text>
      </Stack>
      <Group gap="md" wrap="nowrap">
        <Switch
          label={T.comingSoon}
          aria-label={T.comingSoonLabel(journey.name)}
          checked={journey.comingSoon}
          onChange={(event) => onComingSoon(event.currentTarget.checked)}
        />
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={T.removeFeaturedLabel(journey.name)}
          disabled={removing}
          onClick={onRemove}
        >
          <IconX size={20} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  </Paper>
);

/** /admin/featured-journeys: the journeys of the journey chooser, in order, with Coming Soon switches. */
export const FeaturedJourneysRoute = () => {
  const list = useJourneys();
  const reorder = useReorderFeatured();
  const comingSoon = useSetComingSoon();
  const setFeatured = useSetFeatured();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<{ title: string; error: unknown }>();
  const fail = (title: string) => (error: unknown) => setFailure({ title, error });

  const body = () => {
    if (list.isPending) return <LoadingNotice />;
    if (list.isError)
      return (
        <ErrorNotice title={T.fetchJourneysFailed} error={list.error} onRetry={() => void list.refetch()} />
      );
    const featured = featuredOf(list.data);
    if (featured.length === 0) return <Text>{T.noFeatured}</Text>;
    return (
      <SortableList
        label={T.featuredTitle}
        items={featured}
        idOf={(journey) => journey.id}
        handleLabel={(journey) => T.dragJourney(journey.name)}
        onReorder={(next) => {
          setFailure(undefined);
          reorder.mutate(
            next.map((journey) => journey.id),
            { onError: fail(T.reorderJourneysFailed) },
          );
        }}
        renderItem={(journey) => (
          <FeaturedRow
            journey={journey}
            removing={setFeatured.isPending}
            onComingSoon={(value) => {
              setFailure(undefined);
              comingSoon.mutate(
                { id: journey.id, comingSoon: value },
                { onError: fail(T.updateComingSoonFailed) },
              );
            }}
            onRemove={() => {
              setFailure(undefined);
              setFeatured.mutate(
                { id: journey.id, featured: false },
                { onError: fail(T.removeFeaturedFailed) },
              );
            }}
          />
        )}
      />
    );
  };

  const candidates = (list.data ?? []).filter((journey) => !journey.featured);
  return (
    <AdminPage
      title={T.featuredTitle}
      actions={
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => setAdding(true)}
          disabled={!list.data}
        >
          {T.addJourney}
        </Button>
      }
    >
      <Text>{T.featuredIntro}</Text>
      {failure && <ErrorNotice title={failure.title} error={failure.error} />}
      {body()}
      <AddJourneyDialog
        opened={adding}
        journeys={candidates}
        adding={setFeatured.isPending}
        onClose={() => setAdding(false)}
        onAdd={(journey) => {
          setFailure(undefined);
          setFeatured.mutate(
            { id: journey.id, featured: true },
            { onSuccess: () => setAdding(false), onError: fail(T.addFeaturedFailed) },
          );
        }}
      />
    </AdminPage>
  );
};
