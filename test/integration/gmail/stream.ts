import type { ApiClient } from '#test/helpers/api.ts';

export type GmailEvent = {
  type: 'init' | 'progress' | 'complete' | 'error';
  totalEmails?: number;
  processed?: number;
  total?: number;
  count?: number;
  emails?: { id: string; subject: string }[];
  error?: string;
};

/**
 * POSTs to a streamed endpoint as the browser does and reads its NDJSON answer line by line; `onEvent`
 * returning 'stop' closes the stream there (the Cancel button). Non-200 answers come back as `status`/`body`.
 */
export const streamEvents = async (
  client: ApiClient,
  path: string,
  body: unknown,
  onEvent: (event: GmailEvent) => 'stop' | undefined = () => undefined,
): Promise<{ status: number; contentType: string; events: GmailEvent[]; body?: { error?: string } }> => {
  const controller = new AbortController();
  const response = await fetch(new URL(path, client.baseUrl), {
    method: 'POST',
    headers: { ...client.headersFor(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (response.status !== 200)
    return { status: response.status, contentType, events: [], body: await response.json() };
  const events: GmailEvent[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const event = JSON.parse(line) as GmailEvent;
      events.push(event);
      if (onEvent(event) === 'stop') {
        controller.abort();
        await reader.cancel().catch(() => {});
        return { status: 200, contentType, events };
      }
    }
  }
  return { status: 200, contentType, events };
};
