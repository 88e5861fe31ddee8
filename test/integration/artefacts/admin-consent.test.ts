import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminArtefactSummary, Artefact, GenerationJob } from '#shared/schemas/artefact.ts';
import { ADMIN_ARTEFACT_TEXTS } from '#shared/texts.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * Issue 23, M1/M2: the admin artefact list shows a keepsake's name and its story's title only for users who
 * grant can-see-transcripts, and an administrator's read of a keepsake's content is on the audit trail.
 */

let admin: Session;
beforeAll(async () => {
  useRuntimeDatabase();
  admin = await signedInClient();
  await makeAdministrator(admin.account.email);
});

type AuditPage = { entries: { action: string; targetUserId?: string; actorId: string }[] };

/** A narrator's story titled `title` with one keepsake made of `memory`, generated and settled. */
const keepsakeOf = async (narrator: Session, title: string, memory: string) => {
  const story = await narrator.client.post<{ id: string }>('/api/stories', {
    title,
    textEntry: { content: memory },
  });
  const storyId = story.body.id;
  const { jobId } = (
    await narrator.client.post<{ jobId: string }>('/api/artefacts/generate', {
      storyId: story.body.id,
      formatId: 'format-short-story',
    })
  ).body;
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const { body } = await narrator.client.get<{ job: GenerationJob; artefact?: Artefact }>(
      `/api/artefacts/job/${jobId}`,
    );
    if (body.job.status === 'completed' && body.artefact) return { ...body.artefact, storyId };
    if (body.job.status === 'failed') throw new Error('generation failed');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('generation never settled');
};

const listed = async (artefactId: string): Promise<AdminArtefactSummary | undefined> => {
  const { body } = await admin.client.get<{ artefacts: AdminArtefactSummary[] }>(
    '/api/admin/artefacts?limit=100',
  );
  return body.artefacts.find((artefact) => artefact.id === artefactId);
};

describe('the admin artefact list and reads', () => {
  it('withholds the name and story title of a user who has not granted transcripts, and shows them once granted', async () => {
    // Prepare
    const narrator = await signedInClient({ name: 'Private Pearl' });
    const artefact = await keepsakeOf(
      narrator,
      'The lighthouse keeper’s daughter',
      'My father kept the lighthouse at the end of the point, and I carried his supper up the stairs.',
    );
    // Act
    const withheld = await listed(artefact.id);
    await narrator.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });
    const shown = await listed(artefact.id);
    // Assess
    expect(withheld?.name).toBe(ADMIN_ARTEFACT_TEXTS.withheld);
    expect(withheld?.story).toEqual({ id: artefact.storyId });
    expect(JSON.stringify(withheld)).not.toContain('lighthouse');
    expect(shown?.name).toBe(artefact.name);
    expect(shown?.story.title).toBe('The lighthouse keeper’s daughter');
  });

  it('writes an administrator’s read of a keepsake’s content to the audit trail, on its owner', async () => {
    // Prepare
    const narrator = await signedInClient();
    await narrator.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });
    const artefact = await keepsakeOf(
      narrator,
      'The mill',
      'We ground the corn at the mill by the river every autumn, my brothers and I.',
    );
    // Act
    const read = await admin.client.get<Artefact>(`/api/admin/artefacts/${artefact.id}`);
    const trail = await admin.client.get<AuditPage>('/api/admin/audit?limit=100');
    // Assess
    expect(read.status).toBe(200);
    const entries = trail.body.entries.filter((entry) => entry.targetUserId === narrator.user.id);
    expect(entries.map((entry) => entry.action)).toEqual(['artefacts.adminGetArtefact']);
    expect(entries[0]?.actorId).toBe(admin.user.id);
  });
});
