import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '@/test/mock-api';
import { aMemory, filey, married1962, openMemory } from '../test-fixtures.ts';

const section = async (name: string) => within(await screen.findByRole('region', { name }));
const memoryReads = (calls: RecordedCall[]) => calls.filter((call) => call.url === '/api/memory').length;

/** The fact's row in a section, found by its label. */
const factRow = async (sectionName: string, label: string) => {
  const rows = await (await section(sectionName)).findAllByRole('listitem');
  // The innermost item holding the label: a year of the timeline holds its facts' items.
  const row = rows.filter((item) => within(item).queryByText(label, { selector: 'p' })).at(-1);
  if (!row) throw new Error(`no row "${label}" in ${sectionName}`);
  return within(row);
};

describe('"Your life so far": the narrator puts it right', () => {
  it('"This one is right" settles the conflict on that fact and reads the memory again', async () => {
    let memory = aMemory();
    const { calls } = await openMemory(() => memory, {
      'POST /api/memory/conflicts/conflict-wedding/resolve': () => {
        memory = aMemory({ conflicts: [] });
        return { body: { conflict: { ...aMemory().conflicts[0], status: 'resolved' } } };
      },
    });

    const conflicts = await section('Which is right?');
    const [, second] = await conflicts.findAllByRole('button', { name: 'This one is right' });
    await userEvent.click(second as HTMLElement);

    expect(await screen.findByText(/Walt has not heard anything in two ways/)).toBeInTheDocument();
    const resolve = calls.find((call) => call.method === 'POST');
    expect(resolve?.url).toBe('/api/memory/conflicts/conflict-wedding/resolve');
    expect(resolve?.body).toEqual({ factId: married1962.id });
    expect(memoryReads(calls)).toBe(2);
  });

  it('"Neither — let me type it" opens a field, and Save sends the value typed', async () => {
    const { calls } = await openMemory(aMemory(), {
      'POST /api/memory/conflicts/conflict-wedding/resolve': {
        body: { conflict: { ...aMemory().conflicts[0], status: 'resolved' } },
      },
    });

    const conflicts = await section('Which is right?');
    await userEvent.click(await conflicts.findByRole('button', { name: 'Neither — let me type it' }));
    const field = conflicts.getByRole('textbox', { name: /The right answer/ });
    expect(field).toHaveFocus();
    await userEvent.click(conflicts.getByRole('button', { name: 'Save' }));
    expect(conflicts.getByText('Please write something here, or press Cancel.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.type(field, '1963');
    await userEvent.click(conflicts.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ value: '1963' }),
    );
    await waitFor(() => expect(memoryReads(calls)).toBe(2));
  });

  it('Forget asks first: Cancel keeps the fact, Forget deletes it and reads the memory again', async () => {
    let memory = aMemory();
    const { calls } = await openMemory(() => memory, {
      'DELETE /api/memory/facts/fact-filey': () => {
        memory = aMemory({
          facts: aMemory().facts.filter((fact) => fact.id !== filey.id),
          timeline: aMemory().timeline.filter((item) => item.factId !== filey.id),
        });
        return { status: 204 };
      },
    });

    const row = await factRow('Timeline', 'Moved to Filey');
    await userEvent.click(row.getByRole('button', { name: 'Forget' }));
    const dialog = await screen.findByRole('dialog', { name: 'Moved to Filey' });
    expect(within(dialog).getByText('Forget this? Walt will not use it again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(row.getByRole('button', { name: 'Forget' }));
    const again = await screen.findByRole('dialog', { name: 'Moved to Filey' });
    await userEvent.click(within(again).getByRole('button', { name: 'Forget' }));

    await waitFor(() => expect(screen.queryByText('Moved to Filey')).not.toBeInTheDocument());
    expect(screen.queryByText('around 1970')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe('/api/memory/facts/fact-filey');
    expect(memoryReads(calls)).toBe(2);
  });

  it('Edit changes the value and the year; an exact year replaces "around"', async () => {
    let memory = aMemory();
    const { calls } = await openMemory(() => memory, {
      'PUT /api/memory/facts/fact-filey': ({ body }) => {
        const fact = { ...filey, value: 'Filey Bay', date: { year: 1971, approx: false } };
        memory = aMemory({
          facts: aMemory().facts.map((each) => (each.id === filey.id ? fact : each)),
          timeline: aMemory().timeline.map((item) =>
            item.factId === filey.id
              ? { ...item, year: 1971, approx: false, label: 'Moved to Filey Bay' }
              : item,
          ),
        });
        return { body: { fact, sent: body } };
      },
    });

    const row = await factRow('Timeline', 'Moved to Filey');
    await userEvent.click(row.getByRole('button', { name: 'Edit' }));
    const value = row.getByRole('textbox', { name: /Who, what or where/ });
    const year = row.getByRole('textbox', { name: /Year/ });
    expect(value).toHaveValue('Filey');
    expect(year).toHaveValue('1970');
    expect(row.getByRole('checkbox', { name: 'About this year (not exactly)' })).toBeChecked();

    await userEvent.clear(year);
    await userEvent.type(year, '19x1');
    await userEvent.click(row.getByRole('button', { name: 'Save' }));
    expect(row.getByText('Please enter a four-digit year, like 1962.')).toBeInTheDocument();

    await userEvent.clear(year);
    await userEvent.type(year, '1971');
    await userEvent.type(value, ' Bay');
    await userEvent.click(row.getByRole('checkbox', { name: 'About this year (not exactly)' }));
    await userEvent.click(row.getByRole('button', { name: 'Save' }));

    expect(
      await (await section('Timeline')).findByRole('heading', { level: 3, name: '1971' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Moved to Filey Bay')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      value: 'Filey Bay',
      date: { year: 1971, approx: false },
    });
  });

  it('Confirm marks the fact confirmed', async () => {
    let memory = aMemory();
    const { calls } = await openMemory(() => memory, {
      'PUT /api/memory/facts/fact-scarborough': () => {
        memory = aMemory({
          facts: aMemory().facts.map((fact) =>
            fact.id === 'fact-scarborough' ? { ...fact, status: 'confirmed' } : fact,
          ),
        });
        return { body: { fact: memory.facts[3] } };
      },
    });

    const row = await factRow('Not yet dated', 'Moved to Scarborough');
    await userEvent.click(row.getByRole('button', { name: 'Confirm' }));
    expect(await row.findByText('Confirmed')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'confirmed' });
  });

  it('says so when a change could not be saved', async () => {
    await openMemory(aMemory(), {
      'PUT /api/memory/facts/fact-scarborough': { status: 400, body: { error: 'Nothing to update' } },
    });

    const row = await factRow('Not yet dated', 'Moved to Scarborough');
    await userEvent.click(row.getByRole('button', { name: 'Confirm' }));
    expect(await row.findByRole('alert')).toHaveTextContent('That could not be saved. Please try again.');
  });
});
