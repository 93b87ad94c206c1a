// The report export's cursor, shared by the server's thread (query.ts) and the export worker
// (export-worker.ts, which loads no more than it needs).

/** How many rows an export fetches from its cursor at a time. */
export const REPORT_EXPORT_CHUNK = 2000;

/** The fetch of the next chunk of a report's cursor (`report_rows`, query.ts). */
export const REPORT_FETCH_SQL = `fetch forward ${REPORT_EXPORT_CHUNK} from report_rows`;
