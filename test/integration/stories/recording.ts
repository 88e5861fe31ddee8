import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import type { Session } from '#test/helpers/api.ts';

/*
 * Voice-memo test material: small WebM recordings built element by element (what MediaRecorder writes: an
 * EBML header, a Segment and Clusters of unknown size, no Duration), and an upload the way the browser sends it.
 */

const bytes = (...values: number[]) => Uint8Array.from(values);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};
const idBytes = (id: number) => {
  const out: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) out.unshift(value % 256);
  return Uint8Array.from(out);
};
/** An 8-byte EBML size. */
const size = (length: number) => {
  const out = [0x01, 0, 0, 0, 0, 0, 0, 0];
  for (let index = 7, value = length; index > 0; index -= 1, value = Math.floor(value / 256))
    out[index] = value % 256;
  return Uint8Array.from(out);
};
const UNKNOWN = bytes(0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
const element = (id: number, body: Uint8Array) => concat(idBytes(id), size(body.length), body);
const uint = (value: number, length = 4) => {
  const out = new Uint8Array(length);
  for (let index = length - 1, rest = value; index >= 0; index -= 1, rest = Math.floor(rest / 256))
    out[index] = rest % 256;
  return out;
};
const simpleBlock = (relativeMs: number, payload: number) =>
  element(0xa3, concat(bytes(0x81), uint(relativeMs, 2), bytes(0x80), new Uint8Array(payload).fill(0x5a)));

/** A WebM recording `seconds` long (a cluster every 10 s, as a recorder writes them), padded to `minBytes`. */
export const webmRecording = (seconds: number, { minBytes = 0 } = {}): Uint8Array<ArrayBuffer> => {
  const header = element(0x1a45dfa3, concat(element(0x4282, new TextEncoder().encode('webm'))));
  const info = element(0x1549a966, element(0x2ad7b1, uint(1_000_000)));
  const clusters: Uint8Array[] = [];
  const totalMs = Math.round(seconds * 1000);
  const count = Math.max(1, Math.ceil(totalMs / 10_000));
  const padding = Math.max(64, Math.ceil(minBytes / count));
  for (let index = 0; index < count; index += 1) {
    const start = index * 10_000;
    const last = Math.min(10_000, totalMs - start);
    clusters.push(
      concat(
        idBytes(0x1f43b675),
        UNKNOWN,
        element(0xe7, uint(start)),
        simpleBlock(0, padding),
        simpleBlock(Math.max(0, last), 16),
      ),
    );
  }
  return concat(header, idBytes(0x18538067), UNKNOWN, info, ...clusters);
};

/** Posts a recording as the browser does: multipart/form-data with the file field `audio`. */
export const upload = async (
  session: Session,
  file: { bytes: Uint8Array; type?: string; name?: string; field?: string } | undefined,
  headers: Record<string, string> = {},
) => {
  const form = new FormData();
  if (file)
    form.append(
      file.field ?? 'audio',
      new Blob([file.bytes.slice()], { type: file.type ?? 'audio/webm' }),
      file.name ?? 'recording.webm',
    );
  form.append('note', 'kept for the form shape');
  const cookie = [...session.client.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const response = await fetch(new URL('/api/stories/transcribe', session.client.baseUrl), {
    method: 'POST',
    headers: { cookie, 'cloudfront-viewer-address': session.client.ip, ...headers },
    body: form,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as {
      transcript?: string;
      recordingId?: string;
      offline?: boolean;
      error?: string;
    },
  };
};

/** The files the runtime's BlobStore holds under a user's prefix (its `.data/…/blobs` folder). */
export const blobFilesOf = async (userId: string): Promise<string[]> => {
  const dir = join(dirname(inject('outboxDir')), 'blobs', 'users', userId);
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
};
