import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { type MockAnswer, mockApi, signedInAs } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { leaveFor } from '../api/leave-for.ts';

vi.mock('../api/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const PAGE = '/app/gmail-integration';
const CONTACT = 'grace@example.com';

const anInsight = (n: number) => ({
  id: `insight-${n}`,
  subject: `Subject ${n}`,
  date: `2024-03-0${n % 9}T10:00:00.000Z`,
  sender: `Sender ${n} <sender${n}@example.com>`,
  summary: `Summary **${n}**`,
  categories: [`category ${n}`],
  biographicalInfo: { user: [`You did ${n}`], correspondent: [`They did ${n}`] },
});
const page = (numbers: number[], hasMore = false): MockAnswer => ({
  body: { insights: numbers.map(anInsight), total: 40, hasMore },
});
const status = (over: Partial<{ isConnected: boolean; email: string; configured: boolean }> = {}) => ({
  body: { isConnected: false, configured: true, ...over },
});

/** The answers every visit needs: signed in, the Gmail status and the first insights page. */
const api = (routes: Record<string, Parameters<typeof mockApi>[0][string]> = {}) =>
  mockApi({
    'GET /api/auth/status': signedInAs(),
    'GET /api/gmail/status': status(),
    'GET /api/gmail/insights': page([]),
    ...routes,
  });

type FetchMock = ReturnType<typeof mockApi>['fetchMock'];

/**
 * Answers `key` ("METHOD /path") with a body the test feeds line by line. As with a real fetch, aborting the
 * request errors the body with an AbortError. The call is still recorded by mockApi's table.
 */
const streamed = (fetchMock: FetchMock, key: string) => {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const feed = {
    signal: undefined as AbortSignal | undefined,
    send: async (...lines: (object | string)[]) => {
      await waitFor(() => expect(controller).toBeDefined());
      await act(async () => {
        for (const line of lines)
          controller?.enqueue(encoder.encode(`${typeof line === 'string' ? line : JSON.stringify(line)}\n`));
      });
    },
  };
  const table = fetchMock.getMockImplementation() as (
    input: RequestInfo | URL,
    init?: RequestInit,
  ) => Promise<Response>;
  fetchMock.mockImplementation(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const answer = await table(input, init);
    if (`${init.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` !== key)
      return answer;
    feed.signal = init.signal ?? undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (opened) => {
        controller = opened;
      },
    });
    init.signal?.addEventListener('abort', () =>
      controller?.error(new DOMException('The user aborted a request.', 'AbortError')),
    );
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } });
  });
  return feed;
};

