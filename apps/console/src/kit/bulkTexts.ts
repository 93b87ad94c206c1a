import type { BulkResult } from '@adconsole/api';
import type { TFunction } from 'i18next';

/** "1 wird geändert, 2 abgelehnt.": each count with its own plural, before and after the run. */
export function bulkSummary(
  t: TFunction,
  isResult: boolean,
  result: Pick<BulkResult, 'done' | 'refused'>,
): string {
  return t(isResult ? 'kit.bulk.resultSummary' : 'kit.bulk.previewSummary', {
    done: t(isResult ? 'kit.bulk.changed' : 'kit.bulk.willChange', { count: result.done }),
    refused: t(isResult ? 'kit.bulk.refusedCount' : 'kit.bulk.willRefuse', {
      count: result.refused,
    }),
  });
}
