import type { Story } from '#shared/schemas/story.ts';

/** A story with one spoken memo whose recording is kept. */
export const aStory = (overrides: Partial<Story> = {}): Story => ({
  id: 'story-0000-harbour',
  userId: 'user-1',
  title: 'Story from 2025-03-01',
  createdAt: '2025-03-01T09:00:00.000Z',
  updatedAt: '2025-03-02T09:00:00.000Z',
  storyPathCompletions: [],
  textEntries: [],
  voiceMemoEntries: [
    {
      id: 'memo-1-harbour',
      content: 'We watched the boats come in at Whitby.',
      createdAt: '2025-03-02T09:00:00.000Z',
      hasRecording: true,
      recordingUrl: 'https://media.example.com/recordings/memo-1.webm?signature=abc',
    },
  ],
  transcriptEntries: [],
  ...overrides,
});

export const TRANSCRIPT = 'I grew up by the sea in Whitby.';
