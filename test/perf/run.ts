/** `npm run perf`: every benchmark in test/perf, each printing its ratios; non-zero when one is over budget. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = import.meta.dirname;
let failed = 0;
for (const name of readdirSync(dir)
  .filter((file) => /^[a-z-]+\.ts$/.test(file) && file !== 'run.ts')
  .sort()) {
  console.log(`\n▶ ${name}`);
  const status = spawnSync('npx', ['tsx', join(dir, name)], { stdio: 'inherit' }).status;
  if (status !== 0) failed += 1;
}
console.log(failed === 0 ? '\nAll benchmarks within budget.' : `\n${failed} benchmark(s) over budget.`);
process.exit(failed === 0 ? 0 : 1);
