import {
  type Conflict,
  type Fact,
  type FactDate,
  type MemorySourceRef,
  NARRATOR,
  type OpenThread,
  type PreferredName,
} from '#shared/schemas/memory.ts';
import {
  groupKey,
  normalise,
  type People,
  refOf,
  type SourcedText,
  type SourceInput,
  stableId,
  uniqueSources,
} from './identity.ts';
import { cleanName, PREFERRED_NAME_RE, RUN } from './patterns.ts';

/** How the memory speaks of its facts: timeline labels, conflict questions, open threads, the name. */

export const yearLabel = (date: FactDate): string => (date.approx ? `around ${date.year}` : `${date.year}`);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A short human phrase for the timeline: "Born in Whitby", "Married Tom Hollins", "Ruth was born". */
export const timelineLabel = (fact: Fact, people: People): string => {
  const { subject, predicate, value } = fact;
  const who = subject === NARRATOR ? '' : `${subject} `;
  switch (predicate) {
    case 'born':
      return subject === NARRATOR ? (value ? `Born in ${value}` : 'Born') : `${subject} was born`;
    case 'married':
      return capitalise(`${who}married ${people.fullName(value)}`);
    case 'started_work':
      return capitalise(`${who}started at ${value}`);
    case 'moved_to':
      return capitalise(`${who}moved to ${value}`);
    case 'died':
      return `${subject === NARRATOR ? 'You' : subject} passed away`;
    case 'retired':
      return capitalise(`${who}retired from ${value}`);
    default:
      return capitalise(`${who}${predicate.replace(/_/g, ' ')}${value ? ` ${value}` : ''}`);
  }
};

/** What a conflict is about, as Walt says it: "your marriage to Tom Hollins", "Ruth's birth". */
export const topicOf = (fact: Fact, people: People): string => {
  const { subject, predicate, value } = fact;
  const me = subject === NARRATOR;
  switch (predicate) {
    case 'born':
      return me ? 'your birth' : `${subject}'s birth`;
    case 'married':
      return me
        ? `your marriage to ${people.fullName(value)}`
        : `${subject}'s marriage to ${people.fullName(value)}`;
    case 'started_work':
      return me ? `when you started at ${value}` : `when ${subject} started at ${value}`;
    case 'moved_to':
      return me ? `your move to ${value}` : `${subject}'s move to ${value}`;
    case 'died':
      return `when ${subject} passed away`;
    case 'retired':
      return me ? `when you retired from ${value}` : `when ${subject} retired from ${value}`;
    default:
      return `${me ? 'you' : subject} ${predicate.replace(/_/g, ' ')}${value ? ` ${value}` : ''}`;
  }
};

const listed = (values: string[]): string =>
  values.length <= 2 ? values.join(' and ') : `${values.slice(0, -1).join(', ')} and ${values.at(-1)}`;

/** Asked gently: "Earlier you mentioned 1961 and later 1962 for your marriage to Tom Hollins — which year is right?" */
export const conflictQuestion = (values: string[], topic: string, placeConflict: boolean): string => {
  const distinct = [...new Set(values)];
  const which = placeConflict ? 'which is right?' : 'which year is right?';
  const where = placeConflict && topic === 'your birth' ? 'as where you were born' : `for ${topic}`;
  return distinct.length === 2
    ? `Earlier you mentioned ${distinct[0]} and later ${distinct[1]} ${where} — ${which}`
    : `You've mentioned ${listed(distinct)} ${where} — ${which}`;
};

const followUpQuestion = (text: string): string => {
  const trimmed = text.trim().replace(/[.!…\s]+$/, '');
  if (trimmed.endsWith('?')) return trimmed;
  const lower =
    /^\p{Lu}\p{Ll}/u.test(trimmed) && !/^I\b/.test(trimmed) ? trimmed.charAt(0).toLowerCase() : '';
  return `Could you tell me more about ${lower ? lower + trimmed.slice(1) : trimmed}?`;
};

export interface ThreadInputs {
  inputs: SourceInput[];
  /** The facts as built, statuses applied. */
  facts: Fact[];
  conflicts: Conflict[];
  people: People;
  /** Per open conflict: what it is about and the question asked. */
  conflictTopics: Map<string, { about: string; question: string }>;
  followUps: SourcedText[];
}

