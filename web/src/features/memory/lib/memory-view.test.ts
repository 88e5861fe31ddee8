import { describe, expect, it } from 'vitest';
import { aFact, aMemory, EMPTY_MEMORY, filey } from '../test-fixtures.ts';
import { factLabel, memoryView, sourceLink, yearText } from './memory-view.ts';

describe('memory view', () => {
  it('says an approximate year as "around 1970"', () => {
    expect(yearText({ year: 1970, approx: true })).toBe('around 1970');
    expect(yearText({ year: 1961, approx: false })).toBe('1961');
  });

  it('labels a fact as the timeline does', () => {
    expect(factLabel(aFact({ predicate: 'born', value: 'Whitby' }))).toBe('Born in Whitby');
    expect(factLabel(aFact({ subject: 'Ruth', predicate: 'born', value: '' }))).toBe('Ruth was born');
    expect(factLabel(aFact({ predicate: 'started_work', value: 'Hargreaves Mill' }))).toBe(
      'Started at Hargreaves Mill',
    );
    expect(factLabel(aFact({ subject: 'Thomas', predicate: 'died', value: '' }))).toBe('Thomas passed away');
    expect(factLabel(aFact({ predicate: 'kept_pigeons', value: 'on the roof' }))).toBe(
      'Kept pigeons on the roof',
    );
  });

  it('leads a message to its conversation, an entry or note to its story, an email insight to Gmail', () => {
    const base = { id: 'x', excerpt: '' };
    expect(sourceLink({ ...base, kind: 'message', conversationId: 'c1', storyId: 's1' })?.to).toBe(
      '/conversations/c1',
    );
    expect(sourceLink({ ...base, kind: 'entry', storyId: 's1' })?.to).toBe('/story/s1');
    expect(sourceLink({ ...base, kind: 'note', conversationId: 'c1' })?.to).toBe('/conversations/c1');
    expect(sourceLink({ ...base, kind: 'emailInsight' })?.to).toBe('/app/gmail-integration');
    expect(sourceLink({ ...base, kind: 'note' })).toBeUndefined();
  });

  it('groups the timeline by year, hides superseded facts and settled conflicts', () => {
    const view = memoryView(aMemory());
    expect(view.timeline.map((year) => [year.heading, year.facts.map((shown) => shown.fact.id)])).toEqual([
      ['1961', ['fact-married-1961']],
      ['1962', ['fact-married-1962']],
      ['around 1970', [filey.id]],
    ]);
    expect(view.undated.map((shown) => shown.label)).toEqual(['Moved to Scarborough']);
    expect(view.conflicts.map((shown) => [shown.title, shown.choices.map((choice) => choice.value)])).toEqual(
      [['Your marriage to Tom Hollins', ['1961', '1962']]],
    );
    expect(view.preferredName).toBe('Peggy');
    expect(view.empty).toBe(false);
  });

  it('is empty when nothing has been learned', () => {
    expect(memoryView(EMPTY_MEMORY).empty).toBe(true);
  });
});