const main = () => within(screen.getByRole('main'));
const dialog = () => within(screen.getByRole('dialog'));
const insightTitles = () =>
  within(screen.getByRole('region', { name: 'Email Insights' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

/** Types the contact, presses 'Process Emails with Contact' and confirms. */
const processWith = async (user: ReturnType<typeof userEvent.setup>, contact = CONTACT) => {
  await user.type(await screen.findByLabelText(/Contact's email address/), contact);
  await user.click(screen.getByRole('button', { name: GMAIL_TEXTS.process }));
  await user.click(dialog().getByRole('button', { name: 'Process emails' }));
};

beforeEach(() => {
  (leaveFor as Mock).mockReset();
});

describe('Link Personal Data: the Gmail panel', () => {
  it("shows the heading, the sentence about close friends and partners, and 'Connect Gmail', which goes to Google", async () => {
    const { calls } = api({
      'GET /api/gmail/auth-url': { body: { authUrl: 'https://accounts.example.com/o/oauth2/auth?state=s1' } },
    });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link Personal Data' })).toBeInTheDocument();
    expect(
      screen.getByText(/sharing your communication with close friends and partners adds depth/i),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Connect Gmail account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unlink Gmail' })).not.toBeInTheDocument();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://accounts.example.com/o/oauth2/auth?state=s1'),
    );
    expect(calls.filter((call) => call.url === '/api/gmail/auth-url')).toHaveLength(1);
  });

  it("shows the failure when Google's address cannot be had", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'GET /api/gmail/auth-url': { status: 500, body: { error: 'Boom' } } });
    await renderApp(PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Connect Gmail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.connectFailed);
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("when linked: 'Gmail account connected', the address, 'Unlink Gmail' and 'Change Account' (to Google)", async () => {
    api({
      'GET /api/gmail/status': status({ isConnected: true, email: 'ada@gmail.example' }),
      'GET /api/gmail/auth-url': { body: { authUrl: 'https://accounts.example.com/other' } },
    });
    await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Gmail account connected' })).toBeInTheDocument();
    expect(screen.getByText('Linked to ada@gmail.example')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlink Gmail' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Connect Gmail' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Change Account' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://accounts.example.com/other'));
  });

  it('without a Google client here, says so and offers no connect button; the mailbox import stays', async () => {
    api({ 'GET /api/gmail/status': status({ configured: false }) });
    await renderApp(PAGE);
    expect(await screen.findByText(GMAIL_TEXTS.notConfigured)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect Gmail' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mailbox file (.mbox)')).toHaveAttribute('type', 'file');
  });

  it('a failed status check is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'GET /api/gmail/status': { status: 403, body: { error: 'Forbidden' } } });
    await renderApp(PAGE);
    expect(await screen.findByRole('button', { name: 'Connect Gmail' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Checking the Gmail connection failed', expect.anything());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Link Personal Data: the return from Google', () => {
  it('gmail_connected=true says so, checks the status again, reads the insights, and leaves the address', async () => {
    let linked = false;
    const { calls } = api({
      'GET /api/gmail/status': () => status({ isConnected: linked }),
      'GET /api/gmail/insights': () => (linked ? page([1]) : page([])),
    });
    const { router } = await renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Connect Gmail account' })).toBeInTheDocument();
    const statusCalls = () => calls.filter((call) => call.url === '/api/gmail/status').length;
    const before = statusCalls();

    // Google sends the browser back here once the user has agreed.
    linked = true;
    await act(() => router.navigate(`${PAGE}?gmail_connected=true&tab=x`));
    expect(await screen.findByText(GMAIL_TEXTS.connected)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Gmail account connected' })).toBeInTheDocument();
    expect(statusCalls()).toBeGreaterThan(before);
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 1']));
    expect(router.state.location.pathname).toBe(PAGE);
    expect(router.state.location.search).toBe('?tab=x');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('gmail_error=true shows the failure, and the flag leaves the address', async () => {
    api();
    const { router } = await renderApp(`${PAGE}?gmail_error=true`);
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.connectFailed);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByText(GMAIL_TEXTS.connected)).not.toBeInTheDocument();
  });
});

describe('Link Personal Data: unlinking', () => {
  it('asks, revokes (a failure tolerated), disconnects, says so and clears the insights and facts shown', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = api({
      'GET /api/gmail/status': status({ isConnected: true }),
      'GET /api/gmail/insights': page([1, 2]),
      'POST /api/gmail/extract-biographical-facts': {
        body: { facts: { user: 'Ada grew up in **London**.', correspondents: 'Grace is her sister.' } },
      },
      'POST /api/gmail/revoke': { status: 502, body: { error: 'Google did not answer' } },
      'DELETE /api/gmail/disconnect': status({ isConnected: false }),
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 1', 'Subject 2']));
    await user.click(screen.getByRole('button', { name: GMAIL_TEXTS.extract }));
    expect(await screen.findByText('London')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unlink Gmail' }));
    expect(dialog().getByText(GMAIL_TEXTS.confirmUnlink)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.url === '/api/gmail/revoke')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Unlink Gmail' }));
    await user.click(dialog().getByRole('button', { name: 'Unlink Gmail' }));
    expect(await screen.findByText(GMAIL_TEXTS.unlinked)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.url}`)).toEqual(
      [
        'POST /api/gmail/extract-biographical-facts',
        'POST /api/gmail/revoke',
        'DELETE /api/gmail/disconnect',
      ],
    );
    expect(screen.getByRole('heading', { name: 'Connect Gmail account' })).toBeInTheDocument();
    expect(insightTitles()).toEqual([]);
    expect(screen.queryByText('London')).not.toBeInTheDocument();
  });

  it('a failed disconnect shows the unlink failure and keeps the link', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'GET /api/gmail/status': status({ isConnected: true }),
      'POST /api/gmail/revoke': { body: { revoked: true } },
      'DELETE /api/gmail/disconnect': { status: 500, body: { error: 'Boom' } },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlink Gmail' }));
    await user.click(dialog().getByRole('button', { name: 'Unlink Gmail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.unlinkFailed);
    expect(screen.getByRole('heading', { name: 'Gmail account connected' })).toBeInTheDocument();
  });
});

describe('Link Personal Data: processing with a contact', () => {
  it('has a labelled email field; the button is disabled while it is empty', async () => {
    api();
    await renderApp(PAGE);
    const field = await screen.findByLabelText(/Contact's email address/);
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('placeholder', "Enter contact's email address");
    const button = screen.getByRole('button', { name: GMAIL_TEXTS.process });
    expect(button).toBeDisabled();
    await userEvent.setup().type(field, CONTACT);
    expect(button).toBeEnabled();
  });

  it('asks with the contact named, and nothing is sent when the user cancels', async () => {
    const { calls } = api();
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Contact's email address/), ` ${CONTACT} `);
    await user.click(screen.getByRole('button', { name: GMAIL_TEXTS.process }));
    expect(dialog().getByText(GMAIL_TEXTS.confirmProcess(CONTACT))).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the progress with its status text and percentage, then the emails of the complete event', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls, fetchMock } = api({ 'GET /api/gmail/insights': page([1, 2], true) });
    const stream = streamed(fetchMock, 'POST /api/gmail/process-with-contact');
    await renderApp(PAGE);
    const user = userEvent.setup();
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 1', 'Subject 2']));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeInTheDocument();

    await processWith(user);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ contactEmail: CONTACT });
    expect(await screen.findByText(`Looking for emails with ${CONTACT}...`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: GMAIL_TEXTS.process })).toBeDisabled();

    await stream.send({ type: 'init', totalEmails: 10 });
    expect(await screen.findByText('Found 10 emails')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Email processing progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    await stream.send({ type: 'progress', processed: 3, total: 10 }, 'this is not json');
    expect(await screen.findByText('Processing 3 of 10 emails')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Email processing progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(screen.getByText('30%')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/malformed/), 'this is not json');

    await stream.send({ type: 'progress', processed: 2, total: 3 });
    expect(await screen.findByText('67%')).toBeInTheDocument();

    await stream.send({ type: 'complete', count: 3, emails: [anInsight(7), anInsight(8), anInsight(9)] });
    expect(await screen.findByText(GMAIL_TEXTS.processed(3, CONTACT))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(insightTitles()).toEqual(['Subject 7', 'Subject 8', 'Subject 9']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: GMAIL_TEXTS.process })).toBeEnabled();
  });

  it("'Cancel Processing' aborts the request, says what was kept and shows the insights saved so far", async () => {
    let saved = [1];
    const { calls, fetchMock } = api({ 'GET /api/gmail/insights': () => page(saved) });
    const stream = streamed(fetchMock, 'POST /api/gmail/process-with-contact');
    await renderApp(PAGE);
    const user = userEvent.setup();
    await processWith(user);
    await stream.send({ type: 'init', totalEmails: 4 }, { type: 'progress', processed: 2, total: 4 });
    expect(await screen.findByText('50%')).toBeInTheDocument();

    saved = [1, 2, 3];
    await user.click(screen.getByRole('button', { name: 'Cancel Processing' }));
    expect(await screen.findByText(GMAIL_TEXTS.cancelled)).toBeInTheDocument();
    expect(stream.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 1', 'Subject 2', 'Subject 3']));
    expect(calls.filter((call) => call.url === '/api/gmail/insights')).toHaveLength(2);
  });

  it('an error event shows the processing failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = api();
    const stream = streamed(fetchMock, 'POST /api/gmail/process-with-contact');
    await renderApp(PAGE);
    await processWith(userEvent.setup());
    await stream.send({ type: 'init', totalEmails: 2 }, { type: 'error', error: 'Gmail refused' });
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.processFailed);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("a refused call shows the server's text; a server failure shows the processing failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: MockAnswer = { status: 409, body: { error: GMAIL_TEXTS.notConnected } };
    api({ 'POST /api/gmail/process-with-contact': () => answer });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await processWith(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.notConnected);

    answer = { status: 500, body: { error: 'Internal details' } };
    await user.click(screen.getByRole('button', { name: GMAIL_TEXTS.process }));
    await user.click(dialog().getByRole('button', { name: 'Process emails' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GMAIL_TEXTS.processFailed));
  });
});

describe('Link Personal Data: insights', () => {
  it('lists subject, sender, summary (markdown), categories and facts, even when Gmail is not linked', async () => {
    api({ 'GET /api/gmail/insights': page([1]) });
    await renderApp(PAGE);
    const card = (await screen.findByRole('heading', { level: 3, name: 'Subject 1' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText(/From Sender 1 <sender1@example.com>/)).toBeInTheDocument();
    expect(within(card).getByText('1', { selector: 'strong' })).toBeInTheDocument();
    expect(within(card).getByRole('list', { name: 'Categories' })).toHaveTextContent('category 1');
    expect(within(card).getByText('You did 1')).toBeInTheDocument();
    expect(within(card).getByText('They did 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connect Gmail account' })).toBeInTheDocument();
  });

  it("'Load More' asks for the page after the loaded count, which replaces the list (as the spec writes)", async () => {
    const { calls } = api({
      'GET /api/gmail/insights': ({ url }) =>
        url.includes('offset=2')
          ? page([3, 4])
          : { ...page([1, 2], true), headers: { 'X-Next-Cursor': 'after-two' } },
    });
    await renderApp(PAGE);
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 1', 'Subject 2']));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 3', 'Subject 4']));
    // The first page's cursor travels with the offset, so the server reads the next page as one page.
    expect(
      calls.filter((call) => call.url.startsWith('/api/gmail/insights')).map((call) => call.url),
    ).toEqual(['/api/gmail/insights', '/api/gmail/insights?offset=2&cursor=after-two']);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('a failed read shows the insights failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'GET /api/gmail/insights': ({ url }) =>
        url.includes('offset') ? { status: 500, body: { error: 'Boom' } } : page([1, 2], true),
    });
    await renderApp(PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.insightsFailed);
  });

  it('extracts the biographical facts and shows both parts as markdown under their headings', async () => {
    const { calls } = api({
      'GET /api/gmail/insights': page([1]),
      'POST /api/gmail/extract-biographical-facts': {
        body: { facts: { user: '- Born in *1950*', correspondents: '**Grace**: her sister' } },
      },
    });
    await renderApp(PAGE);
    await userEvent.setup().click(await screen.findByRole('button', { name: GMAIL_TEXTS.extract }));
    expect(await screen.findByRole('heading', { name: 'About your correspondents' })).toBeInTheDocument();
    expect(screen.getByText('1950', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByText('Grace', { selector: 'strong' })).toBeInTheDocument();
    const post = calls.find((call) => call.url === '/api/gmail/extract-biographical-facts');
    expect(post?.init.body).toBeUndefined();
  });

  it("a failed extraction shows the server's reason, or the extraction failure", async () => {
    let answer: MockAnswer = { status: 400, body: { error: GMAIL_TEXTS.noInsights } };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /api/gmail/extract-biographical-facts': () => answer });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: GMAIL_TEXTS.extract }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.noInsights);
    answer = { status: 500, body: { error: 'Internal details' } };
    await user.click(screen.getByRole('button', { name: GMAIL_TEXTS.extract }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(GMAIL_TEXTS.extractFailed));
  });

  it('deletes all summaries after asking, then clears the insights and facts shown', async () => {
    const { calls } = api({
      'GET /api/gmail/insights': page([1, 2]),
      'POST /api/gmail/extract-biographical-facts': {
        body: { facts: { user: 'Ada loved **mathematics**.', correspondents: 'Grace.' } },
      },
      'DELETE /api/gmail/email-insights': { body: { deleted: 2 } },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: GMAIL_TEXTS.extract }));
    expect(await screen.findByText('mathematics')).toBeInTheDocument();
    await user.click(main().getByRole('button', { name: GMAIL_TEXTS.deleteAll }));
    expect(dialog().getByText(GMAIL_TEXTS.confirmDelete)).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: GMAIL_TEXTS.deleteAll }));
    expect(await screen.findByText(GMAIL_TEXTS.deleted)).toBeInTheDocument();
    expect(insightTitles()).toEqual([]);
    expect(screen.queryByText('mathematics')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/gmail/email-insights')).toBe(
      true,
    );
  });

  it('a failed delete shows the delete failure and keeps the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'GET /api/gmail/insights': page([1]),
      'DELETE /api/gmail/email-insights': { status: 500, body: { error: 'Boom' } },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await waitFor(() => expect(insightTitles()).toEqual(['Subject 1']));
    await user.click(main().getByRole('button', { name: GMAIL_TEXTS.deleteAll }));
    await user.click(dialog().getByRole('button', { name: GMAIL_TEXTS.deleteAll }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.deleteFailed);
    expect(insightTitles()).toEqual(['Subject 1']);
  });
});

/** A stand-in XMLHttpRequest: the test sees what was sent and decides how the upload goes. */
class FakeUpload {
  static last: FakeUpload | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  aborted = false;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.last = this;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

/** The upload the page started last. */
const sent = (): FakeUpload => {
  if (!FakeUpload.last) throw new Error('Nothing was uploaded');
  return FakeUpload.last;
};

describe('Link Personal Data: importing a mailbox file', () => {
  beforeEach(() => {
    FakeUpload.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  });

  const mbox = () =>
    new File(['From a@b Mon Jan 1 00:00:00 2024\n\nHello\n'], 'mail.mbox', { type: 'application/mbox' });

  it("with no contact email, says 'Please enter an email address.'", async () => {
    const { calls } = api();
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Mailbox file (.mbox)'), mbox());
    await user.click(screen.getByRole('button', { name: 'Import and process mailbox' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.emailRequired);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('declares the file, uploads it with its percentage, then streams its processing like Gmail', async () => {
    const { calls, fetchMock } = api({
      'POST /api/gmail/mbox': {
        status: 201,
        body: {
          uploadId: 'upload-1',
          uploadUrl: 'https://blobs.example.com/mbox/upload-1?signature=abc',
          headers: { 'Content-Type': 'application/mbox', 'Content-Length': '40' },
          maxBytes: 2 * 1024 ** 3,
        },
      },
    });
    const stream = streamed(fetchMock, 'POST /api/gmail/mbox/upload-1/process');
    await renderApp(PAGE);
    const user = userEvent.setup();
    const file = mbox();
    await user.type(await screen.findByLabelText(/Contact's email address/), CONTACT);
    const input = screen.getByLabelText('Mailbox file (.mbox)');
    expect(input).toHaveAttribute('accept', '.mbox,application/mbox');
    await user.upload(input, file);
    await user.click(screen.getByRole('button', { name: 'Import and process mailbox' }));
    expect(dialog().getByText(GMAIL_TEXTS.confirmProcess(CONTACT))).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Process emails' }));

    await waitFor(() => expect(FakeUpload.last).toBeDefined());
    expect(calls.find((call) => call.url === '/api/gmail/mbox')?.body).toEqual({
      fileName: 'mail.mbox',
      size: file.size,
    });
    const upload = sent();
    expect(upload.method).toBe('PUT');
    expect(upload.url).toBe('https://blobs.example.com/mbox/upload-1?signature=abc');
    // The browser sets Content-Length itself and refuses it from a script.
    expect(upload.headers).toEqual({ 'Content-Type': 'application/mbox' });
    expect(upload.body).toBe(file);

    act(() => upload.upload.onprogress?.({ lengthComputable: true, loaded: 20, total: 40 }));
    expect(await screen.findByText('Uploading mail.mbox')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mailbox upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    upload.status = 200;
    act(() => upload.onload?.());
    await stream.send({ type: 'init', totalEmails: 1 });
    expect(await screen.findByText('Found 1 email')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/gmail/mbox/upload-1/process')?.body).toEqual({
      contactEmail: CONTACT,
    });
    await stream.send(
      { type: 'progress', processed: 1, total: 1 },
      { type: 'complete', count: 1, emails: [anInsight(5)] },
    );
    expect(await screen.findByText(GMAIL_TEXTS.processed(1, CONTACT))).toBeInTheDocument();
    expect(insightTitles()).toEqual(['Subject 5']);
  });

  it("a file past the limit shows the server's 413 text and uploads nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({ 'POST /api/gmail/mbox': { status: 413, body: { error: GMAIL_TEXTS.mboxTooLarge(2) } } });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Contact's email address/), CONTACT);
    await user.upload(screen.getByLabelText('Mailbox file (.mbox)'), mbox());
    await user.click(screen.getByRole('button', { name: 'Import and process mailbox' }));
    await user.click(dialog().getByRole('button', { name: 'Process emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(GMAIL_TEXTS.mboxTooLarge(2));
    expect(FakeUpload.last).toBeUndefined();
  });

  it('a failed upload says so; cancelling an upload aborts it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    api({
      'POST /api/gmail/mbox': {
        status: 201,
        body: { uploadId: 'upload-2', uploadUrl: 'https://blobs.example.com/u2', headers: {}, maxBytes: 1 },
      },
    });
    await renderApp(PAGE);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Contact's email address/), CONTACT);
    await user.upload(screen.getByLabelText('Mailbox file (.mbox)'), mbox());
    const start = async () => {
      FakeUpload.last = undefined;
      await user.click(screen.getByRole('button', { name: 'Import and process mailbox' }));
      await user.click(dialog().getByRole('button', { name: 'Process emails' }));
      await waitFor(() => expect(FakeUpload.last).toBeDefined());
      return sent();
    };

    const first = await start();
    first.status = 403;
    act(() => first.onload?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to upload the mailbox file. Please try again.',
    );

    const second = await start();
    await user.click(await screen.findByRole('button', { name: 'Cancel Processing' }));
    expect(second.aborted).toBe(true);
    expect(await screen.findByText(GMAIL_TEXTS.cancelled)).toBeInTheDocument();
  });
});
