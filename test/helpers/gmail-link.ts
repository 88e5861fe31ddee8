import type { Session } from './api.ts';

/**
 * Gmail against the shared runtime, whose fake Google server (test/helpers/global-setup.ts) runs in another
 * process: the steps are taken over HTTP, as a browser would take them.
 */

/** The consent page's Allow, as the browser sends it; answers the callback address Google redirects to. */
export const approveAtFakeGoogle = async (authUrl: string, account: string): Promise<string> => {
  const page = await (await fetch(authUrl)).text();
  const consent = /name="consent" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const decision = await fetch(new URL('/o/oauth2/v2/auth/decision', authUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent, email: account, decision: 'allow' }).toString(),
    redirect: 'manual',
  });
  return decision.headers.get('location') ?? '';
};

/** Links the narrator's Gmail: auth URL, consent, callback in the narrator's session. */
export const linkGmail = async (session: Session): Promise<void> => {
  const { body } = await session.client.get<{ authUrl: string }>('/api/gmail/auth-url');
  const back = await fetch(await approveAtFakeGoogle(body.authUrl, `${session.user.id}@gmail.test`), {
    redirect: 'manual',
    headers: session.client.headersFor(),
  });
  if (!/gmail_connected=true$/.test(back.headers.get('location') ?? '')) throw new Error('gmail link failed');
};

/** One email from `contact`, as a mailbox export holds it. */
export const mboxWith = (contact: string, subject = 'Sunday lunch') =>
  Buffer.from(
    `From ${contact} Sat Jun  1 09:30:00 2024\nFrom: ${contact}\nTo: me@example.org\nSubject: ${subject}\nDate: Sat, 1 Jun 2024 09:30:00 +0000\nMessage-ID: <${subject.replace(/\W/g, '')}@example.org>\n\nLunch is at one, in Leeds.\n`,
  );

/** Declares and uploads a mailbox file; answers its upload id. */
export const uploadMbox = async (session: Session, file: Buffer): Promise<string> => {
  const { status, body } = await session.client.post<{
    uploadId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  }>('/api/gmail/mbox', { fileName: 'letters.mbox', size: file.length });
  if (status !== 201) throw new Error(`mbox upload: ${status}`);
  const put = await fetch(body.uploadUrl, {
    method: 'PUT',
    headers: body.headers,
    body: new Uint8Array(file),
  });
  if (!put.ok) throw new Error(`mbox PUT: ${put.status}`);
  return body.uploadId;
};
