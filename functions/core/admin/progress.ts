import { SESSION_TITLES, SESSION_TYPES, type SessionType } from '#shared/constants.ts';

export type ProgressState = 'completed' | 'inProgress' | 'unstarted' | 'disabled';

export interface ProgressStep {
  sessionType: SessionType;
  title: string;
  state: ProgressState;
}

/**
 * Part B §4, the rule of the dashboard's steps (web/src/features/home/lib/step-states.ts) for the admin
 * progress timeline: completed if any conversation of the step is completed; in progress if some exist but
 * none is completed; otherwise unstarted for the first step or when the previous step is completed, else
 * disabled. The fixed order is SESSION_TYPES.
 */
export const progressSteps = (
  conversations: readonly { sessionType?: string; status: string }[],
): { steps: ProgressStep[]; allDone: boolean } => {
  const steps: ProgressStep[] = [];
  let previous: ProgressState | undefined;
  for (const sessionType of SESSION_TYPES) {
    const mine = conversations.filter((conversation) => conversation.sessionType === sessionType);
    const state: ProgressState = mine.some((conversation) => conversation.status === 'completed')
      ? 'completed'
      : mine.length > 0
        ? 'inProgress'
        : previous === undefined || previous === 'completed'
          ? 'unstarted'
          : 'disabled';
    steps.push({ sessionType, title: SESSION_TITLES[sessionType], state });
    previous = state;
  }
  return { steps, allDone: steps.every((step) => step.state === 'completed') };
};
