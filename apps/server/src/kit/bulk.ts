import {
  BULK_FILTER_MAX,
  type BulkResult,
  type BulkRowResult,
  serverMessage,
} from '@adconsole/api/contracts';
import { ValidationError } from '../http/errors.ts';

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

/** What a kit list's bulk call is asked (`bulkRequestOf`): ids, or the list's filter. */
export interface BulkAsked {
  ids?: number[] | undefined;
  filter?: Record<string, unknown> | undefined;
  dryRun: boolean;
}

/**
 * The ids a bulk call acts on: its chosen ids (each once), or the ids of every row its list's
 * filter finds ("select all N", issue 38), read by `idsOfFilter` through the list's own scope
 * and filters, at most `BULK_FILTER_MAX` (one more read tells a filter that finds too many:
 * 422, narrow it). Each row is then checked as a chosen one is (company, roles, state).
 */
export async function bulkIds(
  asked: BulkAsked,
  idsOfFilter: (filter: Record<string, unknown>, limit: number) => Promise<number[]>,
): Promise<number[]> {
  if (!asked.filter) return [...new Set(asked.ids ?? [])];
  const ids = await idsOfFilter(asked.filter, BULK_FILTER_MAX + 1);
  if (ids.length > BULK_FILTER_MAX) {
    throw new ValidationError(
      { filter: serverMessage('bulkFilterTooMany', { max: BULK_FILTER_MAX }) },
      [],
    );
  }
  return ids;
}
