import type { BulkResult } from '@adconsole/api';
import type { TFunction } from 'i18next';

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
