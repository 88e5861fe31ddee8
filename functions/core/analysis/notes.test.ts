import { describe, expect, it } from 'vitest';
import { noteToTake } from './notes.ts';

describe('noteToTake', () => {
  it('keeps the trimmed content when the model wants a note', () => {
    // Prepare
    const analysis = { shouldTakeNote: true, noteContent: '  Born in Cork in 1941.\n' };
    // Act
    const content = noteToTake(analysis);
    // Assess
    expect(content).toBe('Born in Cork in 1941.');
  });

  it('takes no note when the model does not want one, even with content', () => {
    // Prepare
    const analysis = { shouldTakeNote: false, noteContent: 'Born in Cork in 1941.' };
    // Act
    const content = noteToTake(analysis);
    // Assess
    expect(content).toBeUndefined();
  });

  it('takes no empty note', () => {
    // Prepare
    const analysis = { shouldTakeNote: true, noteContent: '   ' };
    // Act
    const content = noteToTake(analysis);
    // Assess
    expect(content).toBeUndefined();
  });
});
