import type { StepType } from '#shared/schemas/journey.ts';

/** A journey step as the story read answers it. */
export interface JourneyStep {
  id: string;
  name: string;
  description?: string;
  order: number;
  stepType: StepType;
  stepConfig?: { pathId?: string; formatId?: string };
}

interface JourneyShape {
  steps: readonly JourneyStep[];
  paths: readonly { pathId: string; order: number; path?: { name: string; displayName?: string } }[];
}

export type ProgressState = 'completed' | 'unlocked' | 'locked';

/** One element of the journey as the story page shows it: a step, or a path of a legacy journey. */
export type ProgressItem =
  | { kind: 'step'; id: string; name: string; description?: string; state: ProgressState; step: JourneyStep }
  | { kind: 'path'; id: string; name: string; description?: string; state: ProgressState; pathId: string };

export interface JourneyProgress {
  items: ProgressItem[];
  /** Every step (or path) completed: the 'Add Your Own Notes' card appears. */
  allCompleted: boolean;
}

/**
 * Part B §4. A step is completed when a step completion exists for it, unlocked when every step of lower
 * order is completed, else locked. A journey without steps shows its legacy paths the same way: a path is
 * completed when the story has a completion for it, unlocked when every earlier path is completed.
 */
export const journeyProgress = (
  journey: JourneyShape | undefined,
  completedStepIds: ReadonlySet<string>,
  completedPathIds: ReadonlySet<string>,
): JourneyProgress => {
  if (!journey) return { items: [], allCompleted: false };
  const items: ProgressItem[] =
    journey.steps.length > 0
      ? stepItems(journey.steps, completedStepIds)
      : pathItems(journey, completedPathIds);
  return { items, allCompleted: items.length > 0 && items.every((item) => item.state === 'completed') };
};

const stepItems = (steps: readonly JourneyStep[], completed: ReadonlySet<string>): ProgressItem[] => {
  const ordered = [...steps].sort((a, b) => a.order - b.order);
  return ordered.map((step) => {
    const lowerAllDone = ordered
      .filter((other) => other.order < step.order)
      .every((other) => completed.has(other.id));
    const state: ProgressState = completed.has(step.id) ? 'completed' : lowerAllDone ? 'unlocked' : 'locked';
    return { kind: 'step', id: step.id, name: step.name, description: step.description, state, step };
  });
};

const pathItems = (journey: JourneyShape, completed: ReadonlySet<string>): ProgressItem[] => {
  const ordered = [...journey.paths].sort((a, b) => a.order - b.order);
  return ordered.map((entry, index) => {
    const earlierAllDone = ordered.slice(0, index).every((earlier) => completed.has(earlier.pathId));
    const state: ProgressState = completed.has(entry.pathId)
      ? 'completed'
      : earlierAllDone
        ? 'unlocked'
        : 'locked';
    const name = entry.path?.displayName?.trim() || entry.path?.name || entry.pathId;
    return { kind: 'path', id: entry.pathId, name, state, pathId: entry.pathId };
  });
};
