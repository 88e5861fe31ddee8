import { describe, expect, it, vi } from 'vitest';
import { readNdjson } from './ndjson';

/** A streamed answer whose body arrives in exactly these chunks. */
const streamed = (chunks: (string | Uint8Array)[]) => {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks)
          controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
        controller.close();
      },
    }),
  );
};

const readAll = async (response: Response) => {
  const values: unknown[] = [];
  for await (const value of readNdjson(response)) values.push(value);
  return values;
};

describe('readNdjson', () => {
  it('yields each value once its line is complete, however the chunks split the lines', async () => {
    const response = streamed([
      '{"type":"init","tot',
      'alEmails":3}\n{"type":"progress","processed":1,',
      '"total":3}\n',
      '{"type":"progress","processed":2,"total":3}\n{"type":"complete","count":3,"emails":[]}',
    ]);
    expect(await readAll(response)).toEqual([
      { type: 'init', totalEmails: 3 },
      { type: 'progress', processed: 1, total: 3 },
      { type: 'progress', processed: 2, total: 3 },
      { type: 'complete', count: 3, emails: [] },
    ]);
  });

  it('keeps a multi-byte character split across two chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"type":"error","error":"Zoë"}\n');
    const cut = bytes.indexOf(0xc3) + 1;
    expect(await readAll(streamed([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([
      { type: 'error', error: 'Zoë' },
    ]);
  });

  it('logs and skips malformed lines, ignores blank ones and reads CRLF line ends', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = streamed(['{"a":1}\r\n', 'not json\n', '\n', '{"broken":\n', '{"a":2}\n']);
    expect(await readAll(response)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls.map((call) => call[1])).toEqual(['not json', '{"broken":']);
  });

  it('yields nothing for an answer without a body', async () => {
    expect(await readAll(new Response(null))).toEqual([]);
  });

  it('cancels the body when the reader stops early', async () => {
    const cancel = vi.fn();
    const response = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"n":1}\n{"n":2}\n'));
        },
        cancel,
      }),
    );
    for await (const value of readNdjson(response)) {
      expect(value).toEqual({ n: 1 });
      break;
    }
    expect(cancel).toHaveBeenCalled();
  });

  it('passes on the error of a body that fails mid-way (an aborted request)', async () => {
    let fail: (error: unknown) => void = () => {};
    const response = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"n":1}\n'));
          fail = (error) => controller.error(error);
        },
      }),
    );
    const seen: unknown[] = [];
    const reading = (async () => {
      for await (const value of readNdjson(response)) {
        seen.push(value);
        fail(new DOMException('The user aborted a request.', 'AbortError'));
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([{ n: 1 }]);
  });
});
