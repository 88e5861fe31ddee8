import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aFact, aMemory, aMove, fromStory, openMemory } from '../test-fixtures.ts';

/** Issue 25: relatives' memories on "Your life so far". */

const RUTH = { name: 'Ruth', relationship: 'daughter' };
const born = aFact({
  id: 'fact-born',
  kind: 'place',
  predicate: 'born',
  value: 'Whitby',
  date: { year: 1961, approx: false },
  status: 'stated',
  sources: [fromStory('I was born in Whitby in 1961.', 'entry-born')],
  alternatives: [
    {
      author: RUTH,
      value: '',
      date: { year: 1962, approx: false },
      label: '1962',
      sources: [{ ...fromStory('Mum was born in 1962.', 'entry-ruth'), author: RUTH }],
    },
  ],
});
const leeds = aMove(
  'Leeds',
  null,
  { ...fromStory('Mum moved to Leeds.', 'entry-ruth-2'), author: RUTH },
  { author: RUTH },
);
const withRelatives = () =>
  aMemory({
    facts: [born, leeds],
    timeline: [{ factId: born.id, year: 1961, approx: false, label: 'Born in Whitby' }],
    undated: [leeds.id],
    conflicts: [],
    openThreads: [],
  });

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('"Your life so far": what relatives remember', () => {
  it('shows a relative’s different version under the narrator’s fact, which stays as it is', async () => {
    await openMemory(withRelatives());

    const timeline = await section('Timeline');
    expect(await timeline.findByText('Born in Whitby')).toBeInTheDocument();
    expect(timeline.getByText('Ruth remembers it differently: 1962')).toBeInTheDocument();
    expect(timeline.getByText('“Mum was born in 1962.”')).toBeInTheDocument();
    expect(timeline.getByRole('button', { name: 'Use this instead' })).toHaveAccessibleDescription(
      'Ruth remembers it differently: 1962',
    );
  });

  it('"Use this instead" takes it through the fact’s correction', async () => {
    const { calls } = await openMemory(withRelatives(), {
      'PUT /api/memory/facts/fact-born': { body: { fact: { ...born, date: { year: 1962, approx: false } } } },
    });

    await userEvent.click(
      await (await section('Timeline')).findByRole('button', { name: 'Use this instead' }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/memory/facts/fact-born');
    expect(put?.body).toEqual({ date: { year: 1962, approx: false } });
  });

  it('names a fact only a relative states as theirs', async () => {
    await openMemory(withRelatives());

    const undated = await section('Not yet dated');
    expect(await undated.findByText('Ruth remembers: moved to Leeds')).toBeInTheDocument();
    expect(undated.getByText('Ruth remembers')).toBeInTheDocument();
  });
});
