import { randomBytes } from 'node:crypto';
import {
  LISTEN_AUDIO_URL_SECONDS,
  LISTEN_REQUESTS_PER_MINUTE,
  LISTEN_TOKEN_BYTES,
} from '#shared/constants.ts';
import type { ParagraphSources, SourceRef } from '#shared/schemas/artefact.ts';
import type { ListenLinks, ListenPage } from '#shared/schemas/voice.ts';
import { ARTEFACT_TEXTS, VOICE_TEXTS } from '#shared/texts.ts';
import { deleteAll, putAll } from '../../db/batch.ts';
import { ListenLinkEntity, linksOfArtefact, linksOfUser } from '../../db/entities/listen-link.ts';
import { MessageEntity } from '../../db/entities/message.ts';
import { StoryEntryEntity } from '../../db/entities/story-entry.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { config } from '../../lib/config.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { type ArtefactRecord, findArtefactRecord, versionsOf } from '../artefacts/artefacts.ts';
import { takeAttempt } from '../auth/rate-limit.ts';
import { resolveClips } from './call-recordings.ts';

/** The words a listen page quotes at most. */
const QUOTE_CHARS = 1_000;
const TOKEN = new RegExp(`^[0-9a-f]{${LISTEN_TOKEN_BYTES * 2}}$`);

type LinkRecord = Awaited<ReturnType<typeof linksOf>>[number];

const linksOf = async (artefactId: string) =>
  (await queryAll(ListenLinkEntity, linksOfArtefact(artefactId))).sort((a, b) => a.paragraph - b.paragraph);

export const listenUrl = (token: string) => new URL(`/listen/${token}`, config().APP_URL).toString();

const toLinks = (records: readonly LinkRecord[]): ListenLinks => ({
  links: records.map(({ paragraph, token, version }) => ({
    paragraph,
    token,
    url: listenUrl(token),
    version,
  })),
});

/** The caller's keepsake; another narrator's answers 404 exactly like a missing one. */
const ownArtefact = async (userId: string, artefactId: string): Promise<ArtefactRecord> => {
  const record = await findArtefactRecord(artefactId);
  if (!record || record.userId !== userId) throw new NotFoundError(ARTEFACT_TEXTS.artefactNotFound);
  return record;
};

export const listListenLinks = async (userId: string, artefactId: string): Promise<ListenLinks> => {
  await ownArtefact(userId, artefactId);
  return toLinks(await linksOf(artefactId));
};

interface Voiced {
  blobKey: string;
  quote: string;
  startSeconds?: number;
  endSeconds?: number;
}

const quoteOf = (text: string) => (text.length > QUOTE_CHARS ? `${text.slice(0, QUOTE_CHARS - 1)}…` : text);

/**
 * Finds the recordings of the narrator's material a version's paragraphs drew on: a voice memo's file, or a
 * call turn's passage of its recording. Only the narrator's own (a source naming anyone else's finds nothing).
 */
const voicedSources = (userId: string) => {
  const clipsOf = new Map<string, ReturnType<typeof resolveClips>>();
  return async (source: SourceRef): Promise<Voiced | undefined> => {
    if (source.kind === 'voiceMemo' && source.storyId) {
      const entry = await getItem(StoryEntryEntity, { storyId: source.storyId, entryId: source.id });
      if (entry?.userId !== userId || !entry.recordingKey) return undefined;
      return { blobKey: entry.recordingKey, quote: quoteOf(entry.content) };
    }
    if (source.kind === 'message' && source.conversationId) {
      const conversationId = source.conversationId;
      if (!clipsOf.has(conversationId)) clipsOf.set(conversationId, resolveClips(conversationId));
      const { clips } = await (clipsOf.get(conversationId) as ReturnType<typeof resolveClips>);
      const clip = clips.find((candidate) => candidate.messageId === source.id);
      if (clip?.segment.userId !== userId) return undefined;
      const message = await getItem(MessageEntity, { conversationId, messageId: source.id });
      return {
        blobKey: clip.segment.blobKey,
        quote: quoteOf(message?.content ?? source.excerpt),
        startSeconds: clip.startSeconds,
        endSeconds: clip.endSeconds,
      };
    }
    return undefined;
  };
};

