import type { Story } from '#shared/schemas/story.ts';

/** A story with two typed notes, written on different days (the second listed first, to test the order). */
export const aStory = (overrides: Partial<Story> = {}): Story => ({
  id: 'story-0000-halifax',
  userId: 'user-1',
  title: 'Story from 2025-02-01',
  createdAt: '2025-02-01T09:00:00.000Z',
  updatedAt: '2025-02-03T09:00:00.000Z',
  storyPathCompletions: [],
  textEntries: [
    {
      id: 'entry-2-bakery',
      content: 'Later we moved to Leeds.',
      createdAt: '2025-02-03T09:00:00.000Z',
    },
    {
      id: 'entry-1-halifax',
      content:
        'We lived above the bakery on Briggate.\nThe ovens kept us warm.\n\nMother sang every morning.',
      createdAt: '2025-02-01T09:00:00.000Z',
    },
  ],
  voiceMemoEntries: [],
  transcriptEntries: [],
  ...overrides,
});
