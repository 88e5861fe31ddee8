import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { ArtefactGeneration, Grounding, ParagraphSources } from '#shared/schemas/artefact.ts';
import { ARTEFACT_TEXTS } from '#shared/texts.ts';
import { AiOutputError, AiRefusedError, AiUnavailableError } from '../../ai/errors.ts';
import { aiProvider } from '../../ai/index.ts';
import type { ArtefactRequest } from '../../ai/provider.ts';
import { ArtefactEntity } from '../../db/entities/artefact.ts';
import { ArtefactVersionEntity } from '../../db/entities/artefact-version.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { ownerAlive } from '../../db/owner-alive.ts';
import { ownerChecks } from '../../db/owner-guard.ts';
import { getItem } from '../../db/read.ts';
import { PermanentJobError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { type FormatRecord, findFormatRecord } from '../formats/formats.ts';
import type { JobRecord } from '../jobs/jobs.ts';
import { currentMemory, requestExtractor } from '../memory/store.ts';
import { artefactIdFor } from './artefacts.ts';
import { ARTEFACT_MAX_ATTEMPTS } from './constants.ts';
import { scopeOf } from './formats-of-story.ts';
import type { ArtefactMessage } from './generate.ts';
import { checkGrounding, unsupportedTokens } from './grounding.ts';
import { gatherMaterial, type Material } from './material.ts';
import { attributeSources } from './sources.ts';

export { artefactMessage } from './generate.ts';

type StoryRecord = NonNullable<Awaited<ReturnType<typeof getItem<typeof StoryEntity>>>>;

/** Asks the provider for the piece; an answer that does not fit the schema is asked for once more. */
const ask = async (request: ArtefactRequest) => {
  try {
    return await aiProvider().generateArtefact(request);
  } catch (error) {
    if (!(error instanceof AiOutputError)) throw error;
    logger.warn('artefact answer malformed, asking once more', { error: error.message });
    return aiProvider().generateArtefact(request);
  }
};

/** Fixed product texts a piece may carry (the offline label and title): not the narrator's, never invented. */
const PRODUCT_TEXTS = [
  ARTEFACT_TEXTS.offlineLabel,
  ARTEFACT_TEXTS.offlineNothingYet,
  ARTEFACT_TEXTS.untitled,
];

/**
 * Writes the piece and checks it against the material (issue 22). A model's piece holding names or years the
 * material does not is written once more with those named; if the second still holds some, it is kept and
 * flagged (the artefact page lists them). The offline composer only copies the narrator's sentences, so asking
 * it again would give the same piece.
 */
const generate = async (format: FormatRecord, story: StoryRecord, material: Material) => {
  const request: ArtefactRequest = {
    writerPrompt: format.writerPrompt,
    material: material.text,
    passages: material.passages,
    title: format.contentScope === 'all' ? undefined : story.title,
  };
  const corpus = { ...material.corpus, narrator: [material.corpus.narrator, ...PRODUCT_TEXTS].join('\n') };
  const first = await ask(request);
  const grounding = checkGrounding(first.content, corpus);
  if (!grounding.unsupported.length || aiProvider().name === 'offline')
    return { generation: first, grounding };
  const unsupported = unsupportedTokens(grounding);
  logger.warn('artefact names or years not in the material, writing it once more', {
    count: unsupported.length,
  });
  const second = await ask({ ...request, unsupported });
  return { generation: second, grounding: checkGrounding(second.content, corpus) };
};

/**
 * Stores the generation as the next version of the story's artefact for this format (creating the artefact on
 * its first version). The version is keyed by the job and written in one transaction with the artefact's
 * count, conditioned on the count read: a redelivered message finds its version and adds nothing. The same
 * transaction checks that the story and its narrator still exist and are not being deleted (ASVS M3): a piece
 * finished after either was deleted writes nothing, and the job fails with "story deleted".
 */
const writeVersion = async (input: {
  jobId: string;
  story: StoryRecord;
  format: FormatRecord;
  generation: ArtefactGeneration;
  sources: ParagraphSources[];
  grounding: Grounding;
}): Promise<{ artefactId: string; version: number }> => {
  const { jobId, story, format, generation, grounding } = input;
  const artefactId = artefactIdFor(story.storyId, format.formatId);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    // The caller has just looked for this job's version; a retry after a refused transaction looks again.
    const [done, artefact] = await Promise.all([
      attempt > 1 ? getItem(ArtefactVersionEntity, { artefactId, jobId }) : undefined,
      getItem(ArtefactEntity, { artefactId }),
    ]);
    if (done) return { artefactId, version: done.version };
    const version = (artefact?.versionCount ?? 0) + 1;
    const names = {
      name: generation.name,
      storyTitle: story.title,
      formatName: format.name,
      formatIcon: format.icon,
      status: 'completed' as const,
    };
    try {
      await execute(
        ArtefactVersionEntity.build(PutTransaction)
          .item({
            artefactId,
            jobId,
            version,
            generatedContent: generation.content,
            name: generation.name,
            ...generation.metadata,
            provider: aiProvider().name,
            sources: input.sources,
            grounding,
            createdAt: new Date().toISOString(),
          })
          .options({ condition: { attr: 'jobId', exists: false } }),
        artefact
          ? ArtefactEntity.build(UpdateTransaction)
              .item({ artefactId, ...names, versionCount: version })
              .options({ condition: { attr: 'versionCount', eq: artefact.versionCount } })
          : ArtefactEntity.build(PutTransaction)
              .item({
                artefactId,
                userId: story.userId,
                storyId: story.storyId,
                formatId: format.formatId,
                ...names,
                versionCount: version,
              })
              .options({ condition: { attr: 'artefactId', exists: false } }),
        ...ownerChecks({ userId: story.userId, storyId: story.storyId }),
      );
      return { artefactId, version };
    } catch (error) {
      if (!isTransactionRefused(error)) throw error;
      if (!(await ownerAlive({ userId: story.userId, storyId: story.storyId })))
        throw new PermanentJobError(ARTEFACT_TEXTS.storyDeleted);
    }
  }
  throw new Error(`artefact ${artefactId}: version of job ${jobId} could not be written`);
};

