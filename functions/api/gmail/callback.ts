import { callback } from '#shared/contract/gmail.ts';
import { completeGoogleSignIn } from '../../core/gmail/sign-in.ts';
import { http } from '../../edge/http.ts';
import { config } from '../../lib/config.ts';

/** Google's redirect back: always a 302 to the Gmail page, with the outcome in its query (spec part B §2). */
export const handler = http(callback, async ({ query, caller }) => {
  const outcome = await completeGoogleSignIn({ session: caller?.session, ...query });
  const page = new URL('/app/gmail-integration', config().APP_URL);
  page.searchParams.set(outcome === 'connected' ? 'gmail_connected' : 'gmail_error', 'true');
  return { status: 302, headers: { location: page.toString(), 'referrer-policy': 'no-referrer' } };
});
