import {
  bucketIssues,
  GRANULARITY_PRESETS,
  type Granularity,
  lineItemsOf,
  PRICE_PRESETS,
  type PriceBucket,
  priceBucketOf,
} from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import { createDataTableColumns, DataTable, NumberField, Stack } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../kit/Section.tsx';

interface TesterRow {
  preset: Granularity;
  bucket: string;
  lineItems: number;
}

/**
 * The granularity tester (issue 41, DOMAIN2 §4.4): a bid's price bucket under each of Prebid's
 * presets, as `hb_pb` carries it to the ad server, and how many price line items the preset
 * needs there; with `custom` (the tag form's buckets), a first row for them while they are whole
 * and in order.
 */
export function GranularityTester({
  multiplier = 1,
  custom,
}: {
  multiplier?: number;
  custom?: readonly PriceBucket[];
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [bid, setBid] = useState(2.37);
  const rows = useMemo<TesterRow[]>(() => {
    const sets: [Granularity, readonly PriceBucket[]][] = [
      ...(custom && custom.length > 0 && bucketIssues(custom).length === 0
        ? [['custom', custom] as [Granularity, readonly PriceBucket[]]]
        : []),
      ...GRANULARITY_PRESETS.map(
        (preset) => [preset, PRICE_PRESETS[preset]] as [Granularity, readonly PriceBucket[]],
      ),
    ];
    return sets.map(([preset, buckets]) => ({
      preset,
      bucket: priceBucketOf(bid, buckets, multiplier),
      lineItems: lineItemsOf(buckets),
    }));
  }, [bid, multiplier, custom]);
  const columns = useMemo(() => {
    const helper = createDataTableColumns<TesterRow>();
    return [
      helper.display({
        id: 'preset',
        header: t('headerTag.tester.preset'),
        cell: ({ row }) => t(`headerTag.granularity.${row.original.preset}`),
      }),
      helper.display({
        id: 'bucket',
        header: t('headerTag.tester.bucket'),
        meta: { kind: 'number' },
        cell: ({ row }) => row.original.bucket,
      }),
      helper.display({
        id: 'lineItems',
        header: t('headerTag.tester.lineItems'),
        meta: { kind: 'number' },
        cell: ({ row }) => formatNumber(row.original.lineItems, language),
      }),
    ];
  }, [t, language]);
  return (
    <Section title={t('headerTag.tester.title')}>
      <Stack space="medium">
        <NumberField
          label={t('headerTag.tester.bid')}
          description={t('headerTag.tester.bidHint')}
          value={bid}
          minValue={0}
          maxValue={100_000}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          onChange={(value) => setBid(value !== null && Number.isFinite(value) ? value : 0)}
        />
        <DataTable
          aria-label={t('headerTag.tester.title')}
          columns={columns}
          rows={rows}
          getRowId={(row) => row.preset}
        />
      </Stack>
    </Section>
  );
}
