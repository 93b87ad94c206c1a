// `npm run restore -- <backup folder>` (or `node apps/server/dist/restore.js <backup folder>`):
// restores a nightly backup (DATA_DIR/backups/adconsole-<time>) into the empty DATA_DIR of
// this run; `npm start` with that DATA_DIR then opens it (issue 35, README "Backups").
import path from 'node:path';
import { readConfig } from './config.ts';
import { restoreBackup } from './db/backup.ts';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: DATA_DIR=<empty folder> npm run restore -- <backup folder>');
  process.exit(2);
}
const { dataDir } = readConfig();
try {
  const clusterDir = restoreBackup(path.resolve(folder), dataDir);
  console.log(`Restored ${folder} into ${clusterDir}. Start the server with DATA_DIR=${dataDir}.`);
} catch (error) {
  console.error(`Cannot restore: ${(error as Error).message}`);
  process.exit(1);
}
