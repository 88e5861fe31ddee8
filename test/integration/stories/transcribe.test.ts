import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#functions/api/stories/transcribe.ts';
import { useAdapters } from '#functions/lib/adapters.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { MAX_RECORDING_BYTES } from '#shared/constants.ts';
import { GENERIC_ERRORS, QUOTA_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { httpEvent } from '#test/helpers/events.ts';
import { withFakeOpenAi } from '#test/helpers/fake-openai.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { blobFilesOf, upload, webmRecording } from './recording.ts';

/*
 * POST /api/stories/transcribe: the recording arrives as multipart/form-data (file field `audio`), is checked
 * (audio, at most 25 MB and 10 minutes), transcribed through the AI provider and kept under its owner.
 * Through the local runtime (offline provider) and, for the OpenAI path, the handler in this process with the
 * real openai SDK against the fake OpenAI server.
 */

let ada: Session;
let bob: Session;

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});

describe('transcribe through the local runtime (offline provider)', () => {
  it('keeps the recording under its owner and answers an honest offline placeholder', async () => {
    // Act
    const answer = await upload(ada, { bytes: webmRecording(3) });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      transcript: expect.stringContaining('offline'),
      recordingId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      offline: true,
    });
    const files = await blobFilesOf(ada.user.id);
    expect(files.some((file) => file.endsWith(`recordings/${answer.body.recordingId}.webm`))).toBe(true);
  });

  it('answers 400 when the form has no file named audio', async () => {
    // Act
    const wrongField = await upload(bob, { bytes: webmRecording(3), field: 'recording' });
    const empty = await upload(bob, { bytes: new Uint8Array(0) });

    // Assess
    expect(wrongField).toMatchObject({ status: 400, body: { error: STORY_ERRORS.recordingMissing } });
    expect(empty).toMatchObject({ status: 400, body: { error: STORY_ERRORS.recordingMissing } });
    expect(await blobFilesOf(bob.user.id)).toEqual([]);
  });

  it('refuses a file that is not audio with 415 and keeps nothing', async () => {
    // Act
    const text = await upload(bob, {
      bytes: new TextEncoder().encode('not a recording'),
      type: 'text/plain',
      name: 'notes.txt',
    });
    const image = await upload(bob, { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' });
    const json = await bob.client.post('/api/stories/transcribe', { audio: 'base64…' });

    // Assess
    expect(text).toMatchObject({ status: 415, body: { error: STORY_ERRORS.recordingNotAudio } });
    expect(image).toMatchObject({ status: 415, body: { error: STORY_ERRORS.recordingNotAudio } });
    // JSON names an upload (issue 24): without one it is a clear 400.
    expect(json).toMatchObject({ status: 400, body: { error: expect.stringContaining('uploadId') } });
    expect(await blobFilesOf(bob.user.id)).toEqual([]);
  });

  it('refuses a recording over ten minutes with 413 and the clear message', async () => {
    // Act
    const long = await upload(bob, { bytes: webmRecording(601) });
    const tenMinutes = await upload(bob, { bytes: webmRecording(599) });

    // Assess
    expect(long).toMatchObject({ status: 413, body: { error: STORY_ERRORS.recordingTooLarge } });
    expect(tenMinutes.status).toBe(200);
  });

  it('refuses a cross-site upload and a signed-out one', async () => {
    // Act
    const crossSite = await upload(bob, { bytes: webmRecording(2) }, { origin: 'https://evil.example' });
    const signedOut = await upload(
      { client: new ApiClient(), account: ada.account, user: ada.user },
      { bytes: webmRecording(2) },
    );

    // Assess
    expect(crossSite).toMatchObject({ status: 403, body: { error: GENERIC_ERRORS.crossSite } });
    expect(signedOut.status).toBe(401);
  });
});

