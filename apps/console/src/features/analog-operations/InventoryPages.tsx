import {
  ANALOG_ITEM_SORT_FIELDS,
  ANALOG_ITEM_TYPES,
  type AnalogItem,
  type AnalogItemWrite,
  analogItemEndpoints,
  LETTER_FORMATS,
  WAREHOUSE_SORT_FIELDS,
  type Warehouse,
  warehouseEndpoints,
} from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import { formatNumber } from '@adconsole/i18n';
import { Button } from '@adconsole/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { EditableList } from '../../kit/EditableList.tsx';
import { choiceParam, defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import { valueOptions } from '../../kit/options.ts';
import { receiptDialog } from './receiptDialog.ts';

// The inventory's own records (issue 37): the warehouses and the printed items they keep, each
// a list with its create and edit dialog, export and (de)activation; the server checks the
// rest (a name or article number taken, the weight of the letter format).

const warehouseList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'analogOps.warehouses.filters.search' }),
    includeInactive: flagParam({
      url: 'inactive',
      filter: 'analogOps.warehouses.filters.includeInactive',
    }),
  },
  sort: { fields: WAREHOUSE_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const warehouseForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  postalCode: z.pipe(requiredText(), maxLengthText(5)),
  town: z.pipe(requiredText(), maxLengthText(100)),
});

/** /analog-operations/inventory-management/warehouses: where the printed items are kept. */
export function WarehousesPage() {
  return (
    <EditableList<Warehouse, unknown>
      definition={warehouseList}
      calls={warehouseEndpoints}
      texts="analogOps.warehouses"
      listKey="analog-warehouses"
      columns={(column) => [
        column.text('name'),
        column.text('postalCode'),
        column.text('town'),
        column.status(),
        column.date('createdAt'),
      ]}
      form={{
        schema: warehouseForm,
        defaults: (warehouse?: Warehouse) => ({
          name: warehouse?.name ?? '',
          postalCode: warehouse?.postalCode ?? '',
          town: warehouse?.town ?? '',
        }),
        toWrite: (values, warehouse) => ({ ...values, active: warehouse?.active ?? true }),
        fields: [
          { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
          { kind: 'text', name: 'postalCode', isRequired: true, maxLength: 5 },
          { kind: 'text', name: 'town', isRequired: true, maxLength: 100 },
        ],
      }}
    />
  );
}

const itemList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'analogOps.items.filters.search' }),
    itemType: choiceParam(ANALOG_ITEM_TYPES, {
      filter: 'analogOps.items.filters.itemType',
      labels: 'analogOps.itemTypes',
      all: 'analogOps.all',
    }),
    includeInactive: flagParam({
      url: 'inactive',
      filter: 'analogOps.items.filters.includeInactive',
    }),
  },
  sort: { fields: ANALOG_ITEM_SORT_FIELDS, field: 'sku', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const itemForm = z.object({
  sku: z.pipe(requiredText(), maxLengthText(30)),
  name: z.pipe(requiredText(), maxLengthText(200)),
  itemType: requiredChoice(z.enum(ANALOG_ITEM_TYPES)),
  letterFormat: requiredChoice(z.enum(LETTER_FORMATS)),
  weightGrams: requiredChoice(z.number()),
});

/**
 * /analog-operations/inventory-management/items: the printed items, by article number; goods
 * received for an item are booked from here too (issue 40: a new item could get no stock).
 */
export function AnalogItemsPage() {
  const { t } = useTranslation();
  const [receiving, setReceiving] = useState(false);
  return (
    <>
      {receiving && (
        <OnDemandDialog
          part={receiptDialog}
          props={{ onClose: () => setReceiving(false) }}
          onClose={() => setReceiving(false)}
        />
      )}
      <EditableList<AnalogItem, unknown>
        actions={
          <Button variant="secondary" onPress={() => setReceiving(true)}>
            {t('analogOps.receipt.action')}
          </Button>
        }
        definition={itemList}
        calls={analogItemEndpoints}
        texts="analogOps.items"
        listKey="analog-items"
        columns={(column, t, language) => [
          column.text('sku'),
          column.text('name'),
          column.text('itemType', (type) => t(`analogOps.itemTypes.${type}`)),
          column.text('letterFormat', (format) => t(`analogOps.letterFormat.${format}`)),
          column.text('weightGrams', (grams) => formatNumber(grams, language)),
          column.status(),
        ]}
        form={{
          schema: itemForm,
          defaults: (item?: AnalogItem) => ({
            sku: item?.sku ?? '',
            name: item?.name ?? '',
            itemType: item?.itemType ?? null,
            letterFormat: item?.letterFormat ?? null,
            weightGrams: item?.weightGrams ?? null,
          }),
          toWrite: (values, item): AnalogItemWrite => ({
            sku: values.sku.toUpperCase(),
            name: values.name,
            itemType: values.itemType,
            letterFormat: values.letterFormat,
            weightGrams: values.weightGrams,
            active: item?.active ?? true,
          }),
          fields: [
            { kind: 'text', name: 'sku', isRequired: true, maxLength: 30, hint: true },
            { kind: 'text', name: 'name', isRequired: true, maxLength: 200 },
            {
              kind: 'select',
              name: 'itemType',
              isRequired: true,
              options: valueOptions(t, 'analogOps.itemTypes', ANALOG_ITEM_TYPES),
            },
            {
              kind: 'select',
              name: 'letterFormat',
              isRequired: true,
              options: valueOptions(t, 'analogOps.letterFormat', LETTER_FORMATS),
            },
            {
              kind: 'field',
              name: 'weightGrams',
              component: OnDemandNumberField,
              isRequired: true,
              hint: true,
              props: { minValue: 1, maxValue: 1000 },
            },
          ],
        }}
      />
    </>
  );
}
