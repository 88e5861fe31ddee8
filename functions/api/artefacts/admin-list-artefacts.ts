import { adminListArtefacts } from '#shared/contract/artefacts.ts';
import { adminListArtefacts as list } from '../../core/artefacts/admin.ts';
import { http } from '../../edge/http.ts';

export const handler = http(adminListArtefacts, async ({ query, page }) => {
  const { nextCursor, ...body } = await list(query.page, query.limit, page.after);
  return { body, ...(nextCursor ? { nextCursor } : {}) };
});
