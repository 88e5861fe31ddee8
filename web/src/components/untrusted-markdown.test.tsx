import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UntrustedMarkdown } from './untrusted-markdown';

describe('UntrustedMarkdown (issue 23: links in emails and research are not clickable)', () => {
  it('shows a link’s words and its full address as plain text, with no anchor', () => {
    const { container } = render(
      <UntrustedMarkdown>
        {'Your bank says [sign in here](https://bank.example.evil/login) today.'}
      </UntrustedMarkdown>,
    );
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe(
      'Your bank says sign in here (https://bank.example.evil/login) today.',
    );
  });

  it('shows a bare address once, not followed', () => {
    const { container } = render(<UntrustedMarkdown>{'<https://example.org/page>'}</UntrustedMarkdown>);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('https://example.org/page');
  });

  it('fetches no remote image: an image becomes its description', () => {
    const { container } = render(
      <UntrustedMarkdown>{'![a tracking pixel](https://tracker.example/p.gif)'}</UntrustedMarkdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('[a tracking pixel]')).toBeTruthy();
  });
});
