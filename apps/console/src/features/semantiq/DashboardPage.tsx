import { articleEndpoints, type CallAnswer, semantiqEndpoints } from '@adconsole/api';
import { formatDateTime, formatDisplayDate, formatNumber, type Language } from '@adconsole/i18n';
import {
  Column,
  Columns,
  createDataTableColumns,
  DataTable,
  PageLayout,
  Stack,
  StatusBadge,
} from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpoint } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { Section } from '../../kit/Section.tsx';
import { useList } from '../../kit/useList.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { articleColumns, CRAWL_STATUS_TONES, DomainName } from './articleParts.tsx';

// /semantiq and /semantiq/dashboard (issue 42): coverage per domain, the articles per top-level
// IAB category and per week (tables: the figures a chart would show, readable by everyone),
// and the classified articles themselves, searchable, with their categories.

type Dashboard = CallAnswer<typeof semantiqEndpoints.dashboard>;

const articleList = defineList({
  params: { searchQuery: textParam({ filter: 'semantiq.articles.filters.search' }) },
  sort: {
    fields: ['createdAt', 'publishedAt', 'title'] as const,
    field: 'createdAt',
    order: 'DESC',
  },
  pageSizes: [20, 50, 100],
});

function Overview({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const tables = useMemo(() => {
    const domain = createDataTableColumns<Dashboard['domains'][number]>();
    const category = createDataTableColumns<Dashboard['categories'][number]>();
    const week = createDataTableColumns<Dashboard['weeks'][number]>();
    const number = (value: number) => formatNumber(value, language);
    return {
      domains: [
        domain.accessor('domain', {
          id: 'domain',
          header: t('semantiq.dashboard.domain'),
          cell: ({ row: { original } }) => <DomainName {...original} />,
        }),
        domain.accessor('crawlStatus', {
          id: 'crawlStatus',
          header: t('semantiq.dashboard.crawlStatus'),
          cell: (info) => (
            <StatusBadge tone={CRAWL_STATUS_TONES[info.getValue()]}>
              {t(`semantiq.crawlStatuses.${info.getValue()}`)}
            </StatusBadge>
          ),
          meta: { kind: 'status' },
        }),
        domain.accessor('articles', {
          id: 'articles',
          header: t('semantiq.dashboard.articles'),
          cell: (info) => number(info.getValue()),
          meta: { kind: 'number' },
        }),
        domain.accessor(
          (row) => (row.articles === 0 ? 0 : Math.round((row.classified / row.articles) * 100)),
          {
            id: 'coverage',
            header: t('semantiq.dashboard.coverage'),
            cell: (info) => `${number(info.getValue())} %`,
            meta: { kind: 'number' },
          },
        ),
        domain.accessor('lastCrawledAt', {
          id: 'lastCrawledAt',
          header: t('semantiq.dashboard.lastCrawledAt'),
          cell: (info) => {
            const at = info.getValue();
            return at ? formatDateTime(at) : t('semantiq.domains.neverCrawled');
          },
          meta: { kind: 'date', width: '10rem' },
        }),
      ],
      categories: [
        category.accessor('name', { id: 'name', header: t('semantiq.dashboard.category') }),
        category.accessor('articles', {
          id: 'articles',
          header: t('semantiq.dashboard.articles'),
          cell: (info) => number(info.getValue()),
          meta: { kind: 'number' },
        }),
      ],
      weeks: [
        week.accessor('week', {
          id: 'week',
          header: t('semantiq.dashboard.week'),
          cell: (info) =>
            t('semantiq.dashboard.weekOf', { day: formatDisplayDate(info.getValue()) }),
        }),
        week.accessor('articles', {
          id: 'articles',
          header: t('semantiq.dashboard.articles'),
          cell: (info) => number(info.getValue()),
          meta: { kind: 'number' },
        }),
      ],
    };
  }, [t, language]);
  return (
    <Stack space="large">
      <Section title={t('semantiq.dashboard.coverageTitle')}>
        <DataTable
          aria-label={t('semantiq.dashboard.coverageTitle')}
          columns={tables.domains}
          rows={dashboard.domains}
          getRowId={(row) => String(row.id)}
        />
      </Section>
      <Columns space="large" collapseBelow="lg">
        <Column>
          <Section title={t('semantiq.dashboard.categoriesTitle')}>
            <DataTable
              aria-label={t('semantiq.dashboard.categoriesTitle')}
              columns={tables.categories}
              rows={dashboard.categories}
              getRowId={(row) => row.id}
            />
          </Section>
        </Column>
        <Column>
          <Section title={t('semantiq.dashboard.weeksTitle')}>
            <DataTable
              aria-label={t('semantiq.dashboard.weeksTitle')}
              columns={tables.weeks}
              rows={dashboard.weeks}
              getRowId={(row) => row.week}
            />
          </Section>
        </Column>
      </Columns>
    </Stack>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const dashboard = useEndpoint(semantiqEndpoints.dashboard, {});
  const list = useList({
    definition: articleList,
    listKey: 'semantiq-articles',
    calls: articleEndpoints,
  });
  const columns = useMemo(() => articleColumns(t), [t]);
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="xlarge">
        {dashboard.data ? (
          <Overview dashboard={dashboard.data} />
        ) : (
          <QueryPending query={dashboard} />
        )}
        <Section title={t('semantiq.articles.title')}>
          <ListView embedded label={t('semantiq.articles.title')} list={list} columns={columns} />
        </Section>
      </Stack>
    </PageLayout>
  );
}
