import { afterEach, describe, expect, it } from 'vitest';
import { gmail } from '#shared/contract/routes/gmail.ts';
import { mockApi } from '@/test/mock-api';
import { ApiError, onUnauthorized, streamEndpoint } from './api-client';
import { readNdjson } from './ndjson';

describe('streamEndpoint', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it('sends the JSON body with cookies and answers the streamed response to read', async () => {
    const { calls } = mockApi({
      'POST /api/gmail/process-with-contact': { text: '{"type":"init","totalEmails":2}\n' },
    });
    const signal = new AbortController().signal;
    const response = await streamEndpoint(gmail.processWithContact, {
      body: { contactEmail: 'grace@example.com' },
      signal,
    });
    const events = [];
    for await (const event of readNdjson(response)) events.push(event);
    expect(events).toEqual([{ type: 'init', totalEmails: 2 }]);
    const [call] = calls;
    expect(call?.body).toEqual({ contactEmail: 'grace@example.com' });
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.signal).toBe(signal);
    expect(call?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/x-ndjson, application/json',
    });
  });

  it('fills the path params in', async () => {
    const { calls } = mockApi({ 'POST /api/gmail/mbox/upload-1/process': { text: '' } });
    await streamEndpoint(gmail.processMbox, {
      params: { id: 'upload-1' },
      body: { contactEmail: 'grace@example.com' },
    });
    expect(calls[0]?.url).toBe('/api/gmail/mbox/upload-1/process');
  });

  it("throws a failed answer as an ApiError with the server's text", async () => {
    mockApi({
      'POST /api/gmail/process-with-contact': {
        status: 400,
        body: { error: 'Gmail is not connected. Please connect your Gmail account first.' },
      },
    });
    await expect(
      streamEndpoint(gmail.processWithContact, { body: { contactEmail: 'grace@example.com' } }),
    ).rejects.toEqual(new ApiError('Gmail is not connected. Please connect your Gmail account first.', 400));
  });

  it('applies the expired-session rule to a 401', async () => {
    mockApi({
      'POST /api/gmail/process-with-contact': { status: 401, body: { error: 'Not authenticated' } },
    });
    let expired = false;
    unregister = onUnauthorized(() => {
      expired = true;
    });
    await expect(
      streamEndpoint(gmail.processWithContact, { body: { contactEmail: 'grace@example.com' } }),
    ).rejects.toMatchObject({ status: 401, message: 'Authentication expired. Please log in again.' });
    expect(expired).toBe(true);
  });
});