/**
 * Makes a listen link for each paragraph of the keepsake's latest version whose sources include a recording
 * (a memo, or a call turn that was recorded): its first such source is what the link plays. Paragraphs that
 * already have a link of this version keep it, so asking again changes nothing.
 */
export const createListenLinks = async (userId: string, artefactId: string): Promise<ListenLinks> => {
  await ownArtefact(userId, artefactId);
  const [latest] = await versionsOf(artefactId);
  const existing = await linksOf(artefactId);
  if (!latest) return toLinks(existing);
  const linked = new Set(existing.filter((l) => l.version === latest.version).map((l) => l.paragraph));
  const voiced = voicedSources(userId);
  const made: LinkRecord[] = [];
  for (const { paragraph, sources } of (latest.sources ?? []) as ParagraphSources[]) {
    if (linked.has(paragraph)) continue;
    for (const source of sources) {
      const found = await voiced(source);
      if (!found) continue;
      made.push({
        token: randomBytes(LISTEN_TOKEN_BYTES).toString('hex'),
        artefactId,
        userId,
        version: latest.version,
        paragraph,
        createdAt: new Date().toISOString(),
        ...found,
      });
      break;
    }
  }
  await putAll(ListenLinkEntity, made);
  return toLinks([...existing, ...made].sort((a, b) => a.paragraph - b.paragraph));
};

/** Stops every link of the keepsake at once: their tokens name nothing any more. */
export const stopListenLinks = async (userId: string, artefactId: string): Promise<void> => {
  await ownArtefact(userId, artefactId);
  await deleteListenLinksOf(artefactId);
};

/** Deletes a keepsake's links (its stop, and the deletion of the keepsake, its story or the account). */
export const deleteListenLinksOf = async (artefactId: string): Promise<void> => {
  const links = await queryAll(ListenLinkEntity, linksOfArtefact(artefactId), { attributes: ['token'] });
  await deleteAll(
    ListenLinkEntity,
    links.map(({ token }) => ({ token })),
  );
};

const noLongerShared = () => new NotFoundError(VOICE_TEXTS.noLongerShared);

/**
 * The public listen page (no sign-in): the narrator's name, the keepsake's title, the quoted words and a
 * short-lived address of the passage. Rate-limited per address; a stopped, unknown or malformed token, a
 * deleted keepsake and a deleted recording all answer the same 404, so a token reveals nothing else.
 */
export const openListenLink = async (token: string, ip: string): Promise<ListenPage> => {
  await takeAttempt(
    [{ key: `listen:ip:${ip}`, max: LISTEN_REQUESTS_PER_MINUTE, windowSeconds: 60 }],
    Date.now(),
    VOICE_TEXTS.listenTooMany,
  );
  if (!TOKEN.test(token)) throw noLongerShared();
  const link = await getItem(ListenLinkEntity, { token });
  if (!link) throw noLongerShared();
  const [artefact, user, size] = await Promise.all([
    findArtefactRecord(link.artefactId),
    getItem(UserEntity, { userId: link.userId }),
    blobs().size(link.blobKey),
  ]);
  if (!artefact || artefact.userId !== link.userId || !user || size === undefined) throw noLongerShared();
  const address = await blobs().downloadUrl(link.blobKey, LISTEN_AUDIO_URL_SECONDS);
  const passage =
    link.startSeconds === undefined ? '' : `#t=${link.startSeconds},${link.endSeconds ?? link.startSeconds}`;
  return {
    narratorName: user.name,
    title: artefact.name,
    quote: link.quote,
    audioUrl: `${address}${passage}`,
    ...(link.startSeconds === undefined ? {} : { startSeconds: link.startSeconds }),
    ...(link.endSeconds === undefined ? {} : { endSeconds: link.endSeconds }),
  };
};

/** Deletes every listen link of a narrator (their account's deletion). */
export const deleteListenLinksOfUser = async (userId: string): Promise<void> => {
  const links = await queryAll(ListenLinkEntity, linksOfUser(userId), { attributes: ['token'] });
  await deleteAll(
    ListenLinkEntity,
    links.map(({ token }) => ({ token })),
  );
};
