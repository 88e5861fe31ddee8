import type { AdminArtefactSummary, Artefact } from '#shared/schemas/artefact.ts';
import { ADMIN_ARTEFACT_TEXTS, ARTEFACT_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { ArtefactEntity, allArtefacts } from '../../db/entities/artefact.ts';
import { UserEntity } from '../../db/entities/user.ts';
import { numberedPage } from '../../db/numbered-page.ts';
import { countAll, queryPage, queryPageAs } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { TRANSCRIPTS_PERMISSION } from '../ownership/consent.ts';
import { type ArtefactRecord, artefactWithVersions, findArtefactRecord } from './artefacts.ts';
import { generateForStory } from './generate.ts';

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
 * One page of every artefact, newest first, without content, from the admin index (a fixed partition of gsi2,
 * which holds the artefact items whole): read where the previous page's cursor left off, or counted to by page
 * number (numberedPage); the total is a COUNT of the index. A Query, never a Scan; the owners' consent flags in
 * one batch.
 */
export const adminListArtefacts = async (
  page: number,
  limit: number,
  after?: Record<string, string>,
): Promise<{
  artefacts: AdminArtefactSummary[];
  total: number;
  page: number;
  limit: number;
  nextCursor?: string;
}> => {
  const [total, records] = await Promise.all([
    countAll(allArtefacts()),
    numberedPage(
      (request) => queryPage(ArtefactEntity, allArtefacts(), request, { reverse: true }),
      { page, limit, ...(after ? { after } : {}) },
      (request) => queryPageAs(ArtefactEntity, allArtefacts(), ['artefactId'], request, { reverse: true }),
    ),
  ]);
  const owners = await getAll(
    UserEntity,
    [...new Set(records.items.map((record) => record.userId))].map((userId) => ({ userId })),
  );
  const granting = new Set(
    owners
      .filter((owner) => owner.grantedPermissions?.[TRANSCRIPTS_PERMISSION] === true)
      .map((o) => o.userId),
  );
  return {
    artefacts: records.items.map((record) => toSummary(record, granting.has(record.userId))),
    total,
    page,
    limit,
    ...(records.nextCursor ? { nextCursor: records.nextCursor } : {}),
  };
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
export const adminGenerate = (
  adminId: string,
  input: { storyId: string; formatId: string },
  ip?: string,
): Promise<{ jobId: string }> => generateForStory(input, { userId: adminId, ip });
