import {
  type CallAnswer,
  YALEO_EVENT_KINDS,
  type YaleoEvent,
  yaleoEndpoints,
  yaleoEventEndpoints,
} from '@adconsole/api';
import {
  formatDateTime,
  formatDisplayDate,
  formatNumber,
  formatPercent,
  type Language,
} from '@adconsole/i18n';
import {
  Column,
  Columns,
  createDataTableColumns,
  DataTable,
  PageLayout,
  Stack,
  Text,
  Truncate,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { Section } from '../../kit/Section.tsx';
import { SectionTabs } from '../../kit/SectionTabs.tsx';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';

// /yaleo/collect (issue 42): "collect" is explained nowhere public (DOMAIN §8); we read it as
// the events the Yaleo widget collects on the publisher's pages, which feed the recommendations:
// an impression when a recommendation is shown, a view when it is seen, a click when it is
// opened (clicks are the popularity of the "most read" algorithms). The page sums them up (per
// kind, the click-through rate, the most clicked articles) and lists them, newest first.

type Summary = CallAnswer<typeof yaleoEndpoints.eventSummary>;

const eventList = defineList({
  params: {
    searchQuery: textParam({ filter: 'yaleo.collect.filters.search' }),
    kind: choiceParam(YALEO_EVENT_KINDS, {
      filter: 'yaleo.collect.filters.kind',
      labels: 'yaleo.eventKinds',
      all: 'yaleo.collect.filters.allKinds',
    }),
  },
  sort: { fields: ['at'] as const, field: 'at', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

function eventColumns(t: TFunction) {
  const column = createDataTableColumns<YaleoEvent>();
  return [
    column.accessor('at', {
      id: 'at',
      header: t('yaleo.collect.columns.at'),
      cell: (info) => formatDateTime(info.getValue()),
      meta: { kind: 'date', width: '10rem' },
    }),
    column.accessor('kind', {
      id: 'kind',
      header: t('yaleo.collect.columns.kind'),
      cell: (info) => t(`yaleo.eventKinds.${info.getValue()}`),
      enableSorting: false,
    }),
    column.accessor('articleTitle', {
      id: 'articleTitle',
      header: t('yaleo.collect.columns.articleTitle'),
      cell: (info) => <Truncate>{info.getValue()}</Truncate>,
      enableSorting: false,
    }),
    column.accessor('placement', {
      id: 'placement',
      header: t('yaleo.collect.columns.placement'),
      enableSorting: false,
    }),
    column.accessor('pageUrl', {
      id: 'pageUrl',
      header: t('yaleo.collect.columns.pageUrl'),
      cell: (info) => <Truncate>{new URL(info.getValue(), 'http://x').pathname}</Truncate>,
      enableSorting: false,
    }),
  ];
}

/** Clicks per impression in percent; a dash without impressions. */
const rateOf = (clicks: number, impressions: number, language: Language) =>
  impressions > 0 ? formatPercent((100 * clicks) / impressions, language) : '–';

function Overview({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const rate = (clicks: number, impressions: number) => rateOf(clicks, impressions, language);
  const tables = useMemo(() => {
    const number = (value: number) => formatNumber(value, language);
    type Kind = { kind: string; count: number };
    type Top = Summary['articles'][number];
    const kind = createDataTableColumns<Kind>();
    const top = createDataTableColumns<Top>();
    return {
      kinds: [
        kind.accessor('kind', { id: 'kind', header: t('yaleo.collect.columns.kind') }),
        kind.accessor((row) => number(row.count), {
          id: 'count',
          header: t('yaleo.collect.columns.count'),
          meta: { kind: 'number' },
        }),
      ],
      articles: [
        top.accessor('title', {
          id: 'title',
          header: t('yaleo.collect.columns.articleTitle'),
          cell: (info) => <Truncate>{info.getValue()}</Truncate>,
        }),
        top.accessor((row) => number(row.impressions), {
          id: 'impressions',
          header: t('yaleo.collect.columns.impressions'),
          meta: { kind: 'number' },
        }),
        top.accessor((row) => number(row.clicks), {
          id: 'clicks',
          header: t('yaleo.collect.columns.clicks'),
          meta: { kind: 'number' },
        }),
        top.accessor((row) => rateOf(row.clicks, row.impressions, language), {
          id: 'rate',
          header: t('yaleo.collect.columns.rate'),
          meta: { kind: 'number' },
        }),
      ],
    };
  }, [t, language]);
  const kinds = YALEO_EVENT_KINDS.map((kind) => ({
    kind: t(`yaleo.eventKinds.${kind}`),
    count: summary.kinds[kind],
  }));
  return (
    <Stack space="medium">
      <Text>
        {summary.from && summary.to
          ? t('yaleo.collect.period', {
              from: formatDisplayDate(summary.from),
              to: formatDisplayDate(summary.to),
              rate: rate(summary.kinds.CLICK, summary.kinds.IMPRESSION),
            })
          : t('yaleo.collect.nothingYet')}
      </Text>
      <Columns space="large" collapseBelow="lg">
        <Column>
          <Section title={t('yaleo.collect.kindsTitle')}>
            <DataTable
              aria-label={t('yaleo.collect.kindsTitle')}
              columns={tables.kinds}
              rows={kinds}
              getRowId={(row) => row.kind}
            />
          </Section>
        </Column>
        <Column>
          <Section title={t('yaleo.collect.topTitle')}>
            <DataTable
              aria-label={t('yaleo.collect.topTitle')}
              columns={tables.articles}
              rows={summary.articles}
              getRowId={(row) => String(row.id)}
            />
          </Section>
        </Column>
      </Columns>
    </Stack>
  );
}

export function CollectPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const summary = useEndpoint(yaleoEndpoints.eventSummary, {});
  const list = useList({
    definition: eventList,
    listKey: 'yaleo-events',
    calls: yaleoEventEndpoints,
  });
  const columns = useMemo(() => eventColumns(t), [t]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <SectionTabs>
        <Stack space="xlarge">
          {summary.data ? <Overview summary={summary.data} /> : <QueryPending query={summary} />}
          <Section title={t('yaleo.collect.eventsTitle')}>
            <ListView
              embedded
              label={t('yaleo.collect.eventsTitle')}
              list={list}
              columns={columns}
            />
          </Section>
        </Stack>
      </SectionTabs>
    </PageLayout>
  );
}
