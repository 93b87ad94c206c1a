import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { type ExportSheet, exportStream } from '../../kit/sheet-writers.ts';
import { sendToParent } from '../../kit/worker-stream.ts';
import { REPORT_EXPORT_CHUNK, REPORT_FETCH_SQL } from './export-settings.ts';
import { rowCells, type SheetColumn } from './sheet-cells.ts';

// The report builder's export in a worker thread (issue 43; README, "Exports"): on its own
// connection to PostgreSQL, the statements compiled in the server's thread (the settings, the
// cursor), the rows fetched a chunk at a time, written as CSV or .xlsx and sent back as bytes.
// Everything an export allocates lives and dies in this thread's heap, bounded by the worker's
// `resourceLimits` (reports.ts). Imports only lean modules: no contracts, no Kysely.

export interface ExportWorkerData {
  connection: pg.ClientConfig;
  statements: { sql: string; parameters: unknown[] }[];
  sheet: Omit<ExportSheet, 'rows'>;
  columns: SheetColumn[];
}

const { connection, statements, sheet, columns } = workerData as ExportWorkerData;

async function* rows() {
  const client = new pg.Client(connection);
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement.sql, statement.parameters);
    for (;;) {
      const { rows: fetched } = await client.query(REPORT_FETCH_SQL);
      for (const row of fetched) yield rowCells(row, columns);
      if (fetched.length < REPORT_EXPORT_CHUNK) break;
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
}

if (parentPort) await sendToParent(parentPort, exportStream({ ...sheet, rows: rows() }));
