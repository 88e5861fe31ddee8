/** Deliveries of one gmail queue message (a batch of emails) before it goes to the dead-letter queue. */
export const GMAIL_MAX_ATTEMPTS = 3;
/** Emails per queue message: one worker invocation summarises this many (in parallel, within the quota). */
export const GMAIL_BATCH_SIZE = 10;
/** Units per call, as Google documents them (developers.google.com/gmail/api/reference/quota). */
export const GMAIL_UNITS = { messagesList: 5, messagesGet: 5, getProfile: 1 } as const;
/** Insights answered per page of GET /api/gmail/insights. */
export const INSIGHTS_PAGE_SIZE = 20;
/** The read-only Gmail scope, the only one Walt asks for. */
export const GMAIL_SCOPE = 'https://www.googleapis.com/auth/gmail.readonly';

/**
 * The most of one raw message parsed (Gmail's `format=raw`, an mbox message): its text parts come before its
 * attachments in practically every mail, and a 20 MB attachment is no part of a summary (ASVS M9).
 */
export const EMAIL_PARSE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * The most line breaks (CR or LF bytes) of one raw message parsed. postal-mime's cost is per line (measured:
 * about 10 µs and 800 bytes of heap each, so 512 KB of blank lines took 4–7 s and 400 MB); 32,768 breaks are
 * 16,384 CRLF lines, over a megabyte of ordinary 76-character mail lines, and about 0.3 s at worst.
 */
export const EMAIL_PARSE_MAX_LINE_BREAKS = 32_768;

/**
 * The most emails one run takes (the newest first): at the default quota that is about 200 s of work, well
 * inside the stream's 15 minutes.
 */
export const MAX_EMAILS_PER_RUN = 10_000;

/**
 * Mailbox files live under `mbox/{userId}/`, a prefix the bucket's lifecycle rule empties after a day and the
 * account deletion removes at once.
 */
export const mboxPrefix = (userId: string) => `mbox/${userId}`;
