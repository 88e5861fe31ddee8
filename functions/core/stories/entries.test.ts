import { describe, expect, it } from 'vitest';
import { type EntryRecord, entryItem, groupEntries, storyIdForFirstEntry } from './entries.ts';

const entry = (fields: Partial<EntryRecord> & Pick<EntryRecord, 'entryId' | 'createdAt'>): EntryRecord => ({
  storyId: 'story-1',
  userId: 'user-1',
  kind: 'text',
  content: `content of ${fields.entryId}`,
  updatedAt: fields.createdAt,
  ...fields,
});

describe('groupEntries', () => {
  it('orders entries oldest first, whatever order the query returned them in', () => {
    // Prepare
    const records = [
      entry({ entryId: 'c', createdAt: '2025-03-01T10:00:02.000Z' }),
      entry({ entryId: 'a', createdAt: '2025-03-01T10:00:00.000Z' }),
      entry({ entryId: 'b', createdAt: '2025-03-01T10:00:01.000Z' }),
    ];
    // Act
    const { textEntries } = groupEntries(records);
    // Assess
    expect(textEntries.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
  });

  it('breaks a tie of the same millisecond by id, so the order never changes between reads', () => {
    // Prepare
    const at = '2025-03-01T10:00:00.000Z';
    const records = [entry({ entryId: 'z', createdAt: at }), entry({ entryId: 'm', createdAt: at })];
    // Act
    const first = groupEntries(records).textEntries.map(({ id }) => id);
    const again = groupEntries([...records].reverse()).textEntries.map(({ id }) => id);
    // Assess
    expect(first).toEqual(['m', 'z']);
    expect(again).toEqual(first);
  });

  it('splits typed entries from voice memos and keeps the path and step they belong to', () => {
    // Prepare
    const records = [
      entry({ entryId: 'memo', kind: 'voiceMemo', createdAt: '2025-03-01T10:00:00.000Z' }),
      entry({ entryId: 'typed', createdAt: '2025-03-01T10:00:01.000Z', pathId: 'p-1', stepId: 's-1' }),
    ];
    // Act
    const grouped = groupEntries(records);
    // Assess
    expect(grouped.voiceMemoEntries.map(({ id }) => id)).toEqual(['memo']);
    expect(grouped.textEntries).toEqual([
      {
        id: 'typed',
        content: 'content of typed',
        createdAt: '2025-03-01T10:00:01.000Z',
        pathId: 'p-1',
        stepId: 's-1',
      },
    ]);
  });

  it('leaves the records it was given in their order', () => {
    // Prepare
    const records = [
      entry({ entryId: 'b', createdAt: '2025-03-01T10:00:01.000Z' }),
      entry({ entryId: 'a', createdAt: '2025-03-01T10:00:00.000Z' }),
    ];
    // Act
    groupEntries(records);
    // Assess
    expect(records.map(({ entryId }) => entryId)).toEqual(['b', 'a']);
  });
});

describe('entry ids for retried saves', () => {
  it('keeps the id the client chose, so saving the same entry twice writes the same item', () => {
    // Prepare
    const input = { id: 'client-entry-1', content: 'We moved to Leeds in 1962.' };
    // Act
    const item = entryItem('user-1', 'story-1', 'text', input);
    // Assess
    expect(item).toEqual({
      storyId: 'story-1',
      entryId: 'client-entry-1',
      userId: 'user-1',
      kind: 'text',
      content: 'We moved to Leeds in 1962.',
    });
  });

  it('derives a story created with its first entry from the caller and that entry only', () => {
    // Prepare
    const entryId = 'client-entry-1';
    // Act
    const first = storyIdForFirstEntry('user-1', entryId);
    const retried = storyIdForFirstEntry('user-1', entryId);
    const otherUser = storyIdForFirstEntry('user-2', entryId);
    // Assess
    expect(retried).toBe(first);
    expect(otherUser).not.toBe(first);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
