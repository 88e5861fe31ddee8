import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FakeHttpServer, readBody } from './http.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  contentType: string;
  /** Parsed JSON body, or the fields of a multipart form (files as {name, type, size}). */
  body: Record<string, unknown>;
  authorized: boolean;
}

type Fault = { kind: 'status'; status: number; message: string } | { kind: 'malformed'; text: string };

/** Answers a Responses API request with the JSON the model "produced" (before it is serialised as text). */
export type Responder = (body: Record<string, unknown>) => unknown;

const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};

/** Plausible structured answers per schema name, used unless a test scripts its own. */
const defaultAnswers: Record<string, Responder> = {
  note_analysis: () => ({ shouldTakeNote: true, noteContent: 'Grew up in Leeds in the 1950s.' }),
  question_card_analysis: () => ({
    shouldShowQuestionCard: true,
    predefinedQuestionId: 1,
    customQuestion: null,
  }),
  research_topics: () => ({
    topics: [{ title: 'Leeds in the 1950s', query: 'Everyday life in Leeds 1950s' }],
  }),
  research_report: () => ({
    title: 'Leeds in the 1950s',
    content: '## Leeds in the 1950s\n\nTrams ran until 1959.',
  }),
  transcript_summary: () => ({ summary: 'A conversation about growing up in Leeds.' }),
  artefact: () => ({
    name: 'A Leeds Childhood',
    content: 'Once upon a time…',
    metadata: { theme: 'home', tone: 'warm', length: 'short' },
  }),
  email_summary: () => ({
    summary: 'A letter.',
    categories: ['family'],
    biographicalInfo: { user: [], correspondent: [] },
  }),
  biographical_facts: () => ({ user: '- Born 1948', correspondents: '- Aunt May' }),
};

/**
 * A local fake of the OpenAI HTTP API, speaking the real protocol for what Walt uses: `POST /v1/responses`
 * (structured output), `POST /v1/realtime/client_secrets` and `POST /v1/audio/transcriptions` (multipart).
 * It records every request and can be told to fail (status codes) or to answer with malformed output.
 */
export class FakeOpenAi extends FakeHttpServer {
  readonly requests: RecordedRequest[] = [];
  private readonly faults: Fault[] = [];
  private readonly responders = new Map<string, Responder>();
  private readonly delays = new Map<string, number>();

  constructor(readonly apiKey = 'sk-test-fake') {
    super();
  }

  /** The base URL to give the SDK. */
  get baseURL(): string {
    return `${this.url}/v1`;
  }

  protected failed(res: ServerResponse, error: unknown): void {
    send(res, 500, { error: { message: String(error) } });
  }

  reset(): void {
    this.requests.length = 0;
    this.faults.length = 0;
    this.responders.clear();
    this.delays.clear();
    this.transcriptText = 'I was born in Leeds in 1948.';
  }

  /** The next `times` requests fail with this status (429 and 5xx are what the SDK and workers retry). */
  failNext(status: number, times = 1, message = 'Simulated failure'): void {
    for (let index = 0; index < times; index += 1) this.faults.push({ kind: 'status', status, message });
  }

  /** The next `times` responses carry this text as the model's output instead of valid structured JSON. */
  malformedNext(text = '{"shouldTakeNote": tru', times = 1): void {
    for (let index = 0; index < times; index += 1) this.faults.push({ kind: 'malformed', text });
  }

  /** Scripts the structured answer for a schema name (text.format.name). */
  answer(schemaName: string, responder: Responder): void {
    this.responders.set(schemaName, responder);
  }

