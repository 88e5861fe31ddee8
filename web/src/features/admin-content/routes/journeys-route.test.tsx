import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { openAdmin, renderApp } from '@/test/render-app';
import { aFormat, aJourney, aPath, aStep, asAdmin, expectEmptyListOffer } from '../test-fixtures.ts';

const steps = [
  aStep(),
  aStep({ id: 'step-2', name: 'Look things up', order: 1, stepType: 'research', stepConfig: {} }),
  aStep({
    id: 'step-3',
    name: 'Make a postcard',
    order: 2,
    stepType: 'generateFormat',
    stepConfig: { formatId: 'format-postcard' },
  }),
];

const editor = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    ...asAdmin,
    'GET /api/journeys/journey-war': { body: aJourney() },
    'GET /api/paths': { body: [aPath(), aPath({ id: 'path-family', name: 'family' })] },
    'GET /api/admin/formats': { body: [aFormat()] },
    'GET /api/journeys/journey-war/steps': { body: steps },
    ...extra,
  });

const openSteps = async () => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'New Steps' }));
  return user;
};

describe('journeys list', () => {
  it('shows each journey with its description, path count and Featured badge', async () => {
    await openAdmin('/admin/journeys', {
      'GET /api/journeys': {
        body: [
          aJourney({ featured: true }),
          aJourney({ id: 'j2', name: 'Wedding', description: '', paths: [] }),
        ],
      },
    });

    const [, war, wedding] = await screen.findAllByRole('row');
    expect(war).toHaveTextContent('Growing up during the war.');
    expect(war).toHaveTextContent('Featured');
    expect(within(war as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('1');
    expect(wedding).toHaveTextContent('No description');
    expect(wedding).not.toHaveTextContent('Featured');
  });

  it('offers Create First Journey when there are none', async () => {
    await expectEmptyListOffer('journeys', 'No journeys created yet', 'Create First Journey');
  });
});

describe('journey editor', () => {
  it('asks to save a new journey before managing its steps; Create Journey needs a name', async () => {
    editor();
    await renderApp('/admin/journeys/new', { waitForSession: false });
    const user = userEvent.setup();

    const create = await screen.findByRole('button', { name: 'Create Journey' });
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Journey Name/ }), 'Our wedding');
    expect(create).toBeEnabled();
    await user.click(screen.getByRole('tab', { name: 'New Steps' }));
    expect(screen.getByText('Please save the journey first to manage steps.')).toBeInTheDocument();
  });

  it('orders legacy paths, adds each path once and saves the ordered ids', async () => {
    const { calls } = editor({ 'PUT /api/journeys/journey-war': { body: aJourney() } });
    const { router } = await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add family' }));
    expect(screen.queryByRole('button', { name: 'Add family' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move schoolDays up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move family down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move family up' }));
    await user.click(screen.getByRole('button', { name: 'Add Postcard' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/journeys'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      pathIds: ['path-family', 'path-school'],
      formatIds: ['format-postcard'],
    });
  });

  it('says paths could not be loaded but keeps the editor usable', async () => {
    editor({ 'GET /api/paths': { status: 500, body: { error: 'boom' } } });
    await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    expect(
      await screen.findByText('Failed to load paths. Some features may be limited.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Journey Name/ })).toHaveValue('Wartime childhood');
  });
});

describe('steps editor', () => {
  it('lists Step N with type label, name and chosen path or format; moving is disabled at the ends', async () => {
    editor();
    await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    await openSteps();

    const list = await screen.findByRole('list', { name: 'Steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Step 1');
    expect(items[0]).toHaveTextContent('Interview with Walt');
    expect(items[0]).toHaveTextContent('Path: schoolDays');
    expect(items[1]).toHaveTextContent('Research');
    expect(items[2]).toHaveTextContent('Generate Format');
    expect(items[2]).toHaveTextContent('Format: Postcard');
    expect(screen.getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move step 1 down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move step 3 down' })).toBeDisabled();
  });

  it('swaps neighbours and persists the whole order; a failure puts the order back', async () => {
    const { calls } = editor({
      'POST /api/journeys/journey-war/steps/reorder': { status: 500, body: { error: 'Table unavailable' } },
    });
    await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    const user = await openSteps();

    await user.click(await screen.findByRole('button', { name: 'Move step 2 down' }));

    expect(calls.find((call) => call.url.endsWith('/steps/reorder'))?.body).toEqual({
      stepIds: ['step-1', 'step-3', 'step-2'],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to reorder steps');
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Look things up');
  });

  it('requires a step name, and changing the type resets the configuration', async () => {
    const { calls } = editor({
      'POST /api/journeys/journey-war/steps': ({ body }) => ({
        status: 201,
        body: { ...aStep(), ...(body as object), id: 'step-4', order: 3 },
      }),
    });
    await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    const user = await openSteps();

    await user.click(await screen.findByRole('button', { name: 'Add Step' }));
    const form = screen.getByRole('region', { name: 'New step' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Interview path' }), 'path-family');
    await user.click(within(form).getByRole('button', { name: 'Save Step' }));
    expect(within(form).getByText('Step name is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Step type' }), 'generateFormat');
    expect(within(form).getByRole('combobox', { name: 'Format' })).toHaveValue('');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Step type' }), 'interview');
    expect(within(form).getByRole('combobox', { name: 'Interview path' })).toHaveValue('');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Step type' }), 'addNotes');
    await user.type(within(form).getByRole('textbox', { name: /Step name/ }), 'Your own notes');
    await user.click(within(form).getByRole('button', { name: 'Save Step' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Your own notes',
      description: '',
      stepType: 'addNotes',
      stepConfig: {},
    });
  });

  it('deletes a step after confirming', async () => {
    const { calls } = editor({ 'DELETE /api/journeys/journey-war/steps/step-2': { status: 204 } });
    await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    const user = await openSteps();

    await user.click(await screen.findByRole('button', { name: 'Delete step 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this step?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('shows No steps have been created yet with Create Your First Step', async () => {
    editor({ 'GET /api/journeys/journey-war/steps': { body: [] } });
    await renderApp('/admin/journeys/journey-war', { waitForSession: false });
    await openSteps();

    expect(await screen.findByText('No steps have been created yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Your First Step' })).toBeInTheDocument();
  });
});
