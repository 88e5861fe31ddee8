import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmailInsightEntity } from '#functions/db/entities/email-insight.ts';
import { EXPORT_TEXTS } from '#shared/texts.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { generateKeepsake } from '#test/helpers/keepsakes.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { readPdfQrCodes } from '#test/helpers/pdf-qr.ts';
import { readPdf } from '#test/helpers/pdf-text.ts';
import { upload, webmRecording } from '../stories/recording.ts';
import { apiOf, keepRecordings, openingSegment, savedCall } from './voice-support.ts';

/*
 * "Download everything" (issue 26): POST /api/account/export answers 202 with a job the exports queue builds;
 * its status shows progress, and once ready a download for its owner only, holding every kind of material the
 * narrator has (and a README.txt saying what is where), or just the README and empty lists for one with none.
 */

interface Status {
  status?: string;
  progress?: number;
  downloadUrl?: string;
  expiresAt?: string;
  error?: string;
}

const INSIGHT = 'Aunt May wrote about the allotment in Hexham and the marrow that won first prize.';
const NOTE = 'Ask about the pigeon races on Saturdays.';

let ada: Session;
let bob: Session;
let keepsakeName = '';
let listenUrl = '';
beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
  await keepRecordings(ada, true);
  const story = (await ada.client.post<{ id: string }>('/api/stories', { title: 'By the canal' })).body;
  await ada.client.put(`/api/stories/${story.id}`, {
    textEntry: {
      id: randomUUID(),
      content: 'I was born in Lockford in 1948. We skated on the canal the winter it froze over.',
    },
  });
  const recorded = await upload(ada, { bytes: webmRecording(6) });
  await ada.client.post(`/api/stories/${story.id}/voice-memo-entries`, {
    content: 'My grandmother baked bread every Friday in the stone oven.',
    recordingId: recorded.body.recordingId,
  });
  const { conversationId } = await savedCall(ada, story.id);
  await openingSegment(ada, conversationId, 20, [{ messageId: 'item_Ada1', startMs: 1_000, endMs: 8_000 }]);
  await ada.client.post('/api/notes', { content: NOTE, storyId: story.id, createdBy: 'user' });
  await EmailInsightEntity.build(PutItemCommand)
    .item({
      insightId: `insight-${randomUUID()}`,
      userId: ada.user.id,
      subject: 'The allotment',
      date: '2024-06-01T09:30:00.000Z',
      sender: 'aunt.may@example.org',
      summary: INSIGHT,
      categories: ['family'],
      biographicalInfo: { user: ['Kept an allotment'], correspondent: ['Aunt May'] },
      source: 'gmail',
    })
    .send();
  const keepsake = await generateKeepsake(apiOf(ada), story.id, 'format-short-story');
  keepsakeName = keepsake.name;
  const links = await ada.client.post<{ links: { url: string }[] }>(
    `/api/artefacts/${keepsake.id}/listen-links`,
  );
  listenUrl = links.body.links[0]?.url ?? '';
}, 120_000);

/** Starts an export and polls it as /profile does, keeping every progress it showed. */
const exportOf = async (session: Session) => {
  const started = await session.client.post<{ jobId: string }>('/api/account/export');
  const seen: number[] = [];
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const status = await session.client.get<Status>(`/api/account/export/${started.body.jobId}`);
    seen.push(status.body.progress ?? -1);
    if (status.body.status === 'completed' || status.body.status === 'failed')
      return { started, status, seen };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export never finished');
};

