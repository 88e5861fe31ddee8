import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { ArchiveRow } from './archive-row.tsx';

const renderRow = (onDelete = vi.fn()) => {
  render(
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <ul>
          <ArchiveRow
            to="/conversations/abc"
            title="Growing up in Leeds"
            details={['3 messages', 'March 14, 2025']}
            preview="And then we moved to the coast."
            deleteLabel="Delete conversation: Growing up in Leeds"
            onDelete={onDelete}
          />
        </ul>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onDelete;
};

describe('archive row', () => {
  it('opens the item through one link holding its title, details and preview', () => {
    renderRow();

    const link = screen.getByRole('link', { name: /Growing up in Leeds/ });
    expect(link).toHaveAttribute('href', '/conversations/abc');
    expect(link).toHaveTextContent('3 messages');
    expect(link).toHaveTextContent('March 14, 2025');
    expect(link).toHaveTextContent('And then we moved to the coast.');
  });

  it('reaches the link and then the labelled delete button with the keyboard', async () => {
    const onDelete = renderRow();
    const user = userEvent.setup();

    await user.tab();
    expect(screen.getByRole('link', { name: /Growing up in Leeds/ })).toHaveFocus();
    await user.tab();
    const remove = screen.getByRole('button', { name: 'Delete conversation: Growing up in Leeds' });
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onDelete).toHaveBeenCalledOnce();
  });
});
