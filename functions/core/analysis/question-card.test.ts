import { describe, expect, it } from 'vitest';
import { chooseQuestionCard } from './question-card.ts';

const offered = [
  { id: 1, title: 'Birthplace', text: 'Where were you born?' },
  { id: 2, title: 'Parents', text: 'Tell me about your parents.' },
];
const custom = { title: 'The farm', text: 'What was a day on the farm like?' };

describe('chooseQuestionCard', () => {
  it('shows an offered predefined question and drops the custom one beside it', () => {
    // Prepare
    const analysis = { shouldShowQuestionCard: true, predefinedQuestionId: 2, customQuestion: custom };
    // Act
    const card = chooseQuestionCard(analysis, offered);
    // Assess
    expect(card).toEqual({ shouldShowQuestionCard: true, predefinedQuestionId: 2, customQuestion: null });
  });

  it('never passes on a predefined id that was not offered, and falls back to the custom question', () => {
    // Prepare
    const analysis = { shouldShowQuestionCard: true, predefinedQuestionId: 7, customQuestion: custom };
    // Act
    const card = chooseQuestionCard(analysis, offered);
    // Assess
    expect(card).toEqual({
      shouldShowQuestionCard: true,
      predefinedQuestionId: null,
      customQuestion: custom,
    });
  });

  it('shows no card when nothing is left to show', () => {
    // Prepare
    const analysis = { shouldShowQuestionCard: true, predefinedQuestionId: 7, customQuestion: null };
    // Act
    const card = chooseQuestionCard(analysis, offered);
    // Assess
    expect(card.shouldShowQuestionCard).toBe(false);
  });

  it('shows no card when the model does not want one, whatever else it says', () => {
    // Prepare
    const analysis = { shouldShowQuestionCard: false, predefinedQuestionId: 1, customQuestion: null };
    // Act
    const card = chooseQuestionCard(analysis, offered);
    // Assess
    expect(card).toEqual({ shouldShowQuestionCard: false, predefinedQuestionId: 1, customQuestion: null });
  });
});