/**
 * The open threads: the sources' gaps (one per `about`, in the order first raised) that the material has
 * not answered yet, then one confirm-conflict per open conflict, then the summaries' follow-ups.
 */
export const buildThreads = ({
  inputs,
  facts,
  conflicts,
  people,
  conflictTopics,
  followUps,
}: ThreadInputs): OpenThread[] => {
  const answered = new Set(
    inputs.flatMap(({ extraction }) =>
      (extraction.answers ?? []).map((answer) => `${answer.kind}|${normalise(answer.about)}`),
    ),
  );
  const dated = new Map<string, boolean>();
  for (const fact of facts)
    if (fact.status !== 'superseded') {
      const key = groupKey(people, fact.subject, fact.predicate, fact.value);
      dated.set(key, (dated.get(key) ?? false) || fact.date !== null);
    }
  const threads = new Map<string, OpenThread>();
  for (const { source, extraction } of inputs)
    for (const candidate of extraction.threads) {
      const key = candidate.fact
        ? `date|${groupKey(people, candidate.fact.subject, candidate.fact.predicate, candidate.fact.value)}`
        : `${candidate.kind}|${normalise(candidate.about)}`;
      const open = candidate.fact ? dated.get(key.slice(5)) === false : !answered.has(key);
      if (!open) continue;
      const ref = refOf(source, candidate.excerpt);
      const thread = threads.get(key);
      if (thread) thread.sources = uniqueSources([...thread.sources, ref]);
      else
        threads.set(key, {
          id: stableId('t', `${candidate.kind}|${normalise(candidate.about)}`),
          kind: candidate.kind,
          about: candidate.about,
          question: candidate.question,
          sources: [ref],
        });
    }
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  for (const conflict of conflicts) {
    const topic = conflictTopics.get(conflict.id);
    if (conflict.status !== 'open' || !topic) continue;
    const sources = conflict.factIds.flatMap((id): MemorySourceRef[] => byId.get(id)?.sources ?? []);
    threads.set(`confirm|${conflict.id}`, {
      id: stableId('t', `confirm-conflict|${conflict.id}`),
      kind: 'confirm-conflict',
      ...topic,
      sources: uniqueSources(sources),
    });
  }
  for (const { text, source } of followUps) {
    const key = `follow-up|${normalise(text)}`;
    if (!normalise(text) || threads.has(key)) continue;
    const about = text.trim();
    threads.set(key, {
      id: stableId('t', key),
      kind: 'follow-up',
      about,
      question: followUpQuestion(about),
      sources: [source],
    });
  }
  return [...threads.values()];
};

const NAME_PREFIX =
  /^(?:(?:my name is|my name's|i'm|i am|it's|it is|call me|just|please|oh|well|hello|hi|yes)[\s,.!]+)*/i;

/** The name in a short answer to "What would you like me to call you?": "Just Peggy, please." → "Peggy". */
export const nameFromAnswer = (text: string): string | null => {
  const preferred = [...text.matchAll(PREFERRED_NAME_RE)].at(-1)?.groups?.name;
  if (preferred) return preferred.replace(/['’]s$/, '');
  const rest = text.trim().replace(NAME_PREFIX, '');
  if (rest.split(/\s+/).length > 8) return null;
  const run = cleanName(new RegExp(RUN, 'u').exec(rest)?.[0]);
  if (run) return run.split(' ').slice(0, 3).join(' ');
  const word = /^[\p{L}'’-]+/u.exec(rest)?.[0];
  return word && rest.replace(/[\s.!,]+$/, '') === word ? capitalise(word) : null;
};

/** The name the narrator asked to be called (the latest source saying so wins), else the first answer. */
export const preferredNameOf = (
  inputs: SourceInput[],
  firstPathAnswer?: SourcedText,
): PreferredName | null => {
  const said = inputs.filter(({ extraction }) => extraction.preferredName);
  const latest = said.at(-1)?.extraction.preferredName?.value;
  if (latest) {
    const sources = said
      .filter(({ extraction }) => normalise(extraction.preferredName?.value ?? '') === normalise(latest))
      .map(({ source, extraction }) => refOf(source, extraction.preferredName?.excerpt ?? ''));
    return { value: latest, sources: uniqueSources(sources) };
  }
  const answer = firstPathAnswer ? nameFromAnswer(firstPathAnswer.text) : null;
  return answer && firstPathAnswer ? { value: answer, sources: [firstPathAnswer.source] } : null;
};
