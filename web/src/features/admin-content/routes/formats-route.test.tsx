import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTEFACT_TECHNICAL_INSTRUCTIONS } from '#shared/texts.ts';
import { openAdmin } from '@/test/render-app';
import { aFormat } from '../test-fixtures.ts';

describe('formats list', () => {
  it('shows name, description or No description, the scope badge and the created date', async () => {
    await openAdmin('/admin/formats', {
      'GET /api/admin/formats': {
        body: [
          aFormat(),
          aFormat({ id: 'format-bio', name: 'Biography', description: '', contentScope: 'all' }),
        ],
      },
    });

    const [, postcard, biography] = await screen.findAllByRole('row');
    expect(postcard).toHaveTextContent('A short note from the past.');
    expect(postcard).toHaveTextContent('Current Story');
    expect(biography).toHaveTextContent('No description');
    expect(biography).toHaveTextContent('All Stories');
    expect(screen.getByRole('link', { name: 'Create Format' })).toHaveAttribute('href', '/admin/formats/new');
  });

  it('deletes a format after confirming, taking it off the shown list without reading it again', async () => {
    const { calls, user } = await openAdmin('/admin/formats', {
      'GET /api/admin/formats': { body: [aFormat()] },
      'DELETE /api/admin/formats/format-postcard': { status: 204 },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete format Postcard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the format "Postcard"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No formats found')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/api/admin/formats'))).toHaveLength(1);
  });

  it('says Failed to delete format with the reason', async () => {
    const { user } = await openAdmin('/admin/formats', {
      'GET /api/admin/formats': { body: [aFormat()] },
      'DELETE /api/admin/formats/format-postcard': { status: 404, body: { error: 'Format not found' } },
    });

    await user.click(await screen.findByRole('button', { name: 'Delete format Postcard' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete format');
    expect(alert).toHaveTextContent('Format not found');
    expect(screen.getByRole('row', { name: /Postcard/ })).toBeInTheDocument();
  });
});

describe('format editor', () => {
  it('creates a format with the current story as default scope, showing the technical instructions', async () => {
    const { calls, router, user } = await openAdmin('/admin/formats/new', {
      'GET /api/admin/formats': { body: [] },
      'POST /api/admin/formats': { status: 201, body: aFormat() },
    });

    const create = await screen.findByRole('button', { name: 'Create Format' });
    expect(create).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Content Scope/ })).toHaveValue('current');
    expect(screen.getByText(/Weave facts from any research reports/)).toBeInTheDocument();
    expect(document.body.textContent).toContain(ARTEFACT_TECHNICAL_INSTRUCTIONS);

    await user.type(screen.getByRole('textbox', { name: /Format Name/ }), 'Postcard');
    expect(create).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Creative Instructions/ }), 'Write a postcard.');
    await user.click(create);

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/formats'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      name: 'Postcard',
      writerPrompt: 'Write a postcard.',
      contentScope: 'current',
    });
  });

  it('edits a format with Save Changes and shows a failed save above the form', async () => {
    const { user } = await openAdmin('/admin/formats/format-postcard', {
      'GET /api/admin/formats/format-postcard': { body: aFormat() },
      'PUT /api/admin/formats/format-postcard': {
        status: 400,
        body: { error: 'writerPrompt is required' },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save format');
    expect(alert).toHaveTextContent('writerPrompt is required');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/admin/formats');
  });
});
