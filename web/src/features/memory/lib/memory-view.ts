import { FAMILY_TEXTS } from '#shared/texts.ts';
import { paths } from '@/config/paths';
import type { Conflict, Fact, FactChange, Memory, MemorySourceRef, OpenThread } from '@/lib/queries/memory';
import { MEMORY_TEXTS } from '../texts.ts';

/** How "Your life so far" arranges the memory: what each section shows, in order. */

const NARRATOR = 'narrator';

/** "1961", or "around 1970" when the narrator said around, about or circa. */
export const yearText = ({ year, approx }: { year: number; approx: boolean }): string =>
  approx ? MEMORY_TEXTS.around(year) : String(year);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A short phrase for a fact, as the timeline says it: "Born in Whitby", "Married Tom Hollins", "Ruth was born". */
export const factLabel = ({ subject, predicate, value }: Pick<Fact, 'subject' | 'predicate' | 'value'>) => {
  const me = subject === NARRATOR;
  const who = me ? '' : `${subject} `;
  switch (predicate) {
    case 'born':
      return me ? (value ? `Born in ${value}` : 'Born') : `${subject} was born${value ? ` in ${value}` : ''}`;
    case 'married':
      return capitalise(`${who}married ${value}`.trim());
    case 'started_work':
      return capitalise(`${who}started at ${value}`.trim());
    case 'moved_to':
      return capitalise(`${who}moved to ${value}`.trim());
    case 'died':
      return `${me ? 'You' : subject} passed away`;
    case 'retired':
      return capitalise(`${who}retired from ${value}`.trim());
    default:
      return capitalise(`${who}${predicate.replace(/_/g, ' ')}${value ? ` ${value}` : ''}`);
  }
};

/** What a conflict is about: "Your marriage to Tom Hollins", "Ruth's birth", "When you started at the mill". */
export const conflictTitle = (conflict: Conflict, first: Fact | undefined): string => {
  const { subject, predicate } = conflict;
  const me = subject === NARRATOR;
  const value = first?.value ?? '';
  switch (predicate) {
    case 'born':
      return me ? 'Your birth' : `${subject}'s birth`;
    case 'married':
      return me ? `Your marriage to ${value}` : `${subject}'s marriage to ${value}`;
    case 'started_work':
      return me ? `When you started at ${value}` : `When ${subject} started at ${value}`;
    case 'moved_to':
      return me ? `Your move to ${value}` : `${subject}'s move to ${value}`;
    case 'died':
      return `When ${subject} passed away`;
    case 'retired':
      return me ? `When you retired from ${value}` : `When ${subject} retired from ${value}`;
    default:
      return first ? factLabel(first) : capitalise(`${me ? 'you' : subject} ${predicate.replace(/_/g, ' ')}`);
  }
};

/** Where "Where this came from" leads: the conversation a message was said in, or the story it was written in. */
export const sourceLink = (source: MemorySourceRef): { to: string; text: string } | undefined => {
  if (source.kind === 'message' && source.conversationId)
    return { to: paths.conversation(source.conversationId), text: MEMORY_TEXTS.fromConversation };
  if (source.storyId) return { to: paths.story(source.storyId), text: MEMORY_TEXTS.fromStory };
  if (source.conversationId)
    return { to: paths.conversation(source.conversationId), text: MEMORY_TEXTS.fromConversation };
  if (source.kind === 'emailInsight') return { to: paths.gmailIntegration, text: MEMORY_TEXTS.fromEmail };
  return undefined;
};

/** A relative's fact is theirs (issue 25): "Ruth remembers: moved to Leeds". */
export const attributed = (fact: Pick<Fact, 'author'>, label: string): string =>
  fact.author && !label.startsWith(FAMILY_TEXTS.remembers(fact.author.name))
    ? `${FAMILY_TEXTS.remembers(fact.author.name)}: ${label.charAt(0).toLowerCase()}${label.slice(1)}`
    : label;

/**
 * What taking a relative's different version sends to PUT /api/memory/facts/{id}: their year and/or their
 * value, where they differ from the fact's (undefined when nothing would change).
 */
export const takeBody = (
  fact: Pick<Fact, 'value' | 'date'>,
  alternative: Pick<NonNullable<Fact['alternatives']>[number], 'value' | 'date'>,
): FactChange | undefined => {
  const value = alternative.value.trim() && alternative.value !== fact.value ? alternative.value : undefined;
  const date =
    alternative.date &&
    (alternative.date.year !== fact.date?.year || alternative.date.approx !== fact.date.approx)
      ? alternative.date
      : undefined;
  if (value === undefined && date === undefined) return undefined;
  return { ...(value !== undefined ? { value } : {}), ...(date !== undefined ? { date } : {}) };
};

export interface ShownFact {
  fact: Fact;
  label: string;
}

/** One year of the timeline: its heading ("1961", "around 1970") and the facts of that year. */
export interface TimelineYear {
  key: string;
  heading: string;
  facts: ShownFact[];
}

/** One value of a conflict: `values[i]` as the memory reads fact `factIds[i]`. */
export interface ConflictChoice {
  factId: string;
  value: string;
  fact: Fact | undefined;
}

export interface ShownConflict {
  conflict: Conflict;
  title: string;
  choices: ConflictChoice[];
}

export interface MemoryView {
  preferredName: string | undefined;
  timeline: TimelineYear[];
  undated: ShownFact[];
  conflicts: ShownConflict[];
  threads: OpenThread[];
  empty: boolean;
}

/** The sections of the page: superseded facts hidden, only open conflicts, the timeline grouped by year. */
export const memoryView = (memory: Memory): MemoryView => {
  const byId = new Map(memory.facts.map((fact) => [fact.id, fact]));
  const shown = (id: string): Fact | undefined => {
    const fact = byId.get(id);
    return fact && fact.status !== 'superseded' ? fact : undefined;
  };

  const timeline: TimelineYear[] = [];
  for (const item of memory.timeline) {
    const fact = shown(item.factId);
    if (!fact) continue;
    const key = `${item.approx ? '~' : ''}${item.year}`;
    const last = timeline.at(-1);
    const entry = { fact, label: attributed(fact, item.label || factLabel(fact)) };
    if (last?.key === key) last.facts.push(entry);
    else timeline.push({ key, heading: yearText(item), facts: [entry] });
  }

  const undated = memory.undated.flatMap((id) => {
    const fact = shown(id);
    return fact ? [{ fact, label: attributed(fact, factLabel(fact)) }] : [];
  });

  const conflicts = memory.conflicts
    .filter((conflict) => conflict.status === 'open')
    .map((conflict) => {
      const choices = conflict.factIds.map((factId, index) => ({
        factId,
        value: conflict.values[index] ?? '',
        fact: byId.get(factId),
      }));
      return { conflict, title: conflictTitle(conflict, choices[0]?.fact), choices };
    });

  const preferredName = memory.preferredName?.value.trim() || undefined;
  const threads = memory.openThreads;
  const empty =
    !preferredName &&
    timeline.length === 0 &&
    undated.length === 0 &&
    conflicts.length === 0 &&
    threads.length === 0;
  return { preferredName, timeline, undated, conflicts, threads, empty };
};
