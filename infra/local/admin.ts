import { setAdmin } from '#functions/core/admin/set-admin.ts';
import { resetConfig } from '#functions/lib/config.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { LocalRuntimeError } from './dynamodb-local.ts';
import { startRuntime } from './runtime.ts';

const usage =
  'Usage: npm run admin -- grant <email> | revoke <email>\n(against a deployed table: TABLE_NAME=<name> AWS_REGION=<region> with AWS credentials)';

const ADMIN_NEEDS_TWO_FACTOR_NOTE = `${GENERIC_ERRORS.adminNeedsTwoFactor} They must turn it on from their profile (/profile) before the admin area opens for them.`;

/** Grants or revokes isAdmin: how the first administrator is made. */
const main = async () => {
  const [command, email] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email) {
    console.error(usage);
    process.exit(2);
  }
  const deployed = Boolean(process.env.TABLE_NAME) && !process.env.DYNAMODB_ENDPOINT;
  const runtime = deployed
    ? undefined
    : await startRuntime({ port: 0, dataDir: process.env.DATA_DIR, quiet: true });
  try {
    resetConfig();
    const user = await setAdmin(email, command === 'grant');
    console.log(`${user.email} is ${user.isAdmin ? 'now an administrator' : 'no longer an administrator'}.`);
    // No admin route answers an administrator without two-factor sign-in (functions/edge/http.ts).
    if (user.isAdmin && !user.twoFactorEnabled) console.log(ADMIN_NEEDS_TWO_FACTOR_NOTE);
  } finally {
    await runtime?.stop();
  }
};

main().catch((error) => {
  console.error(error instanceof LocalRuntimeError || error?.statusCode ? error.message : error);
  process.exit(1);
});
