import { describe, expect, it } from 'vitest';
import { cardFromAnalysis, cooldownOver, mayShowQuestionCard, pickQuestion } from './question-card.ts';

describe('question card rules', () => {
  it('considers only assistant messages with a question mark or a question word', () => {
    expect(mayShowQuestionCard('assistant', 'Where did you grow up?')).toBe(true);
    expect(mayShowQuestionCard('assistant', 'Tell me about your first job')).toBe(true);
    expect(mayShowQuestionCard('assistant', 'How lovely.')).toBe(true);
    expect(mayShowQuestionCard('assistant', 'That sounds wonderful.')).toBe(false);
    expect(mayShowQuestionCard('user', 'Where did I put my glasses?')).toBe(false);
  });

  it('keeps cards 10 seconds apart', () => {
    expect(cooldownOver(undefined, 0)).toBe(true);
    expect(cooldownOver(1_000, 10_999)).toBe(false);
    expect(cooldownOver(1_000, 11_000)).toBe(true);
  });

  it('picks a question by its 1-based id', () => {
    const questions = [
      { title: 'Childhood', text: 'Where were you born?' },
      { title: 'School', text: 'Which teacher do you remember?' },
    ];
    expect(pickQuestion(questions, 1)?.title).toBe('Childhood');
    expect(pickQuestion(questions, 2)?.title).toBe('School');
    expect(pickQuestion(questions, 0)).toBeUndefined();
    expect(pickQuestion(questions, 3)).toBeUndefined();
    expect(pickQuestion(questions, 1.5)).toBeUndefined();
  });

  it("shows the path's question an analysis names, else Walt's own question, else nothing", () => {
    const questions = [{ title: 'Childhood', text: 'Where were you born?' }];
    const answer = (
      predefinedQuestionId: number | null,
      customQuestion: { title: string; text: string } | null,
    ) => ({
      shouldShowQuestionCard: true,
      predefinedQuestionId,
      customQuestion,
    });
    expect(cardFromAnalysis(answer(1, null), questions)).toEqual({
      title: 'Childhood',
      text: 'Where were you born?',
      questionId: 1,
    });
    expect(
      cardFromAnalysis(answer(null, { title: 'The house', text: 'What was it like?' }), questions),
    ).toEqual({
      title: 'The house',
      text: 'What was it like?',
    });
    expect(cardFromAnalysis(answer(null, { title: ' ', text: 'What was it like?' }), questions)).toEqual({
      title: 'Question',
      text: 'What was it like?',
    });
    expect(cardFromAnalysis(answer(7, null), questions)).toBeNull();
    expect(cardFromAnalysis({ ...answer(1, null), shouldShowQuestionCard: false }, questions)).toBeNull();
  });
});