describe('transcribe with OpenAI (the real SDK against the fake OpenAI server)', () => {
  const { fake } = withFakeOpenAi({ install: true });
  let dir: string;
  let blobs: FileBlobStore;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'walt-recordings-'));
    blobs = new FileBlobStore(dir, () => 'http://localhost', 'test-signing-key');
    useAdapters({ blobs });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => fake.reset());
  afterEach(() => {
    delete process.env.AI_QUOTA_TRANSCRIPTION_PER_USER;
    resetConfig();
  });

  /** The multipart body and Content-Type a browser would send for this form. */
  const form = async (file: Blob, name = 'recording.webm') => {
    const data = new FormData();
    data.append('audio', file, name);
    const request = new Request('http://walt.example/', { method: 'POST', body: data });
    return {
      contentType: request.headers.get('content-type')!,
      bytes: Buffer.from(await request.arrayBuffer()),
    };
  };

  /** Calls the handler as API Gateway would: base64 for a binary body, or the raw text. */
  const call = async (
    session: Session,
    body: { contentType: string; bytes: Buffer },
    encoding: 'base64' | 'raw' = 'base64',
  ) => {
    const event: APIGatewayProxyEventV2 = httpEvent({
      headers: {
        'content-type': body.contentType,
        'cloudfront-viewer-address': `${session.client.ip}`,
        cookie: [...session.client.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
      },
      body: encoding === 'base64' ? body.bytes.toString('base64') : body.bytes.toString('utf8'),
      isBase64Encoded: encoding === 'base64',
    });
    const answer = await handler(event, {
      functionName: 'test',
      awsRequestId: randomUUID(),
      getRemainingTimeInMillis: () => 60_000,
    } as never);
    return {
      status: answer.statusCode,
      body: JSON.parse(answer.body ?? '{}') as { transcript?: string; recordingId?: string; error?: string },
    };
  };

  it('sends the recording to gpt-4o-transcribe as multipart and keeps it (base64 body)', async () => {
    // Prepare
    const recording = webmRecording(5);
    fake.transcriptText = 'We moved to Halifax in the spring of 1962.';

    // Act
    const answer = await call(ada, await form(new Blob([recording], { type: 'audio/webm' })));

    // Assess
    expect(answer).toEqual({
      status: 200,
      body: { transcript: 'We moved to Halifax in the spring of 1962.', recordingId: expect.any(String) },
    });
    const [request] = fake.requestsTo('/v1/audio/transcriptions');
    expect(request).toMatchObject({
      method: 'POST',
      authorized: true,
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
      body: {
        model: 'gpt-4o-transcribe',
        response_format: 'json',
        file: { name: 'recording.webm', type: 'audio/webm', size: recording.byteLength },
      },
    });
    const kept = await blobs.get(`users/${ada.user.id}/recordings/${answer.body.recordingId}.webm`);
    expect(kept).toEqual({ body: recording, contentType: 'audio/webm' });
  });

  it('reads a raw (not base64) body as API Gateway delivers text', async () => {
    // Prepare
    const audio = new TextEncoder().encode('OggS-like plain bytes');

    // Act
    const answer = await call(ada, await form(new Blob([audio], { type: 'audio/ogg' }), 'memo.ogg'), 'raw');

    // Assess
    expect(answer.status).toBe(200);
    expect(fake.requestsTo('/v1/audio/transcriptions')[0]?.body.file).toEqual({
      name: 'memo.ogg',
      type: 'audio/ogg',
      size: audio.byteLength,
    });
  });

  it('refuses a recording over 25 MB with 413 before any transcription', async () => {
    // Prepare
    const big = new Uint8Array(MAX_RECORDING_BYTES + 1);
    big.set(webmRecording(1).subarray(0, 64));

    // Act
    const answer = await call(ada, await form(new Blob([big], { type: 'audio/webm' })));

    // Assess
    expect(answer).toEqual({ status: 413, body: { error: STORY_ERRORS.recordingTooLarge } });
    expect(fake.requests).toEqual([]);
  });

  it('counts transcriptions against the daily quota: over it, 429 and no call to OpenAI', async () => {
    // Prepare
    process.env.AI_QUOTA_TRANSCRIPTION_PER_USER = '0';
    resetConfig();

    // Act
    const answer = await call(bob, await form(new Blob([webmRecording(2)], { type: 'audio/webm' })));

    // Assess
    expect(answer).toEqual({ status: 429, body: { error: QUOTA_TEXTS.caller } });
    expect(fake.requests).toEqual([]);
  });

  it('answers 502 when OpenAI refuses the audio, and keeps nothing', async () => {
    // Prepare
    fake.failNext(400, 1, 'Audio file might be corrupted or unsupported');
    const before = await blobFilesOf(bob.user.id);

    // Act
    const answer = await call(bob, await form(new Blob([webmRecording(2)], { type: 'audio/webm' })));

    // Assess
    expect(answer.status).toBe(502);
    expect(await blobFilesOf(bob.user.id)).toEqual(before);
  });
});
