import { getFormat } from '#shared/contract/formats.ts';
import { forNarrator, getFormat as get } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

/** The narrator's read of one format: never the administrator's writerPrompt. */
export const handler = http(getFormat, async ({ params }) => ({ body: forNarrator(await get(params.id)) }));
