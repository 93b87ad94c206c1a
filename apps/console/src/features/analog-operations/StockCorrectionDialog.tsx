import { type StockLevel, stockCorrectionEndpoints } from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import { Button, NumberField, Stack, Text, TextArea } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call } from '../../kit/endpointQuery.ts';
import { useStockBooking } from './useStockBooking.ts';

/**
 * A stock correction (issue 37): the count found in the warehouse and why; the server books
 * the difference as a CORRECTION movement (shown in the movements tab) and the stock becomes
 * the count. Its refusals (the same count, no reason) land on their fields.
 */
export function StockCorrectionDialog({
  level,
  onClose,
}: {
  level: StockLevel;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [counted, setCounted] = useState<number | null>(level.quantity);
  const [note, setNote] = useState('');
  const { book, busy, errors } = useStockBooking('analogOps.correction.done', onClose);
  const names = { item: level.item.name, warehouse: level.warehouse.name };
  // Issue 40: a count below what planned dispatches hold back is warned of, not refused (the
  // spec is silent; the count found in the warehouse is the truth, and refusing it would keep a
  // stock that is not there): the dispatches then cannot all be sent, as the stock list shows.
  const belowReserved = counted !== null && counted < level.reserved;
  const submit = () =>
    book(() =>
      call(stockCorrectionEndpoints.correct, {
        body: {
          itemId: level.item.id,
          warehouseId: level.warehouse.id,
          counted: counted ?? -1,
          note,
        },
      }),
    );
  return (
    <ActionDialog
      title={t('analogOps.correction.title', names)}
      onClose={onClose}
      cancel={t('analogOps.correction.cancel')}
      actions={
        <Button isBusy={busy} onPress={() => void submit()}>
          {t('analogOps.correction.submit')}
        </Button>
      }
    >
      <Stack space="medium">
        <Text tone="muted">
          {t('analogOps.correction.current', {
            quantity: formatNumber(level.quantity, language),
          })}
        </Text>
        <NumberField
          label={t('analogOps.correction.counted')}
          value={counted}
          onChange={setCounted}
          minValue={0}
          isRequired
          errorMessage={errors.counted}
        />
        {belowReserved && (
          <Text tone="critical" role="status">
            {t('analogOps.correction.belowReserved', {
              counted: formatNumber(counted ?? 0, language),
              reserved: formatNumber(level.reserved, language),
            })}
          </Text>
        )}
        <TextArea
          label={t('analogOps.correction.note')}
          value={note}
          onChange={setNote}
          maxLength={300}
          isRequired
          errorMessage={errors.note}
        />
      </Stack>
    </ActionDialog>
  );
}
