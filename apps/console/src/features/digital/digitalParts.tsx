import {
  adMediumEndpoints,
  type DigitalPositionStatus,
  type digitalOperationsEndpoints,
  type OperationsPosition,
} from '@adconsole/api';
import { formatDateTime, formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import { createDataTableColumns, Inline, StatusBadge, Text, Truncate } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { loadCompanyOptions } from '../../app/lookups.ts';
import { dateColumn } from '../../kit/columns.tsx';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { lookupParam } from '../../kit/listDefinition.ts';
import { defineLookup, idOption } from '../../kit/lookups.ts';

/** The acting company's digital ad media by name, inactive ones too (old positions have them). */
const loadDigitalAdMediumOptions = defineLookup({
  endpoint: adMediumEndpoints.list,
  text: 'nameFilter',
  query: { mediaType: 'DIGITAL', includeInactive: true, sort: 'name', order: 'ASC' },
  option: (medium) => idOption(medium.id, medium.name),
});

/**
 * The company and ad-medium filters every digital operations list takes (spec 3 §3, §7:
 * companyId, adMediumId); the company filter offers the companies the user may act for.
 */
export const operationsFilterParams = {
  company: lookupParam({
    query: 'companyId',
    filter: 'digital.filters.company',
    loadOptions: loadCompanyOptions,
  }),
  adMedium: lookupParam({
    query: 'adMediumId',
    filter: 'digital.filters.adMedium',
    loadOptions: loadDigitalAdMediumOptions,
  }),
};

/** The colour of a digital position's status in the operations lists. */
export const POSITION_STATUS_TONES: Record<
  DigitalPositionStatus,
  'positive' | 'link' | 'warning' | 'critical' | 'neutral'
> = {
  READY_TO_PUSH: 'link',
  PUSH_UPDATE: 'warning',
  CREATIVE_PENDING: 'neutral',
  PENDING_APPROVAL: 'warning',
  CREATIVE_REQUESTED: 'neutral',
  CREATIVE_RECEIVED: 'link',
  PENDING: 'neutral',
  READY: 'link',
  RUNNING: 'positive',
  ISSUES: 'critical',
  FINISHED: 'neutral',
  HIDDEN: 'neutral',
  DELETED: 'neutral',
  DECLINED: 'critical',
};

/** The tabs' counts of a list whose tabs are routes, from a counts call. */
export function useCounts(
  endpoint: (typeof digitalOperationsEndpoints)[keyof typeof digitalOperationsEndpoints],
  query: Record<string, unknown> = {},
) {
  const companyId = useActingCompanyId();
  return useQuery({
    ...endpointQuery(
      endpoint as typeof digitalOperationsEndpoints.operationsPositionCounts,
      { query },
      companyId,
    ),
  }).data as Record<string, number> | undefined;
}

/**
 * Status tabs that are routes (`/digital-operations/<screen>/<status>`), keeping the list's
 * filters of the query string, for a list controller of the kit.
 */
export function useRouteTabs(
  t: TFunction,
  base: string,
  values: readonly string[],
  selected: string,
  counts: Record<string, number> | undefined,
  label: (value: string) => string = (value) => `statuses.${value}`,
) {
  const { searchStr } = useLocation();
  return {
    items: values.map((value) => ({
      id: value,
      label: t(label(value)),
      count: counts ? (counts[value] ?? 0) : undefined,
    })),
    selected,
    hrefFor: (id: string) => `${base}/${id}${searchStr ?? ''}`,
  };
}

/** A position's name and its campaign's, the first columns of the operations lists. */
export function positionNameColumns<Row extends { name: string; campaign: { name: string } }>(
  t: TFunction,
) {
  const column = createDataTableColumns<Row>();
  return [
    column.accessor((row) => row.name, {
      id: 'name',
      header: t('digital.columns.position'),
      cell: (info) => <Truncate>{info.getValue()}</Truncate>,
      // Issue 37: a name takes its share of the room left (2fr, at least 8rem), not a text's.
      meta: { kind: 'name' },
    }),
    column.accessor((row) => row.campaign.name, {
      id: 'campaign',
      header: t('digital.columns.campaign'),
      cell: (info) => <Truncate>{info.getValue()}</Truncate>,
      // Issue 37: a name takes its share of the room left (2fr, at least 8rem), not a text's.
      meta: { kind: 'name' },
    }),
  ];
}

/** The columns every operations list shows of a position (one line each: the table's rows). */
export function positionColumns(t: TFunction, language: Language) {
  const column = createDataTableColumns<OperationsPosition>();
  return [
    ...positionNameColumns<OperationsPosition>(t),
    column.accessor((row) => row.advertiser.name, {
      id: 'advertiser',
      header: t('digital.columns.advertiser'),
      cell: (info) => <Truncate>{info.getValue()}</Truncate>,
      // Issue 37: a name takes its share of the room left (2fr, at least 8rem), not a text's.
      meta: { kind: 'name' },
    }),
    column.accessor('status', {
      id: 'status',
      header: t('digital.columns.status'),
      cell: ({ row: { original } }) => (
        <StatusBadge tone={POSITION_STATUS_TONES[original.status]}>
          {t(`statuses.${original.status}`)}
        </StatusBadge>
      ),
      meta: { kind: 'status' },
    }),
    column.accessor('startDate', {
      id: 'startDate',
      header: t('digital.columns.startDate'),
      cell: ({ row: { original } }) => (
        <Inline space="xsmall">
          <Text size="small">{formatDisplayDate(original.startDate)}</Text>
          {original.overdue && <StatusBadge tone="critical">{t('digital.overdue')}</StatusBadge>}
        </Inline>
      ),
      meta: { kind: 'date' },
    }),
    dateColumn(column, 'endDate', t('digital.columns.endDate')),
    column.accessor((row) => row.lineItem?.externalId ?? '', {
      id: 'lineItem',
      header: t('digital.columns.lineItem'),
      // Shares the room left like a text (as a never-cut status it put the list 16 px over 1440
      // px in German with the dates' widths); "not pushed" is a short text so it is rarely cut.
      cell: ({ row: { original } }) => (
        <Truncate>
          {original.lineItem
            ? t('digital.lineItem', {
                id: original.lineItem.externalId,
                state: t(`digital.lineItemStates.${original.state}`),
              })
            : t('digital.lineItemStates.NONE')}
        </Truncate>
      ),
    }),
    column.accessor((row) => row.delivered.impressions, {
      id: 'impressions',
      header: t('digital.columns.impressions'),
      cell: (info) => formatNumber(info.getValue(), language),
      meta: { kind: 'number' },
    }),
    column.accessor((row) => row.lastActivity?.creationDate ?? '', {
      id: 'lastActivity',
      header: t('digital.columns.lastActivity'),
      cell: ({ row: { original } }) =>
        original.lastActivity ? (
          <Truncate>
            {t('digital.activity', {
              type: t(`activities.types.${original.lastActivity.activityType}`),
              name: original.lastActivity.creatorName,
              date: formatDateTime(original.lastActivity.creationDate),
            })}
          </Truncate>
        ) : (
          ''
        ),
      // Shown from the column picker by who wants it: at 1440 px the nine columns cut the campaign,
      // the advertiser and every header to a few letters (seen on the full demo data).
      meta: { hiddenAtFirst: true },
    }),
  ];
}

export { useAuthorizedImage } from '../../app/authorizedImage.ts';
