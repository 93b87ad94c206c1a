import type { BulkResult, BulkRowResult } from '@adconsole/api';
import type { TFunction } from 'i18next';
import { errorCodeKey } from '../app/failures.ts';

/** Where a bulk action's words for what it does are, unless it has its own (`texts`). */
export const KIT_BULK_TEXTS = 'kit.bulk';

/**
 * "1 wird geändert, 2 abgelehnt.": each count with its own plural, before and after the run;
 * an action with words of its own (`texts`: "3 werden versendet") says what it does.
 */
export function bulkSummary(
  t: TFunction,
  isResult: boolean,
  result: Pick<BulkResult, 'done' | 'refused'>,
  texts: string = KIT_BULK_TEXTS,
): string {
  return t(isResult ? 'kit.bulk.resultSummary' : 'kit.bulk.previewSummary', {
    done: t(isResult ? `${texts}.changed` : `${texts}.willChange`, { count: result.done }),
    refused: t(isResult ? 'kit.bulk.refusedCount' : 'kit.bulk.willRefuse', {
      count: result.refused,
    }),
  });
}

/**
 * Why a row was refused, in the reader's language: the list's own words for the refusal, else
 * the error text of the same code (load the `errors` texts first: `loadErrorTexts`), else the
 * server's English reason (an overdue invoice's "Already issued or cancelled" was shown in
 * English, issue 38).
 */
export function refusalText(t: TFunction, row: Pick<BulkRowResult, 'translationKey' | 'reason'>) {
  return row.translationKey
    ? t([`kit.bulk.reasons.${row.translationKey}`, errorCodeKey(row.translationKey)], {
        defaultValue: row.reason ?? '',
      })
    : (row.reason ?? '');
}