/**
 * Writes one artefact version: gathers the material, asks the provider, stores the version with its sources.
 * A provider that is unavailable, or an unexpected failure (a crash), is retried by the queue until the last
 * delivery, which fails the job with a message the format page shows; a refusal, or an answer malformed twice,
 * fails it at once.
 */
export const runGeneration = async (
  message: ArtefactMessage,
  job: JobRecord,
): Promise<{ artefactId: string; version: number }> => {
  const artefactId = artefactIdFor(message.storyId, message.formatId);
  const [story, done, format] = await Promise.all([
    getItem(StoryEntity, { storyId: message.storyId }),
    getItem(ArtefactVersionEntity, { artefactId, jobId: message.jobId }),
    findFormatRecord(message.formatId),
  ]);
  if (!story || story.deletingAt !== undefined || (job.ownerId && story.userId !== job.ownerId))
    throw new PermanentJobError(ARTEFACT_TEXTS.storyDeleted);
  // A redelivery after the version was stored (the worker stopped before completing the job) asks nothing again.
  if (done) return { artefactId, version: done.version };
  if (!format) throw new PermanentJobError(ARTEFACT_TEXTS.formatDeleted);
  const memory = await currentMemory(story.userId, requestExtractor());
  const material = await gatherMaterial(
    story.userId,
    scopeOf(format.contentScope, story.storyId, story.userId),
    memory,
  );
  let written: { generation: ArtefactGeneration; grounding: Grounding };
  try {
    written = await generate(format, story, material);
  } catch (error) {
    const lastAttempt = job.attempts >= ARTEFACT_MAX_ATTEMPTS;
    const text = error instanceof Error ? error.message : String(error);
    logger.warn('artefact generation failed', { jobId: message.jobId, error: text, lastAttempt });
    if (error instanceof AiOutputError) throw new PermanentJobError(ARTEFACT_TEXTS.malformed);
    if (error instanceof AiRefusedError) throw new PermanentJobError(text);
    if (!lastAttempt) throw error;
    throw new PermanentJobError(error instanceof AiUnavailableError ? text : ARTEFACT_TEXTS.failed);
  }
  const sources = attributeSources(written.generation.content, material);
  return writeVersion({ jobId: message.jobId, story, format, ...written, sources });
};
