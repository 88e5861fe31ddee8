import { GMAIL_TEXTS } from '#shared/texts.ts';
import { ConflictError } from '../../lib/errors.ts';
import { refreshTokenOf } from './connection.ts';
import { GMAIL_UNITS, MAX_EMAILS_PER_RUN } from './constants.ts';
import { gmailClient, oauthClient } from './google.ts';
import { grantEnded } from './google-endpoints.ts';
import { callGmail } from './quota.ts';

const PAGE_SIZE = 500;

/** The ids of the emails from, to or copied to the contact (each page draws 5 units of the user's quota). */
export const listContactMessages = async (userId: string, contactEmail: string): Promise<string[]> => {
  try {
    return await listMessages(userId, contactEmail);
  } catch (error) {
    // A link Google no longer honours is the narrator's to renew: a 409 that says so, not a server error.
    if (grantEnded(error)) throw new ConflictError(GMAIL_TEXTS.accessEnded);
    throw error;
  }
};

const listMessages = async (userId: string, contactEmail: string): Promise<string[]> => {
  const gmail = gmailClient(await oauthClient(await refreshTokenOf(userId)));
  const ids: string[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await callGmail(userId, GMAIL_UNITS.messagesList, () =>
      gmail.users.messages.list(
        {
          userId: 'me',
          q: `{from:${contactEmail} to:${contactEmail} cc:${contactEmail}}`,
          maxResults: PAGE_SIZE,
          pageToken,
        },
        { retry: false },
      ),
    );
    for (const message of data.messages ?? []) if (message.id) ids.push(message.id);
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken && ids.length < MAX_EMAILS_PER_RUN);
  return ids.slice(0, MAX_EMAILS_PER_RUN);
};
