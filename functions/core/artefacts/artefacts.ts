import { createHash } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import type { Page } from '#shared/page.ts';
import type { Artefact, ArtefactVersion, Grounding, ParagraphSources } from '#shared/schemas/artefact.ts';
import { ARTEFACT_TEXTS } from '#shared/texts.ts';
import { ArtefactEntity, artefactsOfStory } from '../../db/entities/artefact.ts';
import { ArtefactVersionEntity, versionsOfArtefact } from '../../db/entities/artefact-version.ts';
import { getItem, type PageRequest, queryAll, queryPage } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';

export type ArtefactRecord = FormattedItem<typeof ArtefactEntity>;
export type VersionRecord = FormattedItem<typeof ArtefactVersionEntity>;

export const ARTEFACT_JOB_KIND = 'artefact';

/** One artefact per story and format: its id is derived from both, so generating again adds a version. */
export const artefactIdFor = (storyId: string, formatId: string): string =>
  `art-${createHash('sha256').update(`${storyId}\n${formatId}`).digest('hex').slice(0, 32)}`;

export const toVersion = (record: VersionRecord): ArtefactVersion => ({
  id: record.jobId,
  version: record.version,
  generatedContent: record.generatedContent,
  createdAt: record.createdAt,
  ...(record.theme !== undefined && record.tone !== undefined && record.length !== undefined
    ? {
        metadata: {
          theme: record.theme,
          tone: record.tone,
          length: record.length as NonNullable<ArtefactVersion['metadata']>['length'],
        },
      }
    : {}),
  ...(record.provider ? { provider: record.provider } : {}),
  ...(record.sources ? { sources: record.sources as ParagraphSources[] } : {}),
  ...(record.grounding ? { grounding: record.grounding as Grounding } : {}),
});

/** An artefact's versions, newest first (versions[0] is what the format page shows). */
export const versionsOf = async (artefactId: string): Promise<VersionRecord[]> =>
  (await queryAll(ArtefactVersionEntity, versionsOfArtefact(artefactId), { consistent: true })).sort(
    (a, b) => b.version - a.version,
  );

export const toArtefact = (record: ArtefactRecord, versions: readonly VersionRecord[]): Artefact => ({
  id: record.artefactId,
  name: record.name,
  status: record.status,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  story: { id: record.storyId, ...(record.storyTitle ? { title: record.storyTitle } : {}) },
  format: {
    id: record.formatId,
    name: record.formatName,
    ...(record.formatIcon ? { icon: record.formatIcon } : {}),
  },
  versions: versions.map(toVersion),
  _count: { versions: versions.length },
});

export const artefactWithVersions = async (record: ArtefactRecord): Promise<Artefact> =>
  toArtefact(record, await versionsOf(record.artefactId));

export const findArtefactRecord = (artefactId: string): Promise<ArtefactRecord | undefined> =>
  getItem(ArtefactEntity, { artefactId });

/**
 * The caller's artefact with its versions. Another user's artefact answers 404 exactly like a missing one
 * (docs: an id reveals nothing, and nothing of its content leaks).
 */
export const getArtefactForUser = async (userId: string, artefactId: string): Promise<Artefact> => {
  const record = await findArtefactRecord(artefactId);
  if (!record || record.userId !== userId) throw new NotFoundError(ARTEFACT_TEXTS.artefactNotFound);
  return artefactWithVersions(record);
};

/** A page of a story's artefacts, newest first, each with its versions (issue 24: one Query for the page). */
export const artefactsOfStoryFor = async (
  userId: string,
  storyId: string,
  page: PageRequest,
): Promise<Page<Artefact>> => {
  const read = await queryPage(ArtefactEntity, artefactsOfStory(storyId), page, { reverse: true });
  const records = read.items.filter((record) => record.userId === userId);
  return { ...read, items: await Promise.all(records.map(artefactWithVersions)) };
};
