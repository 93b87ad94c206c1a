import type { PriceBucket } from '@adconsole/api';
import { FormNumberField, type RowsForm, useFormRows } from '@adconsole/forms';
import {
  Button,
  CloseIcon,
  Heading,
  IconButton,
  Inline,
  PlusIcon,
  Stack,
  Text,
} from '@adconsole/ui';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GranularityTester } from './GranularityTester.tsx';

// The tag form's custom price buckets (issue 41, DOMAIN2 §4.1): one row per bucket (from, up to,
// step, decimals) while the granularity is "custom", and beneath it the granularity tester with
// the form's buckets and multiplier as they are typed. The server checks the buckets (monotonic,
// no overlap, no gap) and answers on the bucket's field (`settings.granularity.buckets.1.min`),
// which is the row's field here.

const NAME = 'settings.granularity.buckets';

/** A bucket row as the form holds it: each number empty until typed. */
export interface BucketRow {
  min: number | null;
  max: number | null;
  increment: number | null;
  precision: number | null;
}

/** The typed rows that are whole buckets, as Prebid takes them. */
export const bucketsOf = (rows: readonly BucketRow[]): PriceBucket[] =>
  rows.flatMap(({ min, max, increment, precision }) =>
    min === null || max === null || increment === null
      ? []
      : [{ min, max, increment, ...(precision === null ? {} : { precision }) }],
  );

const money = { minValue: 0, maxValue: 100_000, formatOptions: { minimumFractionDigits: 2 } };

function BucketRows({ control, form }: { control: Control<FieldValues>; form: RowsForm }) {
  const { t } = useTranslation();
  const rows = (useWatch({ control, name: NAME }) ?? []) as BucketRow[];
  const { keys, append, remove } = useFormRows<BucketRow>(form, NAME, rows);
  const field = (index: number, part: keyof BucketRow) => ({
    control,
    name: `${NAME}.${index}.${part}`,
    label: t(`headerTag.buckets.${part}`),
  });
  return (
    <Stack space="medium">
      <Text tone="muted">{t('headerTag.buckets.intro')}</Text>
      {keys.length === 0 && <Text>{t('headerTag.buckets.empty')}</Text>}
      {keys.map((key, index) => (
        <Stack
          key={key}
          space="xsmall"
          role="group"
          aria-label={t('headerTag.buckets.row', { number: index + 1 })}
        >
          <Text weight="strong">{t('headerTag.buckets.row', { number: index + 1 })}</Text>
          <Inline space="small" align="end">
            <FormNumberField {...field(index, 'min')} isRequired {...money} />
            <FormNumberField {...field(index, 'max')} isRequired {...money} />
            <FormNumberField
              {...field(index, 'increment')}
              isRequired
              minValue={0.01}
              maxValue={100_000}
              formatOptions={{ minimumFractionDigits: 2 }}
            />
            <FormNumberField {...field(index, 'precision')} minValue={0} maxValue={4} step={1} />
            <IconButton
              variant="secondary"
              icon={<CloseIcon />}
              label={t('headerTag.buckets.remove', { number: index + 1 })}
              onPress={() => remove(index)}
            />
          </Inline>
        </Stack>
      ))}
      <Inline>
        <Button
          variant="secondary"
          icon={<PlusIcon />}
          onPress={() =>
            // A new bucket starts where the last one ends (Prebid knows no gaps).
            append({ min: rows.at(-1)?.max ?? 0, max: null, increment: null, precision: 2 })
          }
        >
          {t('headerTag.buckets.add')}
        </Button>
      </Inline>
    </Stack>
  );
}

/** The buckets' rows (for "custom") and the tester of what the form holds now. */
export function PriceBucketsField({
  control,
  label,
  form,
}: {
  control: Control<FieldValues>;
  label: string;
  /** The form's values to set (the record form gives it): without it no rows to edit. */
  form: RowsForm | undefined;
}) {
  const preset = useWatch({ control, name: 'settings.granularity.preset' }) as string | null;
  const rows = (useWatch({ control, name: NAME }) ?? []) as BucketRow[];
  const multiplier = useWatch({ control, name: 'settings.currency.granularityMultiplier' }) as
    | number
    | null;
  const custom = preset === 'custom';
  return (
    <Stack space="large">
      {custom && form && (
        <Stack space="medium">
          <Heading level={3}>{label}</Heading>
          <BucketRows control={control} form={form} />
        </Stack>
      )}
      <GranularityTester
        multiplier={multiplier ?? 1}
        {...(custom ? { custom: bucketsOf(rows) } : {})}
      />
    </Stack>
  );
}
