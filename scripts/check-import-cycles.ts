/** `npm run lint`'s import-cycle check over the app, the worker, the server and what they share: exits 1 naming each. */
import { findImportCycles } from './import-cycles.ts';

const SOURCES = ['src', 'server', 'contract', 'outbox-core', 'device-catalogue', 'sw'].map(
  (folder) => `${folder}/**/*.{ts,tsx}`,
);
const { files, fileCycles, folderCycles } = await findImportCycles(SOURCES);
for (const cycle of fileCycles) console.error(`files import each other: ${[...cycle, cycle[0]].join(' -> ')}`);
for (const cycle of folderCycles) console.error(`folders import each other: ${cycle.join(' <-> ')}`);
const found = fileCycles.length + folderCycles.length;
console.log(
  found === 0
    ? `No import cycles among ${files} files.`
    : `${fileCycles.length} file cycle(s), ${folderCycles.length} folder cycle(s).`,
);
process.exit(found === 0 ? 0 : 1);