  /** The model "thinks" this long before answering a schema name (a slow provider), until reset. */
  delay(schemaName: string, ms: number): void {
    this.delays.set(schemaName, ms);
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const raw = await readBody(req);
    const contentType = req.headers['content-type'] ?? '';
    const authorized = req.headers.authorization === `Bearer ${this.apiKey}`;
    const body = contentType.startsWith('multipart/form-data')
      ? await this.formFields(raw, contentType)
      : raw.length
        ? (JSON.parse(raw.toString('utf8')) as Record<string, unknown>)
        : {};
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, contentType, body, authorized });
    if (!authorized)
      return send(res, 401, {
        error: {
          message: 'Incorrect API key provided.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      });
    const fault = this.faults.shift();
    if (fault?.kind === 'status')
      return send(
        res,
        fault.status,
        {
          error: {
            message: fault.message,
            type: fault.status === 429 ? 'rate_limit_exceeded' : 'server_error',
            code: null,
          },
        },
        // Keeps the SDK's own retry back-off to a millisecond in tests.
        {
          'retry-after-ms': '1',
          'x-should-retry': fault.status >= 500 || fault.status === 429 ? 'true' : 'false',
        },
      );
    if (req.method === 'POST' && url.pathname === '/v1/responses') return this.responses(res, body, fault);
    if (req.method === 'POST' && url.pathname === '/v1/realtime/client_secrets')
      return this.clientSecret(res, body);
    if (req.method === 'POST' && url.pathname === '/v1/audio/transcriptions')
      return this.transcription(res, contentType, body);
    send(res, 404, { error: { message: `Unknown path ${url.pathname}`, type: 'invalid_request_error' } });
  }

  private async formFields(raw: Buffer, contentType: string): Promise<Record<string, unknown>> {
    const form = await new Request('http://fake/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(raw),
    }).formData();
    const fields: Record<string, unknown> = {};
    for (const [key, value] of form.entries())
      fields[key] =
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
    return fields;
  }

  private async responses(res: ServerResponse, body: Record<string, unknown>, fault: Fault | undefined) {
    const format = (body.text as { format?: { name?: string } } | undefined)?.format;
    const name = format?.name ?? '';
    const delay = this.delays.get(name);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const responder = this.responders.get(name) ?? defaultAnswers[name] ?? (() => ({}));
    const text = fault?.kind === 'malformed' ? fault.text : JSON.stringify(responder(body));
    send(res, 200, {
      id: `resp_${randomUUID()}`,
      object: 'response',
      created_at: Math.floor(Date.now() / 1000),
      status: 'completed',
      model: body.model,
      output: [
        {
          type: 'message',
          id: `msg_${randomUUID()}`,
          status: 'completed',
          role: 'assistant',
          content: [{ type: 'output_text', text, annotations: [] }],
        },
      ],
      parallel_tool_calls: true,
      tool_choice: 'auto',
      tools: body.tools ?? [],
      usage: { input_tokens: 10, output_tokens: 10, total_tokens: 20 },
    });
  }

  /** What the fake "hears" in the next recordings (a default sentence otherwise). */
  transcriptText = 'I was born in Leeds in 1948.';

  /**
   * `POST /v1/audio/transcriptions` as OpenAI checks it: a multipart form with a non-empty `file` and a
   * `model`; anything else is a 400 invalid_request_error.
   */
  private transcription(res: ServerResponse, contentType: string, body: Record<string, unknown>) {
    const file = body.file as { name?: string; size?: number } | undefined;
    const problem = !contentType.startsWith('multipart/form-data')
      ? 'Expected multipart/form-data'
      : !file || typeof file !== 'object' || !file.size
        ? "Missing required parameter: 'file'."
        : typeof body.model !== 'string' || !body.model
          ? "Missing required parameter: 'model'."
          : undefined;
    if (problem)
      return send(res, 400, { error: { message: problem, type: 'invalid_request_error', code: null } });
    send(res, 200, { text: this.transcriptText, usage: { type: 'duration', seconds: 3 } });
  }

  private clientSecret(res: ServerResponse, body: Record<string, unknown>) {
    const expiresAt =
      Math.floor(Date.now() / 1000) + ((body.expires_after as { seconds?: number })?.seconds ?? 600);
    send(res, 200, {
      value: `ek_${randomUUID().replace(/-/g, '')}`,
      expires_at: expiresAt,
      session: {
        ...(body.session as object),
        id: `sess_${randomUUID()}`,
        object: 'realtime.session',
        expires_at: 0,
      },
    });
  }
}
