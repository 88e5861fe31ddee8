/** One line of the stream: its parsed value, or nothing for a blank or malformed line. */
const parseLine = (line: string): { value: unknown } | undefined => {
  const text = line.trim();
  if (!text) return undefined;
  try {
    return { value: JSON.parse(text) };
  } catch {
    // Spec part B §8: a malformed progress line is logged and skipped, so one garbled event ends nothing.
    console.error('Skipping a malformed line of a streamed answer', text);
    return undefined;
  }
};

/**
 * Reads a streamed answer of newline-separated JSON values (NDJSON, e.g. the Gmail processing progress) as
 * it arrives, yielding each value once its line is complete, however the network splits the bytes. The
 * values are not checked: the caller knows their shape from the contract. Leaving the loop early (break,
 * an exception, an aborted request) cancels the body, which closes the connection.
 */
export async function* readNdjson<T = unknown>(response: Response): AsyncGenerator<T, void, undefined> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let finished = false;
  try {
    while (!finished) {
      const chunk = await reader.read();
      finished = chunk.done;
      buffered += finished ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      const lines = buffered.split('\n');
      buffered = finished ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        const parsed = parseLine(line);
        if (parsed) yield parsed.value as T;
      }
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
