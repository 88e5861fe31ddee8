import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CallPanel } from './call-panel.tsx';
import { renderPiece } from './test-render.tsx';

const levels = Array.from({ length: 22 }, (_, index) => index * 4);

const panel = (props: Partial<Parameters<typeof CallPanel>[0]> = {}) => {
  const onStart = vi.fn();
  const onEnd = vi.fn();
  const view = renderPiece(
    <CallPanel
      phase="idle"
      voice="inactive"
      elapsedSeconds={0}
      levels={levels}
      canStart
      onStart={onStart}
      onEnd={onEnd}
      {...props}
    />,
  );
  return { onStart, onEnd, view };
};

describe('call panel', () => {
  it('idle: the W avatar, 22 meter bars of 4 px, a green "Call Walt" with "Click to Start", "Walt is ready"', async () => {
    const { onStart, view } = panel();
    expect(screen.getByText('W')).toBeInTheDocument();
    const bars = view.container.querySelectorAll('[role="img"] span');
    expect(bars).toHaveLength(22);
    expect((bars[0] as HTMLElement).style.width).toBe('4px');
    expect(screen.getByText('Click to Start')).toBeInTheDocument();
    expect(screen.getByTestId('call-status')).toHaveTextContent('Walt is ready');
    expect(screen.queryByTestId('call-clock')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Call Walt' }));
    expect(onStart).toHaveBeenCalled();
  });

  it('connecting: the button is disabled and shows a spinner', () => {
    panel({ phase: 'connecting' });
    const button = screen.getByRole('button', { name: 'Connecting…' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('Click to Start')).toBeNull();
  });

  it('active: a red "End call", the voice state and the clock', async () => {
    const { onEnd } = panel({ phase: 'active', voice: 'speaking', elapsedSeconds: 3725 });
    expect(screen.getByTestId('call-status')).toHaveTextContent('Walt is speaking...');
    expect(screen.getByTestId('call-clock')).toHaveTextContent('1:02:05');
    await userEvent.click(screen.getByRole('button', { name: 'End call' }));
    expect(onEnd).toHaveBeenCalled();
  });

  it('shows the thinking and listening badges while active', () => {
    panel({ phase: 'active', voice: 'thinking' });
    expect(screen.getByTestId('call-status')).toHaveTextContent('Walt is thinking...');
  });

  it('hides the start button when the path is already complete', () => {
    panel({ canStart: false });
    expect(screen.queryByRole('button', { name: 'Call Walt' })).toBeNull();
  });
});
