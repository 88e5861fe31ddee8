import { beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_REQUESTS_PER_MINUTE } from '#shared/constants.ts';
import type { Artefact } from '#shared/schemas/artefact.ts';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { generateKeepsake } from '#test/helpers/keepsakes.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';
import { upload, webmRecording } from '../stories/recording.ts';
import { apiOf, keepRecordings, openingSegment, savedCall } from './voice-support.ts';

/*
 * Keepsakes that play the voice (issue 26): a link for each paragraph whose sources include a recording (a memo
 * or a recorded call turn), a public /listen/{token} page, stopped at once for every link of the keepsake.
 */

interface Links {
  links: { paragraph: number; token: string; url: string; version: number }[];
  error?: string;
}
interface ListenPage {
  narratorName?: string;
  title?: string;
  quote?: string;
  audioUrl?: string;
  error?: string;
}

const MEMO = 'My grandmother baked bread every Friday in the stone oven behind the chapel.';

let ada: Session;
let bob: Session;
let shortStory: Artefact;
let postcard: Artefact;
let memoOnly: Artefact;
beforeAll(async () => {
  [ada, bob] = await twoNarrators();
  await keepRecordings(ada, true);
  const addMemo = async (storyId: string) => {
    const recorded = await upload(ada, { bytes: webmRecording(8) });
    const memo = await ada.client.post(`/api/stories/${storyId}/voice-memo-entries`, {
      content: MEMO,
      recordingId: recorded.body.recordingId,
    });
    expect(memo.status).toBe(201);
  };
  const story = (await ada.client.post<{ id: string }>('/api/stories', { title: 'Fridays' })).body;
  await addMemo(story.id);
  const { conversationId } = await savedCall(ada, story.id);
  await openingSegment(ada, conversationId, 30, [
    { messageId: 'item_Ada1', startMs: 2_000, endMs: 9_000 },
    { messageId: 'item_Ada2', startMs: 12_000, endMs: 20_000 },
  ]);
  shortStory = await generateKeepsake(apiOf(ada), story.id, 'format-short-story');
  postcard = await generateKeepsake(apiOf(ada), story.id, 'format-postcard');
  const bakery = (await ada.client.post<{ id: string }>('/api/stories', { title: 'The bakery' })).body;
  await addMemo(bakery.id);
  memoOnly = await generateKeepsake(apiOf(ada), bakery.id, 'format-short-story');
}, 120_000);

const linksUrl = (artefactId: string) => `/api/artefacts/${artefactId}/listen-links`;
/** A visitor with no account, from an address of its own. */
const visitor = () => new ApiClient();
const open = (token: string, client = visitor()) => client.get<ListenPage>(`/api/listen/${token}`);

/** The paragraphs of the latest version that drew on a recording (a memo, or a call turn). */
const voicedParagraphs = (artefact: Artefact) =>
  (artefact.versions[0]?.sources ?? [])
    .filter(({ sources }) =>
      sources.some((source) => source.kind === 'voiceMemo' || source.kind === 'message'),
    )
    .map(({ paragraph }) => paragraph);

