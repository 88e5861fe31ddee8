import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingText } from './typing-text';

describe('typing text', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reveals one character every 40 ms while the full text stays readable to assistive technology', () => {
    render(<TypingText text="Hello" msPerChar={40} />);
    const typed = screen.getByTestId('typing-text');
    expect(typed).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(40));
    expect(typed.textContent).toBe('H');
    act(() => vi.advanceTimersByTime(39));
    expect(typed.textContent).toBe('H');
    act(() => vi.advanceTimersByTime(1));
    expect(typed.textContent).toBe('He');
    for (let step = 0; step < 10; step += 1) act(() => vi.advanceTimersByTime(40));
    expect(typed.textContent).toBe('Hello');
    expect(screen.getAllByText('Hello').some((node) => node.getAttribute('aria-hidden') !== 'true')).toBe(
      true,
    );
  });
});
