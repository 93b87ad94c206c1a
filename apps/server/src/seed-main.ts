// `pnpm --filter @adconsole/server seed`: migrates the database of DATA_DIR or DATABASE_URL
// and seeds the demo data into it when it is empty.
import { defaultAuthSettings } from './auth/settings.ts';
import { readConfig } from './config.ts';
import { databaseTarget, openDatabase } from './db/database.ts';
import { demoSignIns, formatSignIns, seedDemoData } from './seed/demo.ts';

const config = readConfig();
const database = await openDatabase(databaseTarget(config)).catch((error: Error) => {
  console.error(`Cannot open the database: ${error.message}`);
  process.exit(1);
});
try {
  const seeded = await seedDemoData(database.db, defaultAuthSettings.passwordHashing);
  console.log(
    seeded
      ? `Seeded the demo data (database: ${database.kind}).`
      : `The database is not empty: left it as it is (database: ${database.kind}).`,
  );
  const signIns = formatSignIns(await demoSignIns(database.db));
  if (signIns) console.log(signIns);
} catch (error) {
  console.error(`Cannot seed the demo data: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