describe('listen links', () => {
  it('makes a public link for each voiced paragraph, which shows whose voice, the keepsake and the words', async () => {
    // Act
    const made = await ada.client.post<Links>(linksUrl(shortStory.id));
    const listed = await ada.client.get<Links>(linksUrl(shortStory.id));
    const again = await ada.client.post<Links>(linksUrl(shortStory.id));

    // Assess
    expect(made.status).toBe(201);
    const paragraphs = made.body.links.map((link) => link.paragraph);
    expect(paragraphs.length).toBeGreaterThan(0);
    expect(paragraphs).toEqual(
      voicedParagraphs(shortStory).filter((paragraph) => paragraphs.includes(paragraph)),
    );
    for (const link of made.body.links) {
      expect(link.token).toMatch(/^[0-9a-f]{64}$/);
      expect(new URL(link.url).pathname).toBe(`/listen/${link.token}`);
      expect(link.version).toBe(shortStory.versions[0]?.version);
    }
    expect(listed.body).toEqual(made.body);
    // Asking again keeps the links it made.
    expect(again.body).toEqual(made.body);

    const page = await open(made.body.links[0]!.token);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.body).toEqual({
      narratorName: ada.account.name,
      title: shortStory.name,
      quote: expect.any(String),
      audioUrl: expect.any(String),
      ...(page.body.audioUrl?.includes('#t=')
        ? { startSeconds: expect.any(Number), endSeconds: expect.any(Number) }
        : {}),
    });
    const quotes = [
      MEMO,
      'I grew up in a narrow house by the canal in Lockford.',
      'My father kept pigeons in the loft above the kitchen.',
    ];
    expect(quotes).toContain(page.body.quote);
    const audio = await fetch(page.body.audioUrl!.split('#')[0]!);
    expect(audio.status).toBe(200);
    expect(new Uint8Array(await audio.arrayBuffer()).slice(0, 4)).toEqual(
      Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]),
    );
  });

  it('links a recorded call turn to its passage of the call', async () => {
    // Act
    const { links } = (await ada.client.post<Links>(linksUrl(shortStory.id))).body;
    const pages = await Promise.all(links.map((link) => open(link.token)));

    // Assess: the call turns play their passage (the memo plays whole).
    const calls = pages.map((page) => page.body).filter((body) => body.audioUrl?.includes('/calls/'));
    for (const call of calls) expect(call.audioUrl).toMatch(/#t=\d+(\.\d+)?,\d+(\.\d+)?$/);
    expect(calls.length).toBeGreaterThan(0);
  });

  it("links a voice memo's paragraph to the whole memo", async () => {
    // Act
    const { links } = (await ada.client.post<Links>(linksUrl(memoOnly.id))).body;
    const pages = await Promise.all(links.map((link) => open(link.token)));

    // Assess
    expect(links).toHaveLength(1);
    expect(pages[0]?.body).toEqual({
      narratorName: ada.account.name,
      title: memoOnly.name,
      quote: MEMO,
      audioUrl: expect.stringContaining(`/users/${ada.user.id}/recordings/`),
    });
    expect(pages[0]?.body.audioUrl).not.toContain('#t=');
  });

  it('never shows a token of one keepsake in another, nor a keepsake to another narrator', async () => {
    // Arrange
    const first = (await ada.client.post<Links>(linksUrl(shortStory.id))).body.links;

    // Act
    const second = await ada.client.post<Links>(linksUrl(postcard.id));
    const bobLists = await bob.client.get<Links>(linksUrl(shortStory.id));
    const bobMakes = await bob.client.post<Links>(linksUrl(shortStory.id));
    const bobStops = await bob.client.delete(linksUrl(shortStory.id));

    // Assess
    const firstTokens = new Set(first.map((link) => link.token));
    expect(second.body.links.every((link) => !firstTokens.has(link.token))).toBe(true);
    for (const link of second.body.links) expect((await open(link.token)).body.title).toBe(postcard.name);
    expect(bobLists.status).toBe(404);
    expect(bobMakes.status).toBe(404);
    expect(bobStops.status).toBe(404);
    expect((await open(first[0]!.token)).status).toBe(200);
  });

  it('stops every link of a keepsake at once, and new links can be made again', async () => {
    // Arrange
    const before = (await ada.client.post<Links>(linksUrl(shortStory.id))).body.links;
    const postcardLinks = (await ada.client.post<Links>(linksUrl(postcard.id))).body.links;

    // Act
    const stopped = await ada.client.delete(linksUrl(shortStory.id));
    const pages = await Promise.all(before.map((link) => open(link.token)));
    const listed = await ada.client.get<Links>(linksUrl(shortStory.id));
    const remade = await ada.client.post<Links>(linksUrl(shortStory.id));

    // Assess
    expect(stopped.status).toBe(204);
    for (const page of pages) {
      expect(page.status).toBe(404);
      expect(page.body).toEqual({ error: VOICE_TEXTS.noLongerShared });
    }
    expect(listed.body).toEqual({ links: [] });
    expect(remade.status).toBe(201);
    expect(remade.body.links.map((link) => link.paragraph)).toEqual(before.map((link) => link.paragraph));
    expect(remade.body.links.some((link) => before.some((old) => old.token === link.token))).toBe(false);
    expect((await open(remade.body.links[0]!.token)).status).toBe(200);
    // The other keepsake's links are untouched.
    expect((await open(postcardLinks[0]!.token)).status).toBe(200);
  });

  it('answers an unknown or malformed token as no longer shared, and limits how often one address opens pages', async () => {
    // Arrange
    const client = visitor();
    const token = (await ada.client.post<Links>(linksUrl(shortStory.id))).body.links[0]!.token;

    // Act
    const unknown = await open('0'.repeat(64));
    const malformed = await open('not-a-token');
    const answers: number[] = [];
    for (let index = 0; index <= LISTEN_REQUESTS_PER_MINUTE; index += 1)
      answers.push((await open(token, client)).status);

    // Assess
    expect(unknown.body).toEqual({ error: VOICE_TEXTS.noLongerShared });
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(LISTEN_REQUESTS_PER_MINUTE);
    expect(answers.at(-1)).toBe(429);
  });
});
