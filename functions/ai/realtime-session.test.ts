import { describe, expect, it } from 'vitest';
import { buildInstructions, MAX_NOTES, MAX_NOTES_BYTES, notesInBudget } from './realtime-session.ts';

const input = (notes: { id: string; content: string; createdBy: string }[]) => ({
  conversationId: 'c1',
  title: 'Childhood',
  notes,
  previousMessages: [],
});
const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('notes in the realtime instructions', () => {
  it('keeps the newest notes, at most MAX_NOTES, and says how many older ones are left out', () => {
    // Prepare: 250 short notes, oldest first
    const notes = Array.from({ length: 250 }, (_, index) => ({
      id: `n${index}`,
      content: `note ${index}`,
      createdBy: 'walt',
    }));

    // Act
    const instructions = buildInstructions(input(notes));

    // Assess
    expect(instructions).toContain('[n249] note 249');
    expect(instructions).toContain(`[n${250 - MAX_NOTES}] note ${250 - MAX_NOTES}`);
    expect(instructions).not.toContain(`[n${249 - MAX_NOTES}] `);
    expect(instructions).toContain(`(${250 - MAX_NOTES} older notes are not shown here`);
  });

  it('caps the notes at MAX_NOTES_BYTES of UTF-8 text however long each one is', () => {
    // Prepare: 100 notes of 5,000 CJK characters (15 KB each)
    const notes = Array.from({ length: MAX_NOTES }, (_, index) => ({
      id: `n${index}`,
      content: '語'.repeat(5_000),
      createdBy: 'user',
    }));

    // Act
    const { kept, left } = notesInBudget(notes);

    // Assess: the newest note is there (cut to the budget), the rest left out, the total within the budget
    expect(kept.at(-1)?.id).toBe(`n${MAX_NOTES - 1}`);
    expect(kept.reduce((total, note) => total + bytes(note.content), 0)).toBeLessThanOrEqual(
      MAX_NOTES_BYTES + 3,
    );
    expect(left).toBe(MAX_NOTES - kept.length);
    expect(bytes(buildInstructions(input(notes)))).toBeLessThan(MAX_NOTES_BYTES + 20_000);
  });
});
