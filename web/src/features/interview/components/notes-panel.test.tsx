import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotesPanel } from './notes-panel.tsx';
import { renderPiece } from './test-render.tsx';

const notes = [
  {
    id: 'n1',
    content: 'Born in Dundee, 1946',
    createdBy: 'walt' as const,
    createdAt: '2025-03-01T14:05:00Z',
  },
  { id: 'n2', content: 'Called Edie', createdBy: 'user' as const, createdAt: '2025-03-01T14:07:00Z' },
];

const panel = (props: Partial<Parameters<typeof NotesPanel>[0]> = {}) => {
  const onSave = vi.fn();
  const onDelete = vi.fn();
  const onAdd = vi.fn(async () => {});
  renderPiece(
    <NotesPanel
      notes={notes}
      loading={false}
      highlightedIds={[]}
      onSave={onSave}
      onAdd={onAdd}
      onDelete={onDelete}
      {...props}
    />,
  );
  return { onSave, onDelete, onAdd };
};

describe("Walt's Notes panel", () => {
  it('says "Loading notes..." while loading and the empty text when there are none', () => {
    panel({ loading: true, notes: [] });
    expect(screen.getByRole('heading', { name: "Walt's Notes" })).toBeInTheDocument();
    expect(screen.getByText('Loading notes...')).toBeInTheDocument();
  });

  it('shows the empty text and a zero count', () => {
    panel({ notes: [] });
    expect(screen.getByText('No notes yet. Walt will add notes as you talk!')).toBeInTheDocument();
    expect(screen.getByTestId('notes-count')).toHaveTextContent('0');
  });

  it('shows each note with its author badge and the count', () => {
    panel();
    expect(screen.getByTestId('notes-count')).toHaveTextContent('2');
    const [walt, you] = screen.getAllByTestId('note');
    expect(within(walt!).getByText('Walt')).toBeInTheDocument();
    expect(within(you!).getByText('You')).toBeInTheDocument();
    expect(within(walt!).getByText(/\d{1,2}:\d{2}/)).toBeInTheDocument();
  });

  it('edits a note inline: placeholder, Save sends the new text, Cancel keeps the old', async () => {
    const user = userEvent.setup();
    const { onSave } = panel();
    const first = screen.getAllByTestId('note')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Edit note' }));
    const editor = within(first).getByRole('textbox', { name: 'Edit note' });
    expect(editor).toHaveAttribute('placeholder', 'Edit note content...');
    await user.clear(editor);
    await user.type(editor, 'Born in Dundee in the spring of 1946');
    await user.click(within(first).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('n1', 'Born in Dundee in the spring of 1946');

    await user.click(within(first).getByRole('button', { name: 'Edit note' }));
    await user.click(within(first).getByRole('button', { name: 'Cancel' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(within(first).getByText('Born in Dundee, 1946')).toBeInTheDocument();
  });

  it('deletes a note', async () => {
    const { onDelete } = panel();
    await userEvent.click(
      within(screen.getAllByTestId('note')[1]!).getByRole('button', { name: 'Delete note' }),
    );
    expect(onDelete).toHaveBeenCalledWith('n2');
  });

  it("adds the narrator's own note; the words stay in the box when the save fails", async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockRejectedValueOnce(new Error('noteFailed')).mockResolvedValue(undefined);
    panel({ onAdd });
    const box = screen.getByRole('textbox', { name: 'Add a note' });
    const add = screen.getByRole('button', { name: 'Add note' });
    expect(add).toBeDisabled();
    await user.type(box, '  My sister Jean  ');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledWith('My sister Jean');
    expect(box).toHaveValue('  My sister Jean  ');
    await user.click(add);
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue('');
  });

  it('types out a highlighted note', () => {
    panel({ highlightedIds: ['n1'] });
    expect(within(screen.getAllByTestId('note')[0]!).getByTestId('typing-text')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('note')[1]!).queryByTestId('typing-text')).toBeNull();
  });
});