/** Follows the download as a browser does: the owner's request, a 302, then the file itself. */
const download = async (client: ApiClient, path: string) => {
  const answer = await fetch(new URL(path, client.baseUrl), {
    headers: client.headersFor(),
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status !== 302 || !location) return { status: answer.status, files: undefined };
  const file = await fetch(new URL(location, client.baseUrl));
  return { status: answer.status, files: unzipSync(new Uint8Array(await file.arrayBuffer())) };
};

const textOf = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

describe('Download everything', () => {
  it('builds a zip of every kind of material on a queue, with progress, for its owner', async () => {
    // Act
    const { started, status, seen } = await exportOf(ada);
    const { status: redirected, files = {} } = await download(ada.client, status.body.downloadUrl ?? '');

    // Assess
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ jobId: expect.any(String) });
    expect(status.body).toEqual({
      status: 'completed',
      progress: 100,
      downloadUrl: `/api/account/export/${started.body.jobId}/download`,
      expiresAt: expect.any(String),
    });
    const hours = (Date.parse(status.body.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(redirected).toBe(302);

    const names = Object.keys(files).sort();
    const one = (pattern: RegExp) => names.filter((name) => pattern.test(name));
    expect(one(/^README\.txt$/)).toHaveLength(1);
    expect(one(/^stories\/01-by-the-canal\/story\.md$/)).toHaveLength(1);
    expect(one(/^stories\/01-by-the-canal\/recordings\/[0-9a-f-]+\.webm$/)).toHaveLength(1);
    expect(one(/^keepsakes\/01-[a-z0-9-]+\/v1\.md$/)).toHaveLength(1);
    expect(one(/^keepsakes\/01-[a-z0-9-]+\/v1\.pdf$/)).toHaveLength(1);
    expect(one(/^conversations\/01-\d{4}-\d{2}-\d{2}-[a-z0-9-]+\/transcript\.md$/)).toHaveLength(1);
    expect(one(/^conversations\/01-[^/]+\/recording\/00000\.webm$/)).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(['notes.md', 'memory.json', 'email-insights.json']));

    const story = textOf(files[one(/story\.md$/)[0]!]);
    expect(story).toContain('# By the canal');
    expect(story).toContain('We skated on the canal the winter it froze over.');
    expect(story).toContain('My grandmother baked bread every Friday in the stone oven.');
    const transcript = textOf(files[one(/transcript\.md$/)[0]!]);
    expect(transcript).toContain('**Ada Lovelace:** I grew up in a narrow house by the canal in Lockford.');
    expect(transcript).toContain('**Walt:** Where did you grow up?');
    expect(textOf(files['notes.md'])).toContain(NOTE);
    const memory = JSON.parse(textOf(files['memory.json'])) as Record<string, unknown[]>;
    expect(Object.keys(memory)).toEqual(expect.arrayContaining(['facts', 'timeline', 'conflicts']));
    expect(memory.facts?.length).toBeGreaterThan(0);
    expect(JSON.parse(textOf(files['email-insights.json']))).toEqual([
      expect.objectContaining({ summary: INSIGHT, subject: 'The allotment' }),
    ]);
    for (const recording of one(/\.webm$/))
      expect(files[recording]?.slice(0, 4)).toEqual(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]));
    const readme = textOf(files['README.txt']);
    for (const place of [
      'stories/',
      'keepsakes/',
      'conversations/',
      'notes.md',
      'memory.json',
      'email-insights.json',
    ])
      expect(readme).toContain(place);
    const pdf = files[one(/v1\.pdf$/)[0]!]!;
    expect((await readPdf(pdf)).pages.join(' ')).toContain(keepsakeName);
    // The keepsake's listen link is in its PDF as a QR code.
    expect(listenUrl).not.toBe('');
    expect((await readPdfQrCodes(pdf)).flat()).toContain(listenUrl);
  });

  it('answers another narrator, or no session, nothing of the export', async () => {
    // Arrange
    const { started, status } = await exportOf(ada);
    const path = status.body.downloadUrl ?? '';

    // Act
    const bobStatus = await bob.client.get<Status>(`/api/account/export/${started.body.jobId}`);
    const bobDownload = await download(bob.client, path);
    const anonymous = await download(new ApiClient(), path);

    // Assess
    expect(bobStatus.status).toBe(404);
    expect(bobStatus.body).toEqual({ error: EXPORT_TEXTS.notFound });
    expect(bobDownload.status).toBe(404);
    expect(anonymous.status).toBe(401);
  });

  it('builds a zip for a narrator with nothing: the README and empty lists', async () => {
    // Act
    const { status } = await exportOf(bob);
    const { files = {} } = await download(bob.client, status.body.downloadUrl ?? '');

    // Assess
    expect(status.body.status).toBe('completed');
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'email-insights.json',
      'memory.json',
      'notes.md',
    ]);
    expect(JSON.parse(textOf(files['email-insights.json']))).toEqual([]);
    expect(JSON.parse(textOf(files['memory.json']))).toMatchObject({
      facts: [],
      timeline: [],
      conflicts: [],
    });
    expect(textOf(files['README.txt'])).toContain('stories/');
  });
});
