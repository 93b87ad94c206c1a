import path from 'node:path';
import { buildApp } from './app.ts';
import { defaultAuthSettings } from './auth/settings.ts';
import { readConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/database.ts';
import { demoSignIns, formatSignIns, seedDemoData } from './seed/demo.ts';
import { dataDirSecretsKey, secretBox } from './services/header-tag/secret-box.ts';
import { allowCrawlerTargets } from './services/semantiq/crawler-guard.ts';

const config = readConfig();
const database = await openDatabase(databaseTarget(config)).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`);
  process.exit(1);
});
const auth = { ...defaultAuthSettings, publicUrl: config.publicUrl };
const secretsKey = config.secretsKey ?? dataDirSecretsKey(config.dataDir);
let signIns = '';
try {
  // Demo data goes only into an empty database, on PGlite and on DATABASE_URL alike.
  await seedDemoData(database.db, auth.passwordHashing, secretBox(secretsKey));
  signIns = formatSignIns(await demoSignIns(database.db));
} catch (error) {
  console.error(`Cannot seed the demo data: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
const target = databaseTarget(config);
const app = await buildApp({
  config: { ...config, secretsKey },
  database,
  auth,
  logger: process.env.LOG_LEVEL !== 'silent',
  // The embedded PostgreSQL is backed up every night into DATA_DIR/backups (issue 35).
  ...(target.kind === 'embedded-postgres'
    ? {
        backup: {
          clusterDir: target.dataDir,
          backupsDir: path.join(config.dataDir, 'backups'),
          keep: config.backupsKept,
        },
      }
    : {}),
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close();
  } finally {
    await database.close();
  }
  process.exit(0);
}
// `on`, not `once`: Ctrl-C reaches the server twice (from the terminal and from the bootstrap that
// passes it on), and a second SIGINT without a listener would end it before PostgreSQL stops.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  const url = new URL(address);
  // The crawler reaches private addresses only as configured, and this server at its own port:
  // the demo publisher site is served here (crawler-guard.ts).
  const ownPort = url.port || String(config.port);
  allowCrawlerTargets([
    ...config.crawlerAllow,
    `127.0.0.1:${ownPort}`,
    `localhost:${ownPort}`,
    `[::1]:${ownPort}`,
    `${new URL(config.publicUrl).host}`,
  ]);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  const databaseName = database.embeddedUrl ? 'PostgreSQL, embedded' : database.kind;
  console.log(
    `\nAdconsole is running at ${url.origin}/  (database: ${databaseName}; Ctrl-C stops it)\n`,
  );
  if (database.embeddedUrl)
    console.log(`The database, for psql while the server runs:  psql "${database.embeddedUrl}"\n`);
  if (signIns) console.log(signIns);
} catch (error) {
  console.error(error);
  await database.close();
  process.exit(1);
}
