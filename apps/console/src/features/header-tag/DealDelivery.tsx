import {
  DEAL_DELIVERY_SHARE,
  type Deal,
  type DealDeliveryDay,
  dealDeliveryEndpoint,
} from '@adconsole/api';
import {
  formatDisplayDate,
  formatMoney,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import { createDataTableColumns, DataTable, Stack, Text } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { Section } from '../../kit/Section.tsx';
import { DEAL_TEXTS, dealPrice } from './dealParts.ts';

// A deal's delivery per day (issue 41): bid requests, won bids (each an impression served), win
// rate, viewable impressions, clicks, spend and the eCPM it was reckoned at, with their totals
// and period above and how the deal's spend is reckoned (a stranger took a PMP deal's CHF 6.50,
// the day's eCPM of the facts, for another deal's fixed price). The server reads them
// from the publisher facts of the deal's placements (services/header-tag/deal-delivery.ts).

// Its texts are the publishers' (`publishers.dealDelivery`): the figures are theirs, and the
// header tag's namespace, which the tag's page loads too, stays as light as it was.
const TEXTS = 'publishers.dealDelivery';

const winRate = (day: Pick<DealDeliveryDay, 'wonBids' | 'bidRequests'>) =>
  day.bidRequests > 0 ? (day.wonBids * 100) / day.bidRequests : null;

/** What a thousand won impressions cost that day, in minor units (none without one won). */
const ecpmMinor = (day: Pick<DealDeliveryDay, 'wonBids' | 'spendMinor'>) =>
  day.wonBids > 0 ? (day.spendMinor * 1000) / day.wonBids : null;

export function DealDelivery({ deal }: { deal: Pick<Deal, 'id' | 'type' | 'floor' | 'currency'> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const delivery = useEndpoint(dealDeliveryEndpoint, { params: { id: deal.id } });
  const count = (value: number) => formatNumber(value, language);
  const money = (minor: number) =>
    formatMoney(minor / 100, language, delivery.data?.currency ?? 'CHF');
  const helper = createDataTableColumns<DealDeliveryDay>();
  const columns = [
    helper.accessor('day', {
      header: t(`${TEXTS}.columns.day`),
      cell: ({ getValue }) => formatDisplayDate(getValue()),
      meta: { kind: 'date' },
    }),
    ...(['bidRequests', 'wonBids'] as const).map((key) =>
      helper.accessor(key, {
        header: t(`${TEXTS}.columns.${key}`),
        cell: ({ getValue }) => count(getValue()),
        meta: { kind: 'number' },
      }),
    ),
    helper.display({
      id: 'winRate',
      header: t(`${TEXTS}.columns.winRate`),
      cell: ({ row: { original } }) => formatPercent(winRate(original), language),
      meta: { kind: 'number' },
    }),
    ...(['viewable', 'clicks'] as const).map((key) =>
      helper.accessor(key, {
        header: t(`${TEXTS}.columns.${key}`),
        cell: ({ getValue }) => count(getValue()),
        meta: { kind: 'number' },
      }),
    ),
    helper.accessor('spendMinor', {
      header: t(`${TEXTS}.columns.spend`),
      cell: ({ getValue }) => money(getValue()),
      meta: { kind: 'money' },
    }),
    helper.display({
      id: 'ecpm',
      header: t(`${TEXTS}.columns.ecpm`),
      cell: ({ row: { original } }) => {
        const value = ecpmMinor(original);
        return value === null ? '–' : money(Math.round(value));
      },
      meta: { kind: 'money' },
    }),
  ];
  const spendRule = t(`${TEXTS}.spendRule.${deal.type === 'PMP' ? 'PMP' : 'FIXED'}`, {
    type: t(`${DEAL_TEXTS}.types.${deal.type}`),
    floor: dealPrice(deal, language),
  });
  const title = t(`${TEXTS}.title`);
  return (
    <Section title={title}>
      {delivery.data ? (
        delivery.data.days.length === 0 ? (
          <Text tone="muted">{t(`${TEXTS}.none`)}</Text>
        ) : (
          <Stack space="medium">
            <RecordFacts
              label={t(`${TEXTS}.total`)}
              facts={[
                [t(`${TEXTS}.columns.bidRequests`), count(delivery.data.total.bidRequests)],
                [t(`${TEXTS}.columns.wonBids`), count(delivery.data.total.wonBids)],
                [
                  t(`${TEXTS}.columns.winRate`),
                  formatPercent(winRate(delivery.data.total), language),
                ],
                [t(`${TEXTS}.columns.spend`), money(delivery.data.total.spendMinor)],
                [
                  t(`${TEXTS}.period`),
                  `${formatDisplayDate(delivery.data.days.at(-1)?.day ?? '')} – ${formatDisplayDate(delivery.data.days[0]?.day ?? '')}`,
                ],
              ]}
            />
            <Text>{spendRule}</Text>
            <Text size="small" tone="muted">
              {t(`${TEXTS}.source`, {
                pmp: formatPercent(DEAL_DELIVERY_SHARE.PMP * 100, language),
                preferred: formatPercent(DEAL_DELIVERY_SHARE.PREFERRED * 100, language),
                guaranteed: formatPercent(DEAL_DELIVERY_SHARE.GUARANTEED * 100, language),
              })}
            </Text>
            <DataTable
              aria-label={title}
              columns={columns}
              rows={delivery.data.days}
              getRowId={(day) => day.day}
            />
          </Stack>
        )
      ) : (
        <QueryPending query={delivery} />
      )}
    </Section>
  );
}
