import type { listConversations } from '#shared/contract/conversations.ts';
import type { ResponseOf } from '#shared/contract/endpoint.ts';
import { CONVERSATION_SECTIONS, type SectionState } from '@/config/conversation-sections';

/** What the dashboard needs to know of a conversation. */
export type ConversationSummary = Pick<
  ResponseOf<typeof listConversations>[number],
  'sessionType' | 'status'
>;

export interface StepStates {
  states: Record<string, SectionState>;
  /** The first step that is unstarted or in progress. */
  onDeck: string | undefined;
  allDone: boolean;
}

/**
 * Part B §4: completed if any conversation of the step is completed; in progress if some exist but none is
 * completed; otherwise unstarted for the first step or when the previous step is completed, else disabled.
 */
export const stepStates = (conversations: readonly ConversationSummary[]): StepStates => {
  const states: Record<string, SectionState> = {};
  let previous: SectionState | undefined;
  for (const section of CONVERSATION_SECTIONS) {
    const mine = conversations.filter((conversation) => conversation.sessionType === section.key);
    const state: SectionState = mine.some((conversation) => conversation.status === 'completed')
      ? 'completed'
      : mine.length > 0
        ? 'inProgress'
        : previous === undefined || previous === 'completed'
          ? 'unstarted'
          : 'disabled';
    states[section.key] = state;
    previous = state;
  }
  const onDeck = CONVERSATION_SECTIONS.find(
    (section) => states[section.key] === 'unstarted' || states[section.key] === 'inProgress',
  )?.key;
  const allDone = CONVERSATION_SECTIONS.every((section) => states[section.key] === 'completed');
  return { states, onDeck, allDone };
};
