import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gmailItemsOfUser } from '#functions/db/entities/gmail-oauth-state.ts';
import { MboxUploadEntity } from '#functions/db/entities/mbox-upload.ts';
import { queryAll } from '#functions/db/read.ts';
import { STORAGE_TEXTS } from '#shared/texts.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';

/*
 * The per-user storage cap on mailbox uploads (ASVS storage limits): the uploads a narrator keeps (a day each)
 * may declare at most MBOX_STORAGE_MAX_BYTES together; past it, 413 with a clear error and no upload is
 * created (no row, no upload address). Lowered through the environment on a runtime in this file's process.
 */

const CAP = 1_000;
let runtime: GmailRuntime;
beforeAll(async () => {
  runtime = await startGmailRuntime();
  process.env.MBOX_STORAGE_MAX_BYTES = String(CAP);
});
afterAll(async () => {
  delete process.env.MBOX_STORAGE_MAX_BYTES;
  await runtime.stop();
});

const create = (client: ReturnType<GmailRuntime['clientOf']>, size: number) =>
  client.post<{ uploadId?: string; uploadUrl?: string; error?: string }>('/api/gmail/mbox', {
    fileName: 'letters.mbox',
    size,
  });

describe('the storage cap on mailbox uploads', () => {
  it('refuses the upload that would pass the cap with 413 and creates nothing; another narrator has their own room', async () => {
    // Arrange
    const ada = await signedInClient();
    const client = runtime.clientOf(ada);
    expect((await create(client, 600)).status).toBe(201);

    // Act
    const refused = await create(client, 401);

    // Assess
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: STORAGE_TEXTS.mboxStorageFull(0) });
    const rows = await queryAll(MboxUploadEntity, gmailItemsOfUser(ada.user.id, 'mboxUpload'));
    expect(rows.map((row) => row.size)).toEqual([600]);
    expect((await create(client, 400)).status).toBe(201);
    expect((await create(client, 1)).status).toBe(413);

    const bob = runtime.clientOf(await signedInClient());
    expect((await create(bob, CAP)).status).toBe(201);
  });

  it('serialises one narrator’s uploads, so two at once cannot both fit', async () => {
    const client = runtime.clientOf(await signedInClient());
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(client, 400)));
    const created = answers.filter((answer) => answer.status === 201);
    expect(created.length).toBeLessThanOrEqual(2);
    expect(answers.every((answer) => [201, 409, 413].includes(answer.status))).toBe(true);
  });
});
