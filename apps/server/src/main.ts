import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/database.ts';

const config = readConfig();
const database = await openDatabase(databaseTarget(config)).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`);
  process.exit(1);
});
const app = await buildApp({ config, database, logger: process.env.LOG_LEVEL !== 'silent' });

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
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(signal));

try {
  const address = await app.listen({ port: config.port, host: config.host });
  const url = new URL(address);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  console.log(
    `\nAdconsole is running at ${url.origin}/  (database: ${database.kind}; Ctrl-C stops it)\n`,
  );
} catch (error) {
  console.error(error);
  await database.close();
  process.exit(1);
}
