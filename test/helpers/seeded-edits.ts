import { expect, it } from 'vitest';
import { runSeeds } from '#functions/workers/seed.ts';
import type { Session } from './api.ts';

const EDITED = 'Edited by an administrator.';

/**
 * The seeds, run twice over an administrator's edit of one text of the seeded item `id` (read and written at
 * `listUrl/id`), keep the edit and leave one item of that id in the list.
 */
export const itKeepsAnAdministratorsEdit = <Item extends { id: string }>(
  admin: () => Session,
  { listUrl, id, field }: { listUrl: string; id: string; field: keyof Item & string },
) =>
  it('seeds idempotently and never overwrites an administrator’s edit', async () => {
    const { client } = admin();
    const itemUrl = `${listUrl}/${id}`;
    const seeded = (await client.get<Item>(itemUrl)).body;
    const edited = await client.put<Item>(itemUrl, { ...seeded, [field]: EDITED });

    await runSeeds();
    await runSeeds();
    const after = await client.get<Item>(itemUrl);
    const all = await client.get<Item[]>(listUrl);

    expect(edited.status).toBe(200);
    expect(after.body[field]).toBe(EDITED);
    expect(all.body.filter((item) => item.id === id)).toHaveLength(1);
  });
