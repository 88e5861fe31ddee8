// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tabs.css';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useStoryNotes } from '@/lib/queries/notes';
import { useStartResearch, useStoryResearch } from '@/lib/queries/research';
import { stepFormatUrl, useCompleteStep, useStepCompletions, useStory } from '@/lib/queries/stories';
import { usePageTitle } from '@/lib/use-page-title';
import { StoryLoadRedirect } from '../../components/story-load-redirect.tsx';
import { type ContentTab, ContentTabs, contentTabOf } from '../components/content-tabs.tsx';
import { DeleteStory } from '../components/delete-story.tsx';
import { FamilyPanel } from '../components/family-panel.tsx';
import { FormatsSection } from '../components/formats-section.tsx';
import { JourneyProgressSection } from '../components/journey-progress.tsx';
import type { Notice } from '../components/research-tab.tsx';
import { journeyProgress } from '../lib/journey-progress.ts';
import { researchErrorText } from '../lib/research-errors.ts';
import { researchRequestOf } from '../lib/research-request.ts';
import { useStoryRefresh } from '../lib/use-story-refresh.ts';
import { STORY_TEXTS, storyDate } from '../texts.ts';

const StoryScreen = ({ storyId }: { storyId: string }) => {
  const story = useStory(storyId, { fresh: true });
  const completions = useStepCompletions(storyId);
  const notes = useStoryNotes(storyId);
  const research = useStoryResearch(storyId);
  const completeStep = useCompleteStep(storyId);
  const startResearch = useStartResearch(storyId);
  const [search, setSearch] = useSearchParams();
  const [notice, setNotice] = useState<Notice>();
  const [researchNotice, setResearchNotice] = useState<Notice>();
  const [openingFormat, setOpeningFormat] = useState(false);
  useStoryRefresh(storyId);
  usePageTitle(story.data ? STORY_TEXTS.storyTitle(story.data.title, story.data.id) : STORY_TEXTS.loading);

  const tab = contentTabOf(search.get('tab'));
  const showTab = (next: ContentTab) =>
    setSearch(
      (current) => {
        current.set('tab', next);
        return current;
      },
      { replace: true },
    );

  const progress = useMemo(
    () =>
      journeyProgress(
        story.data?.journey,
        new Set((completions.data ?? []).map((completion) => completion.stepId)),
        new Set((story.data?.storyPathCompletions ?? []).map((completion) => completion.pathId)),
      ),
    [story.data, completions.data],
  );

  useEffect(() => {
    if (notice) document.getElementById('story-notice')?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);

  if (story.isError) return <StoryLoadRedirect error={story.error} />;
  if (story.isPending)
    return (
      <Text role="status" fz="lg">
        {STORY_TEXTS.loading}
      </Text>
    );

  const onResearch = () => {
    setResearchNotice(undefined);
    showTab('research');
    const request = researchRequestOf(story.data);
    if (!request) {
      setResearchNotice({ tone: 'error', text: STORY_TEXTS.noTranscriptsToResearch });
      return;
    }
    startResearch.mutate(request, {
      onSuccess: ({ topics, jobsCreated }) =>
        setResearchNotice(
          topics.length === 0
            ? { tone: 'error', text: STORY_TEXTS.noResearchTopics }
            : { tone: 'success', text: STORY_TEXTS.researchStarted(jobsCreated) },
        ),
      onError: (error) => setResearchNotice({ tone: 'error', text: researchErrorText(error) }),
    });
  };

  const onResearchStep = () => {
    onResearch();
    document.getElementById('content')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const onComplete = (stepId: string) => {
    setNotice(undefined);
    completeStep.mutate(stepId, {
      onError: (error) =>
        setNotice({
          tone: 'error',
          text: STORY_TEXTS.completeFailed(messageOf(error, STORY_TEXTS.unknownError)),
        }),
    });
  };

  const onOpenFormat = async (stepId: string) => {
    setNotice(undefined);
    setOpeningFormat(true);
    try {
      const { url } = await stepFormatUrl(storyId, stepId);
      if (!window.open(url, '_blank', 'noopener')) window.location.assign(url);
    } catch (error) {
      setNotice({
        tone: 'error',
        text:
          error instanceof Error && error.message
            ? STORY_TEXTS.formatUrlFailed(error.message)
            : STORY_TEXTS.openFormatFailed,
      });
    } finally {
      setOpeningFormat(false);
    }
  };

  const addContent = () => {
    showTab('yourNotes');
    document.getElementById('content')?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Stack gap={40}>
      <Stack gap="xs">
        <Anchor component={Link} to={paths.app}>
          {STORY_TEXTS.backToDashboard}
        </Anchor>
        <Title order={1}>{STORY_TEXTS.storyTitle(story.data.title, story.data.id)}</Title>
        {story.data.journey && <Text fz="lg">{story.data.journey.name}</Text>}
        <Text c="dimmed">{STORY_TEXTS.created(storyDate(story.data.createdAt))}</Text>
        <Anchor component={Link} to={paths.memory} w="fit-content">
          {STORY_TEXTS.lifeSoFar}
        </Anchor>
      </Stack>
      <div id="story-notice">{notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}</div>
      <FamilyPanel story={story.data} />
      <JourneyProgressSection
        storyId={storyId}
        progress={progress}
        completing={completeStep.isPending ? completeStep.variables : undefined}
        onComplete={onComplete}
        handlers={{
          onResearch: onResearchStep,
          researching: startResearch.isPending,
          onOpenFormat: (stepId) => void onOpenFormat(stepId),
          openingFormat,
        }}
      />
      <ContentTabs
        story={story.data}
        notes={notes.data ?? []}
        moreNotes={notes.loadMore}
        reports={research.data}
        reportsLoading={research.isPending}
        tab={tab}
        onTabChange={showTab}
        onStartResearch={onResearch}
        researching={startResearch.isPending}
        researchNotice={researchNotice}
      />
      <FormatsSection story={story.data} onAddContent={addContent} />
      <DeleteStory storyId={storyId} />
    </Stack>
  );
};

/** /story/{id}: journey progress, the story's material in tabs, formats, and delete (part B §2). */
export const StoryRoute = () => {
  const { id = '' } = useParams();
  return (
    <Container size="lg" py={48}>
      <StoryScreen key={id} storyId={id} />
    </Container>
  );
};
