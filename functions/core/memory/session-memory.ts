import type { Fact, Memory, OpenThread } from '#shared/schemas/memory.ts';

/** The memory the session instructions carry stays inside these budgets (UTF-8 bytes), most useful first. */
export const CARRIED_FACTS_BYTES = 4_000;
export const OPEN_THREADS_BYTES = 2_500;
export const EARLIER_SESSIONS_BYTES = 6_000;

const utf8 = new TextEncoder();

/** The longest prefix of `items` whose lines fit in `bytes`. */
export const withinBudget = <T>(items: readonly T[], line: (item: T) => string, bytes: number): T[] => {
  const kept: T[] = [];
  let size = 0;
  for (const item of items) {
    size += utf8.encode(line(item)).length + 1;
    if (size > bytes) break;
    kept.push(item);
  }
  return kept;
};

const STATUS_RANK: Record<Fact['status'], number> = { confirmed: 0, stated: 1, conflicted: 2, superseded: 3 };

/** A fact as Walt reads it in its instructions. */
export const factLine = (fact: Fact): string => {
  const when = fact.date ? `${fact.date.approx ? 'around ' : ''}${fact.date.year}` : 'year not yet known';
  const who = fact.subject === 'narrator' ? 'The narrator' : fact.subject;
  const what = `${fact.predicate.replace('_', ' ')}${fact.value ? `: ${fact.value}` : ''}`;
  const status =
    fact.status === 'conflicted'
      ? ' (two versions: confirm gently)'
      : fact.status === 'confirmed'
        ? ' (confirmed)'
        : '';
  return `- ${who} ${what} (${when})${status}`;
};

/**
 * The facts Walt carries into a session: never a superseded one, and never a relative's (issue 25: those come
 * as open threads, "Ruth remembers …", never as the narrator's own statements); confirmed, then dated, then the rest.
 */
export const carriedFacts = (memory: Memory): Fact[] =>
  withinBudget(
    memory.facts
      .filter((fact) => fact.status !== 'superseded' && !fact.author)
      .sort(
        (a, b) =>
          STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
          Number(b.date !== null) - Number(a.date !== null) ||
          (a.date?.year ?? 0) - (b.date?.year ?? 0),
      ),
    factLine,
    CARRIED_FACTS_BYTES,
  );

const THREAD_RANK: Record<OpenThread['kind'], number> = {
  'missing-name': 0,
  'missing-date': 1,
  'missing-place': 2,
  'confirm-conflict': 3,
  'follow-up': 4,
};

/** The open threads Walt carries: gaps first (a name, a date, a place), then what to confirm, then follow-ups. */
export const carriedThreads = (memory: Memory): OpenThread[] =>
  withinBudget(
    [...memory.openThreads].sort((a, b) => THREAD_RANK[a.kind] - THREAD_RANK[b.kind]),
    (thread) => `- ${thread.question}`,
    OPEN_THREADS_BYTES,
  );
