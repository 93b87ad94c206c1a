import { analogItemEndpoints, stockCorrectionEndpoints, warehouseEndpoints } from '@adconsole/api';
import { useFormText } from '@adconsole/forms';
import { Button, NumberField, Select, Stack, TextField } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, useEndpoint } from '../../kit/endpointQuery.ts';
import { useStockBooking } from './useStockBooking.ts';

/** The most items or warehouses the dialog offers (the demo's inventory holds a few dozen). */
const CHOICES = 100;

/**
 * Goods received (issue 40: a new item or warehouse could get no stock): the pieces that came
 * into a warehouse and the delivery's reference; the server adds them to the stock as a RECEIPT
 * movement (shown under Movements). Opened from the stock page (for any item and warehouse, or
 * a row's), and from an item (its warehouse to pick). Refusals land on their fields.
 */
export function GoodsReceivedDialog({
  itemId: givenItem,
  warehouseId: givenWarehouse,
  onClose,
}: {
  itemId?: number;
  warehouseId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const items = useEndpoint(analogItemEndpoints.list, { query: { limit: CHOICES } });
  const warehouses = useEndpoint(warehouseEndpoints.list, { query: { limit: CHOICES } });
  const [itemId, setItemId] = useState<string | null>(givenItem ? String(givenItem) : null);
  const [warehouseId, setWarehouseId] = useState<string | null>(
    givenWarehouse ? String(givenWarehouse) : null,
  );
  const [quantity, setQuantity] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const { book, busy, errors, setErrors } = useStockBooking('analogOps.receipt.done', onClose);
  // The forms' own "field is required" (spec 1 §5), in the interface language.
  const required = useFormText()('forms.required');
  const submit = async () => {
    const missing = {
      ...(itemId === null && { itemId: required }),
      ...(warehouseId === null && { warehouseId: required }),
      ...(quantity === null && { quantity: required }),
    };
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      return;
    }
    await book(() =>
      call(stockCorrectionEndpoints.receive, {
        body: {
          itemId: Number(itemId),
          warehouseId: Number(warehouseId),
          quantity: quantity ?? 0,
          note,
        },
      }),
    );
  };
  return (
    <ActionDialog
      title={t('analogOps.receipt.title')}
      onClose={onClose}
      cancel={t('analogOps.receipt.cancel')}
      actions={
        <Button isBusy={busy} onPress={() => void submit()}>
          {t('analogOps.receipt.submit')}
        </Button>
      }
    >
      <Stack space="medium">
        <Select
          label={t('analogOps.receipt.item')}
          options={(items.data?.items ?? []).map((item) => ({
            id: String(item.id),
            label: `${item.sku} · ${item.name}`,
          }))}
          value={itemId}
          onChange={setItemId}
          isRequired
          isDisabled={givenItem !== undefined}
          errorMessage={errors.itemId}
        />
        <Select
          label={t('analogOps.receipt.warehouse')}
          options={(warehouses.data?.items ?? []).map((warehouse) => ({
            id: String(warehouse.id),
            label: `${warehouse.name} (${warehouse.postalCode} ${warehouse.town})`,
          }))}
          value={warehouseId}
          onChange={setWarehouseId}
          isRequired
          isDisabled={givenWarehouse !== undefined}
          errorMessage={errors.warehouseId}
        />
        <NumberField
          label={t('analogOps.receipt.quantity')}
          value={quantity}
          onChange={setQuantity}
          minValue={1}
          isRequired
          errorMessage={errors.quantity}
        />
        <TextField
          label={t('analogOps.receipt.note')}
          description={t('analogOps.receipt.noteHint')}
          value={note}
          onChange={setNote}
          maxLength={300}
          errorMessage={errors.note}
        />
      </Stack>
    </ActionDialog>
  );
}
