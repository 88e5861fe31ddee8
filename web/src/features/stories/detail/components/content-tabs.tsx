import { Tabs } from '@mantine/core';
import type { LoadMoreState } from '@/components/load-more';
import { TitledSection } from '@/components/titled-section';
import type { Note } from '@/lib/queries/notes';
import type { ResearchReport } from '@/lib/queries/research';
import type { StoryDetail } from '@/lib/queries/stories';
import { STORY_TEXTS } from '../texts.ts';
import { WaltNotesTab, YourNotesTab } from './notes-tabs.tsx';
import { type Notice, ResearchTab } from './research-tab.tsx';
import { TranscriptsTab } from './transcripts-tab.tsx';

export const CONTENT_TABS = ['transcripts', 'waltNotes', 'yourNotes', 'research'] as const;
export type ContentTab = (typeof CONTENT_TABS)[number];

export const contentTabOf = (value: string | null): ContentTab =>
  CONTENT_TABS.find((tab) => tab === value) ?? 'transcripts';

interface ContentTabsProps {
  story: StoryDetail;
  notes: Note[];
  /** More of the story's notes to read (a story of very many notes is read a page at a time). */
  moreNotes?: LoadMoreState;
  reports: ResearchReport[] | undefined;
  reportsLoading: boolean;
  tab: ContentTab;
  onTabChange: (tab: ContentTab) => void;
  onStartResearch: () => void;
  researching: boolean;
  researchNotice: Notice | undefined;
}

/** Transcripts, notes by Walt, the narrator's notes and research, one tab each (part B §2). */
export const ContentTabs = ({ story, notes, moreNotes, tab, onTabChange, ...research }: ContentTabsProps) => (
  <TitledSection titleId="content-title" title={STORY_TEXTS.contentTitle} id="content">
    <Tabs value={tab} onChange={(value) => onTabChange(contentTabOf(value))} keepMounted={false}>
      <Tabs.List>
        {CONTENT_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {STORY_TEXTS.tabs[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="transcripts" pt="md">
        <TranscriptsTab storyId={story.id} entries={story.transcriptEntries ?? []} />
      </Tabs.Panel>
      <Tabs.Panel value="waltNotes" pt="md">
        <WaltNotesTab storyId={story.id} notes={notes} more={moreNotes} />
      </Tabs.Panel>
      <Tabs.Panel value="yourNotes" pt="md">
        <YourNotesTab story={story} notes={notes} more={moreNotes} />
      </Tabs.Panel>
      <Tabs.Panel value="research" pt="md">
        <ResearchTab
          storyId={story.id}
          reports={research.reports}
          loading={research.reportsLoading}
          onStartResearch={research.onStartResearch}
          researching={research.researching}
          notice={research.researchNotice}
        />
      </Tabs.Panel>
    </Tabs>
  </TitledSection>
);
