import { SESSION_TYPES, type SessionType } from './constants.ts';

/**
 * The rule of the dashboard's four guided conversation steps (part B §4), one for the narrator's dashboard
 * (web/src/features/home) and the admin progress timeline (functions/core/admin): each step, in the fixed
 * order of SESSION_TYPES, is completed if any conversation of the step is completed; in progress if some
 * exist but none is completed; otherwise unstarted for the first step or when the previous step is
 * completed, else disabled. Zod-free, with no imports from the web app or the functions.
 */

export type DashboardStepState = 'completed' | 'inProgress' | 'unstarted' | 'disabled';

/** What the rule needs to know of a conversation. */
export interface StepConversation {
  sessionType?: string;
  status: string;
}

export interface DashboardSteps {
  /** Each step's state, in the steps' order. */
  states: Record<SessionType, DashboardStepState>;
  /** The step to take next: the first that is unstarted or in progress (none when all are completed). */
  onDeck: SessionType | undefined;
  allDone: boolean;
}

const stateOf = (
  conversations: readonly StepConversation[],
  sessionType: SessionType,
  previous: DashboardStepState | undefined,
): DashboardStepState => {
  const mine = conversations.filter((conversation) => conversation.sessionType === sessionType);
  if (mine.some((conversation) => conversation.status === 'completed')) return 'completed';
  if (mine.length > 0) return 'inProgress';
  return previous === undefined || previous === 'completed' ? 'unstarted' : 'disabled';
};

export const dashboardSteps = (conversations: readonly StepConversation[]): DashboardSteps => {
  const states = {} as Record<SessionType, DashboardStepState>;
  let previous: DashboardStepState | undefined;
  for (const sessionType of SESSION_TYPES) {
    previous = stateOf(conversations, sessionType, previous);
    states[sessionType] = previous;
  }
  const onDeck = SESSION_TYPES.find(
    (sessionType) => states[sessionType] === 'unstarted' || states[sessionType] === 'inProgress',
  );
  const allDone = SESSION_TYPES.every((sessionType) => states[sessionType] === 'completed');
  return { states, onDeck, allDone };
};
