import { EMAIL_TEXTS } from '#shared/texts.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { takeAttempt } from '../auth/rate-limit.ts';

/** Writer reports one account may have mailed to it per (UTC) day. */
export const WRITER_REPORTS_PER_DAY = 10;

/**
 * Walt mails nothing but verification and reset links to an address that is not verified (403), and at most
 * WRITER_REPORTS_PER_DAY writer reports a day to one account (429 with Retry-After until UTC midnight). The
 * recipient is the account passed: the narrator for their own report, the administrator for the admin's.
 */
export const takeWriterReport = async (recipient: { userId: string; emailVerified?: boolean }) => {
  if (!recipient.emailVerified) throw new ForbiddenError(EMAIL_TEXTS.notVerified);
  await takeAttempt(
    [
      {
        key: `writer-report:user:${recipient.userId}`,
        max: WRITER_REPORTS_PER_DAY,
        windowSeconds: 24 * 3600,
      },
    ],
    Date.now(),
    EMAIL_TEXTS.writerReportLimit(WRITER_REPORTS_PER_DAY),
  );
};
