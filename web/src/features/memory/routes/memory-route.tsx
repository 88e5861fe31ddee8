import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import lists from '@/components/plain-list.module.css';
import { TitledSection } from '@/components/titled-section';
import { paths } from '@/config/paths';
import { useMemory } from '@/lib/queries/memory';
import { ConflictCard } from '../components/conflict-card.tsx';
import { FactItem } from '../components/fact-item.tsx';
import classes from '../components/memory.module.css';
import { type MemoryView, memoryView } from '../lib/memory-view.ts';
import { MEMORY_TEXTS } from '../texts.ts';

/**
 * A titled section of the page listing `items`, each drawn by `item` (with its key); `none` is said when
 * there are none.
 */
const ListSection = <T,>({
  id,
  title,
  intro,
  none,
  items,
  item,
  list: List = 'ul',
  className = lists.list,
}: {
  id: string;
  title: string;
  intro?: string;
  none: string;
  items: readonly T[];
  item: (item: T) => ReactNode;
  list?: 'ul' | 'ol';
  className?: string;
}) => (
  <TitledSection titleId={id} title={title}>
    {items.length ? (
      <>
        {intro && <Text>{intro}</Text>}
        <List className={className}>{items.map(item)}</List>
      </>
    ) : (
      <Text c="dimmed">{none}</Text>
    )}
  </TitledSection>
);

/** A year of the timeline ("1961", "around 1970") with the facts of that year. */
const YearItem = ({ year }: { year: MemoryView['timeline'][number] }) => (
  <li className={classes.year}>
    <Stack gap="sm">
      <Title order={3}>{year.heading}</Title>
      <ul className={lists.list}>
        {year.facts.map((shown) => (
          <FactItem key={shown.fact.id} shown={shown} />
        ))}
      </ul>
    </Stack>
  </li>
);

const Sections = ({ view }: { view: MemoryView }) => (
  <>
    {view.preferredName && (
      <Stack gap={4}>
        <Text fz="lg">{MEMORY_TEXTS.callsYou(view.preferredName)}</Text>
        <Anchor component={Link} to={paths.profile} w="fit-content">
          {MEMORY_TEXTS.changeName}
        </Anchor>
      </Stack>
    )}
    <ListSection
      id="memory-timeline"
      title={MEMORY_TEXTS.timeline}
      none={MEMORY_TEXTS.noTimeline}
      list="ol"
      items={view.timeline}
      item={(year) => <YearItem key={year.key} year={year} />}
    />
    <ListSection
      id="memory-undated"
      title={MEMORY_TEXTS.undated}
      none={MEMORY_TEXTS.noUndated}
      items={view.undated}
      item={(shown) => <FactItem key={shown.fact.id} shown={shown} />}
    />
    <ListSection
      id="memory-conflicts"
      title={MEMORY_TEXTS.conflicts}
      intro={MEMORY_TEXTS.conflictsIntro}
      none={MEMORY_TEXTS.noConflicts}
      items={view.conflicts}
      item={(shown) => <ConflictCard key={shown.conflict.id} shown={shown} />}
    />
    <ListSection
      id="memory-threads"
      title={MEMORY_TEXTS.askNext}
      intro={MEMORY_TEXTS.askNextIntro}
      none={MEMORY_TEXTS.noThreads}
      items={view.threads}
      className={classes.threads}
      item={(thread) => (
        <li key={thread.id}>
          <Text>{thread.question}</Text>
        </li>
      )}
    />
  </>
);

const Empty = () => (
  <Stack gap="md" align="flex-start">
    <Text fz="lg">{MEMORY_TEXTS.empty}</Text>
    <Group gap="md">
      <Button component={Link} to={paths.app}>
        {MEMORY_TEXTS.talkToWalt}
      </Button>
      <Button component={Link} to={paths.typeStory()} variant="default">
        {MEMORY_TEXTS.typeStory}
      </Button>
    </Group>
  </Stack>
);

const Body = () => {
  const memory = useMemory({ pollWhileEmpty: true });
  if (memory.isPending)
    return (
      <Text role="status" fz="lg">
        {MEMORY_TEXTS.loading}
      </Text>
    );
  if (memory.isError)
    return (
      <LoadFailed
        message={MEMORY_TEXTS.loadFailed}
        retrying={memory.isFetching}
        onRetry={() => void memory.refetch()}
      />
    );
  const view = memoryView(memory.data);
  return view.empty ? <Empty /> : <Sections view={view} />;
};

/**
 * /app/memory, "Your life so far" (issue 21 §3): what Walt has learned of the narrator's life, by year, what
 * is not yet dated, what Walt heard in two ways, and what he will ask next; every fact can be put right,
 * confirmed or forgotten.
 */
export const MemoryRoute = () => (
  <PageShell pageTitle={MEMORY_TEXTS.pageTitle}>
    <PageIntro back={MEMORY_TEXTS.backToDashboard} title={MEMORY_TEXTS.heading} intro={MEMORY_TEXTS.intro} />
    <Body />
  </PageShell>
);
