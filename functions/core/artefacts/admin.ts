import type { AdminArtefactSummary, Artefact } from '#shared/schemas/artefact.ts';
import { ADMIN_ARTEFACT_TEXTS, ARTEFACT_TEXTS, CONVERSATION_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { ArtefactEntity, allArtefacts } from '../../db/entities/artefact.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { getItem, queryProjection } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { TRANSCRIPTS_PERMISSION } from '../ownership/consent.ts';
import { type ArtefactRecord, artefactWithVersions, findArtefactRecord } from './artefacts.ts';
import { queueGeneration } from './generate.ts';

/**
 * An artefact in the admin list. Its name and its story's title are the user's words: shown only when the
 * user grants can-see-transcripts (issue 23, M1); otherwise the name says it is withheld and no title is sent.
 */
const toSummary = (record: ArtefactRecord, granted: boolean): AdminArtefactSummary => ({
  id: record.artefactId,
  name: granted ? record.name : ADMIN_ARTEFACT_TEXTS.withheld,
  status: record.status,
  userId: record.userId,
  story: { id: record.storyId, ...(granted && record.storyTitle ? { title: record.storyTitle } : {}) },
  format: { id: record.formatId, name: record.formatName },
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  _count: { versions: record.versionCount },
});

/**
 * One page of every artefact, newest first, without content. The admin index (a fixed partition of gsi2) is
 * read keys only to count and to find the page, then the page's items are read in one batch: a Query, never
 * a Scan, and a few bytes per artefact for the pages skipped.
 */
export const adminListArtefacts = async (
  page: number,
  limit: number,
): Promise<{ artefacts: AdminArtefactSummary[]; total: number; page: number; limit: number }> => {
  const keys = await queryProjection(ArtefactEntity, allArtefacts(), ['artefactId', 'createdAt']);
  const newestFirst = keys.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const slice = newestFirst.slice((page - 1) * limit, page * limit);
  const records = await getAll(
    ArtefactEntity,
    slice.map(({ artefactId }) => ({ artefactId })),
  );
  const byId = new Map(records.map((record) => [record.artefactId, record]));
  const owners = await getAll(
    UserEntity,
    [...new Set(records.map((record) => record.userId))].map((userId) => ({ userId })),
  );
  const granting = new Set(
    owners
      .filter((owner) => owner.grantedPermissions?.[TRANSCRIPTS_PERMISSION] === true)
      .map((o) => o.userId),
  );
  const artefacts = slice.flatMap(({ artefactId }) => {
    const record = byId.get(artefactId);
    return record ? [toSummary(record, granting.has(record.userId))] : [];
  });
  return { artefacts, total: keys.length, page, limit };
};

/**
 * One artefact with its content. The endpoint's consent rule (its owner grants can-see-transcripts, 403
 * otherwise) and audit entry are applied by the HTTP wrapper around this read.
 */
export const adminGetArtefact = async (artefactId: string): Promise<Artefact> => {
  const record = await findArtefactRecord(artefactId);
  if (!record) throw new NotFoundError(ARTEFACT_TEXTS.artefactNotFound);
  return artefactWithVersions(record);
};

/**
 * An administrator generates for a user's story (the endpoint's consent rule has checked that the user grants
 * can-see-transcripts). The job and the artefact are the user's; the AI call is spent from the
 * administrator's quota.
 */
export const adminGenerate = async (
  adminId: string,
  input: { storyId: string; formatId: string },
  ip?: string,
): Promise<{ jobId: string }> => {
  const story = await getItem(StoryEntity, { storyId: input.storyId });
  if (!story) throw new NotFoundError(CONVERSATION_TEXTS.storyNotFound);
  return queueGeneration({ ownerId: story.userId, ...input, spender: { userId: adminId, ip } });
};
