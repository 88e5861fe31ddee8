import { JOURNEY_TEXTS as SHARED } from '#shared/texts.ts';

/** Texts of the journey chooser at /create-story (part B §2 "Journey chooser", §5). */
export const JOURNEY_TEXTS = {
  pageTitle: 'Choose Your Journey',
  intro: 'Pick a journey and Walt will guide you through it, one step at a time.',
  getStarted: 'Get started',
  getStartedLabel: (name: string) => `Get started: ${name}`,
  starting: 'Starting...',
  comingSoon: 'Coming Soon',
  comingSoonLabel: (name: string) => `Coming Soon: ${name}`,
  comingSoonRefused: SHARED.comingSoon,
  learnMore: 'Learn More About Journeys',
  loading: 'Loading journeys...',
  loadFailed: 'The journeys could not be loaded.',
  noJourneys: 'No journeys are available yet. Please come back soon.',
  createFailed: 'Failed to create the story. Please try again.',
  stepCount: (count: number) => (count === 1 ? '1 step' : `${count} steps`),
  backToDashboard: 'Back to Dashboard',
} as const;
