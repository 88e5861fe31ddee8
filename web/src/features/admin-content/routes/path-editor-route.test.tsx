import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { openAdmin, renderApp } from '@/test/render-app';
import { aPath, asAdmin, layOutSortableRows } from '../test-fixtures.ts';

const editing = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({ ...asAdmin, 'GET /api/paths/path-school': { body: aPath() }, ...extra });

describe('path editor', () => {
  it('creates a path: Save stays disabled until a name and instructions are given', async () => {
    const { calls, router, user } = await openAdmin('/admin/paths/new', {
      'GET /api/paths': { body: [] },
      'POST /api/paths': ({ body }) => ({ status: 201, body: { ...aPath(), ...(body as object) } }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Create Path' })).toBeInTheDocument();
    const saves = screen.getAllByRole('button', { name: 'Save Path' });
    expect(saves).toHaveLength(2);
    for (const save of saves) expect(save).toBeDisabled();
    expect(screen.getByText('Name and instructions are required')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Test this path' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Path Name/ }), 'schoolDays');
    await user.type(screen.getByRole('textbox', { name: /Instructions/ }), '   ');
    for (const save of saves) expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Instructions/ }), 'Ask about school.');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await user.type(screen.getByRole('textbox', { name: 'Title (Question 1)' }), 'First school');
    await user.click(saves[1] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/paths'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'schoolDays',
      instructions: '   Ask about school.',
      questions: [{ title: 'First school', text: '' }],
    });
  });

  it('previews the instructions as markdown and expands the text area', async () => {
    editing();
    await renderApp('/admin/paths/path-school', { waitForSession: false });
    const user = userEvent.setup();
    const instructions = await screen.findByRole('textbox', { name: /Instructions/ });
    expect(instructions).toHaveAttribute('rows', '12');

    await user.click(screen.getByRole('button', { name: 'Expand' }));
    expect(screen.getByRole('textbox', { name: /Instructions/ })).toHaveStyle({ minHeight: '200px' });
    await user.clear(screen.getByRole('textbox', { name: /Instructions/ }));
    await user.type(screen.getByRole('textbox', { name: /Instructions/ }), '**Be gentle**');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(screen.getByText('Be gentle').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('textbox', { name: /Instructions/ })).toHaveValue('**Be gentle**');
  });

  it('reorders questions with the keyboard and saves them in the new order', async () => {
    layOutSortableRows();
    const { calls } = editing({
      'GET /api/paths': { body: [aPath()] },
      'PUT /api/paths/path-school': { body: aPath() },
    });
    const { router } = await renderApp('/admin/paths/path-school', { waitForSession: false });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions (3)' })).toBeInTheDocument();

    screen.getByRole('button', { name: 'Drag question 1 to reorder' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title (Question 3)' })).toHaveValue('First school'),
    );
    expect(screen.getByRole('textbox', { name: 'Title (Question 1)' })).toHaveValue('A teacher');
    await user.click(screen.getAllByRole('button', { name: 'Save Path' })[0] as HTMLElement);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/paths'));
    const sent = calls.find((call) => call.method === 'PUT')?.body as { questions: { title: string }[] };
    expect(sent.questions.map((question) => question.title)).toEqual([
      'A teacher',
      'Friends',
      'First school',
    ]);
  });

  it('removes a question', async () => {
    editing();
    await renderApp('/admin/paths/path-school', { waitForSession: false });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove question 2' }));

    expect(screen.getByRole('heading', { level: 2, name: 'Questions (2)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title (Question 2)' })).toHaveValue('Friends');
  });

  it('opens the path in the call screen in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    editing();
    await renderApp('/admin/paths/path-school', { waitForSession: false });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Test this path' }));

    expect(open).toHaveBeenCalledWith('/app/chat/path/path-school', '_blank', 'noopener');
  });

  it('keeps the edits and shows the save error in a red banner above the form', async () => {
    editing({ 'PUT /api/paths/path-school': { status: 400, body: { error: 'name is too long' } } });
    const { router } = await renderApp('/admin/paths/path-school', { waitForSession: false });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Display Name/ }), '!');

    await user.click(screen.getAllByRole('button', { name: 'Save Path' })[1] as HTMLElement);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save path');
    expect(alert).toHaveTextContent('name is too long');
    expect(screen.getByRole('textbox', { name: /Display Name/ })).toHaveValue('School days!');
    expect(router.state.location.pathname).toBe('/admin/paths/path-school');
  });

  it('says Failed to load path with a retry', async () => {
    await openAdmin('/admin/paths/path-school', {
      'GET /api/paths/path-school': { status: 404, body: { error: 'Path not found' } },
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load path');
    expect(alert).toHaveTextContent('Path not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
