import { downloadExport } from '#shared/contract/account.ts';
import { exportDownloadUrl } from '../../core/account/export.ts';
import { http } from '../../edge/http.ts';

/** The zip, for its owner's session only: a 302 to a five-minute address of the file. */
export const handler = http(downloadExport, async ({ caller, params }) => ({
  status: 302,
  headers: {
    location: await exportDownloadUrl(caller.user.userId, params.jobId),
    'referrer-policy': 'no-referrer',
  },
}));
