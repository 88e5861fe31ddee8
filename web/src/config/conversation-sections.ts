import { SESSION_TITLES, SESSION_TYPES, type SessionType } from '#shared/constants.ts';
import type { DashboardStepState } from '#shared/dashboard-steps.ts';

/** A section's state on the dashboard (the rule is shared/dashboard-steps.ts). */
export type SectionState = DashboardStepState;

export interface ConversationSection {
  key: SessionType;
  title: string;
  /** The invitation shown while the section is unstarted (and on the call screen before a call). */
  unstarted: string;
  startLabel: string;
}

/** The four guided conversation sections, in their fixed order (part A §2 and §4). */
export const CONVERSATION_SECTIONS: ConversationSection[] = [
  {
    key: 'gettingToKnowYou',
    title: SESSION_TITLES.gettingToKnowYou,
    unstarted:
      "Let's begin with the basics: tell Walt a little about yourself — who you are, where you come from, and the people around you.",
    startLabel: 'Start the conversation',
  },
  {
    key: 'discoveringShape',
    title: SESSION_TITLES.discoveringShape,
    unstarted: 'Walt will help uncover which classical story structure best fits your life.',
    startLabel: 'Start the session',
  },
  {
    key: 'exploringCore',
    title: SESSION_TITLES.exploringCore,
    unstarted: 'Now dive into the key moments and the people and places that shaped you.',
    startLabel: 'Start the session',
  },
  {
    key: 'contextAndDetails',
    title: SESSION_TITLES.contextAndDetails,
    unstarted:
      'Add richness and context: the sights, sounds, times and details that bring your story to life.',
    startLabel: 'Start the session',
  },
];

export const SECTION_STATE_TEXTS: Record<Exclude<SectionState, 'unstarted'>, string> = {
  disabled: 'Walt still needs more information to get ready for this conversation',
  inProgress: 'Walt needs to talk to you more to get all the details we need',
  completed: 'This conversation is complete and Walt has gathered everything he needs',
};
export const CONTINUE_LABEL = 'Continue the conversation';

export const sectionFor = (key: string | undefined): ConversationSection | undefined =>
  CONVERSATION_SECTIONS.find((section) => section.key === key);

export const isSessionType = (value: string): value is SessionType =>
  (SESSION_TYPES as readonly string[]).includes(value);
