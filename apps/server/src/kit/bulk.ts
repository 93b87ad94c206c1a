import type { BulkResult, BulkRowResult } from '@adconsole/api/contracts';

// The answer of a bulk action (spec 1 §5): a row per record, done or refused and why, and the
// counts of both. Every bulk endpoint answers through these.

/** A row the action refused: the reason in English and its key for the screen. */
export const refused = (
  id: number,
  name: string,
  reason: string,
  translationKey: string,
): BulkRowResult => ({ id, name, outcome: 'REFUSED', reason, translationKey });

/** A row the action found no record for (none, or another company's): `No such <noun>`. */
export const notFoundRow = (id: number, noun: string, name = ''): BulkRowResult =>
  refused(id, name, `No such ${noun}`, 'NOT_FOUND');

/** The answer of a bulk action: its rows and how many were done and refused. */
export const bulkSummary = (dryRun: boolean, results: BulkRowResult[]): BulkResult => {
  const done = results.filter((result) => result.outcome === 'DONE').length;
  return { dryRun, done, refused: results.length - done, results };
};
