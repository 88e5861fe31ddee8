import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readPdfQrCodes } from '#test/helpers/pdf-qr.ts';
import { mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { ARTEFACT_ID, anArtefact, aVersion, captureDownloads } from '../test-fixtures.ts';

const PAGE = `/artefacts/${ARTEFACT_ID}`;
const LINKS = `/api/artefacts/${ARTEFACT_ID}/listen-links`;
const TOKEN = 'tok_4c9a0f2e7b1d4e8f9a3b5c6d7e8f9a0b1c2d3e4f5a6';

const memo = { kind: 'voiceMemo' as const, id: 'memo-1', excerpt: 'We lived above the bakery' };
const typed = { kind: 'textEntry' as const, id: 'entry-1', excerpt: 'Father started at four' };

/** Paragraph 1 drew on a voice memo, paragraph 2 on a typed note. */
const voiced = (version = 1) =>
  aVersion({
    id: `version-${version}`,
    version,
    generatedContent: '## Above the bakery\n\nWe lived above the bakery.\n\nFather started work at four.',
    sources: [
      { paragraph: 1, sources: [memo] },
      { paragraph: 2, sources: [typed] },
    ],
  });

const link = (paragraph: number, version = 1) => ({
  paragraph,
  token: `${TOKEN}${paragraph}`,
  url: `http://localhost:5173/listen/${TOKEN}${paragraph}`,
  version,
});

const withPage = (
  artefact: ReturnType<typeof anArtefact>,
  links: ReturnType<typeof link>[],
  routes: Parameters<typeof mockApi>[0] = {},
) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    [`GET /api/artefacts/${ARTEFACT_ID}`]: { body: artefact },
    [`GET ${LINKS}`]: { body: { links } },
    'GET /api/conversations': { body: [] },
    'GET /api/stories': { body: [] },
    ...routes,
  });

const listenLinks = () => screen.queryAllByRole('link', { name: /^Listen to paragraph/ });

describe('voice links on the artefact page (issue 26)', () => {
  it('offers Make voice links for a voiced keepsake, and then shows Listen beside each voiced paragraph', async () => {
    const { calls } = withPage(anArtefact({ versions: [voiced()] }), [], {
      [`POST ${LINKS}`]: { status: 201, body: { links: [link(1)] } },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: 'Stop voice links' })).not.toBeInTheDocument();
    expect(listenLinks()).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Make voice links' }));

    const listen = await screen.findByRole('link', { name: "Listen to paragraph 2 in the narrator's voice" });
    expect(listen).toHaveTextContent('Listen');
    expect(listen).toHaveAttribute('href', `/listen/${TOKEN}1`);
    expect(listen.parentElement).toHaveTextContent('We lived above the bakery.');
    expect(listenLinks()).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([LINKS]);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Voice links made. Each paragraph in your voice has a Listen link, and the PDF prints its QR code.',
    );
    expect(screen.queryByRole('button', { name: 'Make voice links' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Stop voice links' })).toHaveFocus());
  });

  it('stops every link at once and says so', async () => {
    const { calls } = withPage(anArtefact({ versions: [voiced()] }), [link(1)], {
      [`DELETE ${LINKS}`]: { status: 204 },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /^Listen to paragraph 2/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop voice links' }));

    expect(
      await screen.findByText(
        'Voice links stopped. Anyone opening them now sees that the recording is no longer shared.',
      ),
    ).toBeInTheDocument();
    expect(listenLinks()).toEqual([]);
    expect(calls.some((call) => call.method === 'DELETE' && call.url === LINKS)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Stop voice links' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Make voice links' })).toHaveFocus());
  });

  it('says when making or stopping fails', async () => {
    withPage(anArtefact({ versions: [voiced()] }), [], {
      [`POST ${LINKS}`]: { status: 500, body: {} },
    });
    await renderApp(PAGE);

    await userEvent.click(await screen.findByRole('button', { name: 'Make voice links' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update voice links');
    expect(listenLinks()).toEqual([]);
  });

  it('says so when no paragraph has a recording after all', async () => {
    withPage(anArtefact({ versions: [voiced()] }), [], {
      [`POST ${LINKS}`]: { status: 201, body: { links: [] } },
    });
    await renderApp(PAGE);

    await userEvent.click(await screen.findByRole('button', { name: 'Make voice links' }));

    expect(await screen.findByText('No paragraph of this keepsake has a recording yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make voice links' })).not.toBeInTheDocument();
  });

  it('offers nothing for a keepsake written only from typed material', async () => {
    withPage(anArtefact({ versions: [aVersion({ sources: [{ paragraph: 0, sources: [typed] }] })] }), []);
    await renderApp(PAGE);

    expect(await screen.findByRole('heading', { name: 'Above the bakery' })).toBeInTheDocument();
    expect(screen.queryByTestId('voice-links')).not.toBeInTheDocument();
  });

  it('shows Listen only on the version the links were made for', async () => {
    withPage(anArtefact({ versions: [voiced(2), voiced(1)], _count: { versions: 2 } }), [link(1, 2)]);
    await renderApp(PAGE);
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: /^Listen to paragraph 2/ })).toBeInTheDocument();

    const history = screen.getByTestId('version-history');
    await user.click(within(history).getByRole('button', { name: /^Version 1,/ }));

    expect(listenLinks()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Stop voice links' })).toBeInTheDocument();
  });

  it("prints each link's QR code in the PDF", async () => {
    withPage(anArtefact({ versions: [voiced()] }), [link(1), link(2)]);
    await renderApp(PAGE);
    await screen.findByRole('link', { name: /^Listen to paragraph 2/ });
    const downloads = captureDownloads();

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    downloads.restore();

    const bytes = new Uint8Array(await downloads.saved[0]!.blob.arrayBuffer());
    expect((await readPdfQrCodes(bytes)).flat()).toEqual([link(1).url, link(2).url]);
  });
});
