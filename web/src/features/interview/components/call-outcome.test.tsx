import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletionView, FinishedView } from './call-outcome.tsx';
import { QuestionCard } from './question-card.tsx';
import { renderPiece } from './test-render.tsx';

describe('after the call', () => {
  it('the completion view continues to the story when there is one', () => {
    renderPiece(<CompletionView storyId="s1" />);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/story/s1');
  });

  it('the completion view continues to the on-deck step otherwise', () => {
    renderPiece(<CompletionView storyId={null} />);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/app?scrollTo=onDeck');
  });

  it('the finished view of a story call says "More Information Needed" until the path is complete', () => {
    renderPiece(<FinishedView storyId="s1" pathCompleted={false} />);
    expect(screen.getByRole('heading', { name: 'More Information Needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Story page' })).toHaveAttribute('href', '/story/s1');
  });

  it('the finished view says "All Topics Covered" once it is', () => {
    renderPiece(<FinishedView storyId="s1" pathCompleted />);
    expect(screen.getByRole('heading', { name: 'All Topics Covered' })).toBeInTheDocument();
  });

  it('the finished view of a session call has no story card', () => {
    renderPiece(<FinishedView storyId={null} pathCompleted={false} />);
    expect(screen.getByTestId('finished-view')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Story page' })).toBeNull();
  });
});

describe('question card', () => {
  it('shows a skeleton while the question is worked out', () => {
    renderPiece(<QuestionCard card={null} loading />);
    expect(screen.getByTestId('question-card-skeleton')).toBeInTheDocument();
  });

  it('shows the title and text of the card', () => {
    renderPiece(<QuestionCard card={{ title: 'Roots', text: 'Where were you born?' }} loading={false} />);
    expect(screen.getByRole('heading', { name: 'Roots' })).toBeInTheDocument();
    expect(screen.getByText('Where were you born?')).toBeInTheDocument();
  });

  it('shows nothing without a card', () => {
    renderPiece(<QuestionCard card={null} loading={false} />);
    expect(screen.queryByTestId('question-card')).toBeNull();
  });
});
