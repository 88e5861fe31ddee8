import type { RealtimeSessionInput } from '#functions/ai/realtime-session.ts';

/** A first interview with Ada on the "Getting to know you" path, with no notes or messages yet unless given. */
export const realtimeSessionInput = (
  overrides: Partial<RealtimeSessionInput> = {},
): RealtimeSessionInput => ({
  conversationId: 'c-peer',
  narratorName: 'Ada Lovelace',
  title: 'Getting to know you',
  path: {
    name: 'Getting to know you',
    instructions: 'Learn where the narrator grew up.',
    introScript: 'Hello Ada, I am Walt. Today I would love to hear where your story begins. Shall we start?',
    exitCriteria: 'Birthplace and family are known.',
    questions: [
      { id: 1, title: 'Birthplace', text: 'Where were you born, and what do you remember of the place?' },
      { id: 2, title: 'Parents', text: 'Tell me about your parents.' },
      { id: 3, title: 'Home', text: 'What was your childhood home like?' },
    ],
  },
  notes: [],
  previousMessages: [],
  ...overrides,
});
