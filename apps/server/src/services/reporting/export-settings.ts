// The report export's settings, shared by the server's thread (query.ts, reports.ts) and the
// export worker (export-worker.ts, which loads no more than it needs).

/** How many rows an export fetches from its cursor at a time. */
export const REPORT_EXPORT_CHUNK = 2000;

/** The fetch of the next chunk of a report's cursor (`report_rows`, query.ts). */
export const REPORT_FETCH_SQL = `fetch forward ${REPORT_EXPORT_CHUNK} from report_rows`;

/**
 * The export worker's heap (README, "Exports", measured with bench:reporting at 1,000,000
 * rows): its young generation small, so the rows of a fetch die young, its old generation
 * bounded, so its garbage is collected instead of growing the heap. An export that needed
 * more would fail alone (the worker ends), never the server.
 */
export const EXPORT_WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 48 };

/**
 * An .xlsx export is counted first (its row limit); one of at most this many rows is written in
 * the server's thread: its garbage is small, and a worker would load ExcelJS anew (about 2 s at
 * load 35; the console's download waited for it). CSV is not counted: it always runs in the
 * worker on PostgreSQL (a worker with csv-stringify starts in about 0.3 s).
 */
export const EXPORT_IN_PROCESS_ROWS = 10_000;
