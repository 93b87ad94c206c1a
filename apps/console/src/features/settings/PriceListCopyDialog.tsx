import {
  ApiError,
  type PriceList,
  type PriceListCopyResult,
  settingsEndpoints,
} from '@adconsole/api';
import { FormDialog, requiredChoice, useZodForm } from '@adconsole/forms';
import { formatAmount, formatDisplayDate, type Language } from '@adconsole/i18n';
import { createDataTableColumns, DataTable, Text } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../kit/endpointQuery.ts';
import { OnDemandNumberField } from '../../kit/OnDemandFields.tsx';

// A price list's copy to the next year, a module of its own that loads when the dialog first
// opens (PriceListPage's OnDemandDialog; issue 36: the form dialog with react-hook-form, ui's
// Dialog and react-aria's overlays no longer load with the price lists).

const listTexts = 'settingsCatalogue.priceLists';
const priceTexts = 'settingsCatalogue.prices';

const copyForm = z.object({
  percent: requiredChoice(z.number().check(z.minimum(-50), z.maximum(100))),
});

/** Copy to the next year with a percentage change: a preview of every price, then the copy. */
export function PriceListCopyDialog({ list, onClose }: { list: PriceList; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const language = i18n.language as Language;
  const [preview, setPreview] = useState<{ percent: number; result: PriceListCopyResult }>();
  const [taken, setTaken] = useState(false);
  const controller = useZodForm({
    schema: copyForm,
    defaultValues: { percent: 3 },
    onSubmit: async ({ percent }) => {
      const saving = preview?.percent === percent;
      setTaken(false);
      try {
        const result = await call(settingsEndpoints.priceListCopy, {
          params: { id: list.id },
          body: { percent, dryRun: !saving },
        });
        if (!saving) {
          setPreview({ percent, result });
          return;
        }
        onClose();
        await navigate({ to: `/settings/price-lists/${result.priceListId}` });
      } catch (error) {
        // The next year's name is taken: a list of that year exists already.
        if (error instanceof ApiError && error.status === 422) {
          setTaken(true);
          return;
        }
        throw error;
      }
    },
  });
  const columns = useMemo(() => {
    type Row = PriceListCopyResult['items'][number] & { id: string };
    const column = createDataTableColumns<Row>();
    return [
      column.accessor('productName', { header: t(`${listTexts}.copy.product`) }),
      column.accessor('unit', {
        header: t(`${priceTexts}.columns.unit`),
        cell: (info) => t(`${priceTexts}.units.${info.getValue()}`),
      }),
      column.accessor('oldPrice', {
        header: t(`${listTexts}.copy.oldPrice`),
        cell: (info) => formatAmount(info.getValue(), language),
      }),
      column.accessor('newPrice', {
        header: t(`${listTexts}.copy.newPrice`),
        cell: (info) => formatAmount(info.getValue(), language),
      }),
    ];
  }, [t, language]);
  return (
    <FormDialog
      controller={controller}
      title={t(`${listTexts}.copy.title`, { name: list.name })}
      submitLabel={t(
        preview && preview.percent === controller.form.watch('percent')
          ? `${listTexts}.copy.save`
          : `${listTexts}.copy.preview`,
      )}
      onClose={onClose}
    >
      <OnDemandNumberField
        control={controller.control}
        name="percent"
        label={t(`${listTexts}.copy.percent`)}
        description={t(`${listTexts}.copy.percentHint`)}
        isRequired
        minValue={-50}
        maxValue={100}
        formatOptions={{ maximumFractionDigits: 2 }}
      />
      {preview && (
        <>
          <Text>
            {t(`${listTexts}.copy.summary`, {
              name: preview.result.name,
              from: formatDisplayDate(preview.result.validFrom),
              to: preview.result.validTo ? formatDisplayDate(preview.result.validTo) : '…',
              count: preview.result.items.length,
            })}
          </Text>
          <DataTable
            aria-label={t(`${listTexts}.copy.previewLabel`)}
            columns={columns}
            rows={preview.result.items.map((item, index) => ({ ...item, id: String(index) }))}
            getRowId={(row) => row.id}
          />
        </>
      )}
      {taken && <Text tone="critical">{t(`${listTexts}.copy.nameTaken`)}</Text>}
    </FormDialog>
  );
}
