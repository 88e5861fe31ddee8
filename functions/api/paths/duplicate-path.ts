import { duplicatePath } from '#shared/contract/paths.ts';
import { duplicatePath as duplicate } from '../../core/paths/paths.ts';
import { http } from '../../edge/http.ts';

export const handler = http(duplicatePath, async ({ params }) => ({ body: await duplicate(params.id) }));
