import type { StockLevel } from '@adconsole/api';
import { serverValidationErrors } from '@adconsole/forms';
import { formatNumber, type Language } from '@adconsole/i18n';
import { useToast } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useFailureToast } from '../../kit/useFailureToast.ts';

/**
 * A stock booking's dialog state (a correction, goods received): `book` sends it, names the new
 * level in the toast `doneKey` ({{item}}, {{warehouse}}, {{quantity}}), refreshes the stock and
 * its movements and closes; the server's refusals land on their fields (`errors`).
 */
export function useStockBooking(doneKey: string, onClose: () => void) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const failed = useFailureToast();
  const invalidate = useInvalidatePath();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const book = async (send: () => Promise<StockLevel>) => {
    setBusy(true);
    try {
      const level = await send();
      toast({
        title: t(doneKey, {
          item: level.item.name,
          warehouse: level.warehouse.name,
          quantity: formatNumber(level.quantity, i18n.language as Language),
        }),
        tone: 'positive',
      });
      await invalidate('ws-analog-operations/stock');
      onClose();
    } catch (error) {
      const fieldErrors = serverValidationErrors(error)?.fieldErrors;
      if (fieldErrors) setErrors(fieldErrors);
      else failed(error);
    } finally {
      setBusy(false);
    }
  };
  return { book, busy, errors, setErrors };
}
