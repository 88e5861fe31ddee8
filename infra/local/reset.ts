import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from './runtime.ts';

const dataDir = resolve(process.env.DATA_DIR ?? join(projectRoot, '.data'));
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}: the next \`npm start\` begins with an empty database.`);
