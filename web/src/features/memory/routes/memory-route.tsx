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

/** A titled section of the page; `none` is said when it has nothing to show. */
const Section = ({
  id,
  title,
  intro,
  none,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  none: string | false;
  children: ReactNode;
}) => (
  <TitledSection titleId={id} title={title}>
    {none ? (
      <Text c="dimmed">{none}</Text>
    ) : (
      <>
        {intro && <Text>{intro}</Text>}
        {children}
      </>
    )}
  </TitledSection>
);

/** The timeline, by year: each year ("1961", "around 1970") with the facts of that year. */
const Timeline = ({ years }: { years: MemoryView['timeline'] }) => (
  <ol className={lists.list}>
    {years.map((year) => (
      <li key={year.key} className={classes.year}>
        <Stack gap="sm">
          <Title order={3}>{year.heading}</Title>
          <ul className={lists.list}>
            {year.facts.map((shown) => (
              <FactItem key={shown.fact.id} shown={shown} />
            ))}
          </ul>
        </Stack>
      </li>
    ))}
  </ol>
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
    <Section
      id="memory-timeline"
      title={MEMORY_TEXTS.timeline}
      none={!view.timeline.length && MEMORY_TEXTS.noTimeline}
    >
      <Timeline years={view.timeline} />
    </Section>
    <Section
      id="memory-undated"
      title={MEMORY_TEXTS.undated}
      none={!view.undated.length && MEMORY_TEXTS.noUndated}
    >
      <ul className={lists.list}>
        {view.undated.map((shown) => (
          <FactItem key={shown.fact.id} shown={shown} />
        ))}
      </ul>
    </Section>
    <Section
      id="memory-conflicts"
      title={MEMORY_TEXTS.conflicts}
      intro={MEMORY_TEXTS.conflictsIntro}
      none={!view.conflicts.length && MEMORY_TEXTS.noConflicts}
    >
      <ul className={lists.list}>
        {view.conflicts.map((shown) => (
          <ConflictCard key={shown.conflict.id} shown={shown} />
        ))}
      </ul>
    </Section>
    <Section
      id="memory-threads"
      title={MEMORY_TEXTS.askNext}
      intro={MEMORY_TEXTS.askNextIntro}
      none={!view.threads.length && MEMORY_TEXTS.noThreads}
    >
      <ul className={classes.threads}>
        {view.threads.map((thread) => (
          <li key={thread.id}>
            <Text>{thread.question}</Text>
          </li>
        ))}
      </ul>
    </Section>
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
