import { authUrl } from '#shared/contract/gmail.ts';
import { startGoogleSignIn } from '../../core/gmail/connection.ts';
import { http } from '../../edge/http.ts';

export const handler = http(authUrl, async ({ caller }) => ({
  body: { authUrl: await startGoogleSignIn(caller.session) },
}));
