import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, signedInAs } from '@/test/mock-api';
import { openApp, renderApp } from '@/test/render-app';
import { downloadName } from '../lib/download.ts';
import {
  ARTEFACT_ID,
  anArtefact,
  aVersion,
  captureDownloads,
  FORMAT_ID,
  STORY_ID,
} from '../test-fixtures.ts';

const PAGE = `/artefacts/${ARTEFACT_ID}`;

const withArtefact = (artefact = anArtefact()) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/artefacts/${ARTEFACT_ID}`]: { body: artefact },
    [`GET /api/artefacts/${ARTEFACT_ID}/listen-links`]: { body: { links: [] } },
    'GET /api/conversations': { body: [] },
    'GET /api/stories': { body: [] },
  });

const twoVersions = () =>
  anArtefact({
    versions: [
      aVersion({
        id: 'version-2',
        version: 2,
        generatedContent: 'On Sundays we walked to **Roundhay Park**.',
      }),
      aVersion(),
    ],
    _count: { versions: 2 },
  });

describe('artefact page', () => {
  it('shows the name, story, format, status, the latest content as markdown and the details', async () => {
    withArtefact();
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'The Bakery Years' })).toBeInTheDocument();
    expect(screen.getByText('From the story "The bakery years"')).toBeInTheDocument();
    expect(screen.getByTestId('artefact-status')).toHaveTextContent('Completed');
    const content = screen.getByRole('article', { name: 'The Bakery Years' });
    expect(within(content).getByRole('heading', { name: 'Above the bakery' })).toBeInTheDocument();
    const details = screen.getByTestId('artefact-details');
    for (const text of ['Format', 'Short Story', 'Story', 'The bakery years', 'Created', 'Last Updated'])
      expect(details).toHaveTextContent(text);
    expect(screen.queryByText('Version History')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Story' })).toHaveAttribute('href', `/story/${STORY_ID}`);
  });

  it('lists the versions when there is more than one, newest first, and shows the one chosen', async () => {
    withArtefact(twoVersions());
    await renderApp(PAGE);
    const user = userEvent.setup();

    const history = await screen.findByTestId('version-history');
    const buttons = within(history).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      expect.stringMatching(/^Version 2, .*Latest$/),
      expect.stringMatching(/^Version 1, /),
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Roundhay Park')).toBeInTheDocument();

    await user.click(buttons[1]!);

    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Above the bakery' })).toBeInTheDocument();
    expect(screen.queryByText('Roundhay Park')).not.toBeInTheDocument();
  });

  it('downloads the latest version as {name}-{YYYY-MM-DD}.txt', async () => {
    withArtefact(twoVersions());
    await renderApp(PAGE);
    const downloads = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    downloads.restore();

    expect(downloads.saved.map(({ name }) => name)).toEqual([downloadName('The Bakery Years', new Date())]);
    expect(await downloads.saved[0]?.blob.text()).toBe('On Sundays we walked to **Roundhay Park**.');
  });

  it('downloads a print-ready PDF of the version shown, with the narrator on its title page', async () => {
    withArtefact();
    await renderApp(PAGE);
    const downloads = captureDownloads();
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    downloads.restore();

    const [file] = downloads.saved;
    expect(file?.name).toBe(downloadName('The Bakery Years', new Date(), 'pdf'));
    expect(file?.blob.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file!.blob.arrayBuffer()));
    expect(pdf.getTitle()).toBe('The Bakery Years');
    expect(pdf.getAuthor()).toBe('Ada Lovelace');
    expect(pdf.getPageCount()).toBe(2);
  });

  it.each([
    ['as one text', undefined],
    [
      'paragraph by paragraph',
      [{ paragraph: 0, sources: [{ kind: 'textEntry' as const, id: 'e', excerpt: 'x' }] }],
    ],
  ])('shows a link in the content with its full address, not followed (%s)', async (_, sources) => {
    withArtefact(
      anArtefact({
        versions: [
          aVersion({
            generatedContent: 'Order the book [from here](https://evil.example/book).\n\nThe end.',
            ...(sources && { sources }),
          }),
        ],
      }),
    );
    await renderApp(PAGE);

    const content = await screen.findByRole('article', { name: 'The Bakery Years' });
    expect(content).toHaveTextContent('Order the book from here (https://evil.example/book).');
    expect(content.querySelector('a[href^="https://evil.example"]')).toBeNull();
  });

  it('shows, per paragraph, where it came from', async () => {
    withArtefact(
      anArtefact({
        versions: [
          aVersion({
            generatedContent: 'First paragraph.\n\nWe lived above the bakery.',
            sources: [
              {
                paragraph: 1,
                sources: [
                  { kind: 'textEntry', id: 'entry-1', excerpt: 'We lived above the bakery on Cardigan Road' },
                ],
              },
            ],
          }),
        ],
      }),
    );
    await renderApp(PAGE);

    const disclosures = await screen.findAllByText('Where this came from');
    expect(disclosures).toHaveLength(1);
    const details = disclosures[0]!.closest('details')!;
    expect(details.previousElementSibling ?? details.parentElement).toHaveTextContent(
      'We lived above the bakery.',
    );
    expect(details).toHaveTextContent('From a written note');
    expect(details).toHaveTextContent('We lived above the bakery on Cardigan Road');
  });

  it('labels a note by who wrote it, and an email as an email', async () => {
    withArtefact(
      anArtefact({
        versions: [
          aVersion({
            generatedContent: 'We lived above the bakery.',
            sources: [
              {
                paragraph: 0,
                sources: [
                  { kind: 'note', id: 'note-own', excerpt: 'My own words about the bakery', by: 'narrator' },
                  { kind: 'note', id: 'note-walt', excerpt: 'Walt noted the bakery', by: 'walt' },
                  { kind: 'note', id: 'note-old', excerpt: 'An older note without an author' },
                  { kind: 'emailInsight', id: 'email-1', excerpt: 'A letter from Aunt May' },
                ],
              },
            ],
          }),
        ],
      }),
    );
    await renderApp(PAGE);

    const details = (await screen.findByText('Where this came from')).closest('details')!;
    const labels = within(details)
      .getAllByRole('listitem')
      .map((item) => [item.querySelector('p')?.textContent, item.querySelector('blockquote')?.textContent]);
    expect(labels).toEqual([
      ['From your own note', 'My own words about the bakery'],
      ['From a note by Walt', 'Walt noted the bakery'],
      ['From a note by Walt', 'An older note without an author'],
      ['From an email', 'A letter from Aunt May'],
    ]);
  });

  describe('what Walt could not find (issue 22)', () => {
    const NOTICE_TITLE = 'Walt could not find these in what you told it:';
    const flagged = () =>
      aVersion({
        id: 'version-2',
        version: 2,
        generatedContent: 'She sailed to Valparaiso in 1907.\n\nValparaiso was far from Whitby.',
        grounding: {
          checked: true,
          unsupported: [
            { paragraph: 0, token: 'Valparaiso', kind: 'name' },
            { paragraph: 0, token: '1907', kind: 'year' },
            { paragraph: 1, token: 'Valparaiso', kind: 'name' },
          ],
        },
      });
    const clean = () => aVersion({ grounding: { checked: true, unsupported: [] } });
    const notice = () => screen.queryByRole('status', { name: NOTICE_TITLE });

    it('lists the distinct years and names, in order, and offers to correct the story or generate again', async () => {
      withArtefact(anArtefact({ versions: [flagged()] }));
      await renderApp(PAGE);

      const shown = await screen.findByRole('status', { name: NOTICE_TITLE });
      expect(within(shown).getByText(NOTICE_TITLE)).toBeInTheDocument();
      expect(
        within(shown)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Valparaiso', '1907']);
      expect(within(shown).getByRole('link', { name: 'correct it in your story' })).toHaveAttribute(
        'href',
        `/story/${STORY_ID}`,
      );
      expect(within(shown).getByRole('link', { name: 'generate it again' })).toHaveAttribute(
        'href',
        `/story/${STORY_ID}/format/${FORMAT_ID}`,
      );
      expect(shown).toHaveTextContent('You can correct it in your story or generate it again.');
    });

    it('shows nothing for a version the check found clean', async () => {
      withArtefact(anArtefact({ versions: [clean()] }));
      await renderApp(PAGE);

      expect(await screen.findByRole('heading', { name: 'Above the bakery' })).toBeInTheDocument();
      expect(notice()).not.toBeInTheDocument();
      expect(screen.queryByText(NOTICE_TITLE)).not.toBeInTheDocument();
    });

    it('shows nothing for a version written before the check existed', async () => {
      withArtefact(anArtefact({ versions: [aVersion()] }));
      await renderApp(PAGE);

      expect(await screen.findByRole('heading', { name: 'Above the bakery' })).toBeInTheDocument();
      expect(screen.queryByText(NOTICE_TITLE)).not.toBeInTheDocument();
    });

    it('follows the version chosen in the history', async () => {
      withArtefact(anArtefact({ versions: [flagged(), clean()], _count: { versions: 2 } }));
      await renderApp(PAGE);
      const user = userEvent.setup();

      expect(await screen.findByRole('status', { name: NOTICE_TITLE })).toHaveTextContent('Valparaiso');
      const history = screen.getByTestId('version-history');
      await user.click(within(history).getByRole('button', { name: /^Version 1,/ }));
      expect(screen.getByRole('heading', { name: 'Above the bakery' })).toBeInTheDocument();
      expect(notice()).not.toBeInTheDocument();

      await user.click(within(history).getByRole('button', { name: /^Version 2,/ }));
      expect(screen.getByRole('status', { name: NOTICE_TITLE })).toHaveTextContent('1907');
    });
  });

  it.each([
    [
      404,
      'Artefact not found. This artefact may have been deleted or you may not have permission to view it.',
    ],
    [403, 'You do not have permission to view this artefact.'],
    [500, 'Error loading artefact: Database on fire'],
  ])('sends the narrator home with the text for %i', async (status, text) => {
    const { router } = await openApp(PAGE, {
      [`GET /api/artefacts/${ARTEFACT_ID}`]: { status, body: { error: 'Database on fire' } },
      'GET /api/conversations': { body: [] },
      'GET /api/stories': { body: [] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), { timeout: 5_000 });
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('explains a network failure', async () => {
    const api = withArtefact();
    api.fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.includes('/api/artefacts/')) throw new TypeError('Failed to fetch');
      if (url.includes('/api/auth/status')) return new Response(JSON.stringify(signedInAs().body));
      return new Response('[]');
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = await renderApp(PAGE);
    await vi.advanceTimersByTimeAsync(10_000);
    vi.useRealTimers();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while loading the artefact. Please check your internet connection and try again.',
    );
  });
});
