import type { Journey } from '#shared/schemas/journey.ts';
import type { ResearchReport } from '#shared/schemas/research.ts';
import type { Story } from '#shared/schemas/story.ts';
import { mockApi, signedInAs } from '@/test/mock-api';

export const STORY_ID = 'story-0000-recipes';
const at = '2025-02-01T09:00:00.000Z';

/** A journey with one step of each type, the interview first. */
export const aJourney = (overrides: Partial<Journey> = {}): Journey => ({
  id: 'journey-recipes',
  name: 'Family Recipes',
  description: 'The dishes your family cooks, and the people behind them.',
  featured: true,
  featuredOrder: 0,
  comingSoon: false,
  paths: [],
  formats: [],
  steps: [
    {
      id: 'step-talk',
      name: 'Talk about the kitchen',
      order: 0,
      stepType: 'interview',
      stepConfig: { pathId: 'path-kitchen' },
    },
    { id: 'step-notes', name: 'Write the recipe down', order: 1, stepType: 'addNotes', stepConfig: {} },
    { id: 'step-research', name: 'Find the history', order: 2, stepType: 'research', stepConfig: {} },
    {
      id: 'step-format',
      name: 'Make a recipe card',
      order: 3,
      stepType: 'generateFormat',
      stepConfig: { formatId: 'format-card' },
    },
  ],
  createdAt: at,
  updatedAt: at,
  ...overrides,
});

export const aJourneyStory = (overrides: Partial<Story> = {}): Story => ({
  id: STORY_ID,
  userId: 'user-1',
  title: 'New Family Recipes',
  journeyId: 'journey-recipes',
  journey: aJourney(),
  createdAt: at,
  updatedAt: at,
  storyPathCompletions: [],
  textEntries: [],
  voiceMemoEntries: [],
  transcriptEntries: [],
  ...overrides,
});

export const aReport = (overrides: Partial<ResearchReport> = {}): ResearchReport => ({
  id: 'report-1',
  title: 'Bakeries of Halifax',
  query: 'Bakeries in Halifax in the 1950s',
  status: 'completed',
  content: '# Bakeries\n\n**Halifax** had many bakeries.',
  createdAt: at,
  createdBy: 'walt-research',
  storyId: STORY_ID,
  story: { title: 'New Family Recipes' },
  ...overrides,
});

type Routes = Parameters<typeof mockApi>[0];

/** The story page's calls, each answered with an empty or given value. */
export const withStoryPage = (story: Story = aJourneyStory(), extra: Routes = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/stories/${story.id}`]: { body: story },
    [`GET /api/stories/${story.id}/step-completions`]: { body: [] },
    'GET /api/notes': { body: [] },
    'GET /api/research': { body: [] },
    'GET /api/stories': { body: [] },
    'GET /api/conversations': { body: [] },
    [`GET /api/artefacts/story/${story.id}/formats`]: { body: [] },
    [`GET /api/artefacts/story/${story.id}`]: { body: { artefacts: [], pendingJobs: [] } },
    ...extra,
  });
