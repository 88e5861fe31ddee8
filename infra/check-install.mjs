// The first step of cdk.json's app command, on whatever Node is on PATH: on a clone where `npm ci` has not
// run, one line saying so instead of npx fetching tsx and the app failing on its first import.
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../node_modules/.bin/tsx', import.meta.url))) {
  console.error("The project's packages are not installed: run npm ci");
  process.exit(1);
}
