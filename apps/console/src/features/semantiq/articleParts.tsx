import type { Article } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, Link, StatusBadge, Text, Truncate } from '@adconsole/ui';
import type { TFunction } from 'i18next';

// What the Semantiq screens and the crawled-article approval share (issue 42): the tones of the
// crawl states and the columns of a crawled article.

/**
 * A crawled site as people know it: its own name (the pages' og:site_name) with the host
 * beneath it, or the host alone before a crawl found a name (a stranger read the demo site's
 * `127.0.0.1:3360/demo-verlag` as its name).
 */
export function DomainName({ domain, siteName }: { domain: string; siteName: string | null }) {
  if (!siteName) return domain;
  return (
    <>
      <Text as="span">{siteName}</Text>{' '}
      <Text as="span" tone="muted" size="small">
        {domain}
      </Text>
    </>
  );
}

export const CRAWL_STATUS_TONES = {
  PENDING: 'neutral',
  CRAWLING: 'link',
  OK: 'positive',
  BLOCKED: 'warning',
  FAILED: 'critical',
} as const;

const ARTICLE_STATUS_TONES = {
  PENDING_APPROVAL: 'warning',
  APPROVED: 'positive',
  REJECTED: 'critical',
  HIDDEN: 'neutral',
} as const;

export function articleColumns(t: TFunction, withCompany = false) {
  const column = createDataTableColumns<Article>();
  return [
    column.accessor('title', {
      id: 'title',
      header: t('semantiq.articles.columns.title'),
      cell: ({ row: { original } }) => (
        <Link href={original.url} target="_blank" rel="noopener noreferrer">
          {original.title}
        </Link>
      ),
    }),
    ...(withCompany
      ? [
          column.accessor('companyName', {
            id: 'companyName',
            header: t('semantiq.articles.columns.companyName'),
            cell: (info) => <Truncate>{info.getValue()}</Truncate>,
          }),
        ]
      : []),
    column.accessor('domain', {
      id: 'domain',
      header: t('semantiq.articles.columns.domain'),
      cell: ({ row: { original } }) => <DomainName {...original} />,
    }),
    column.accessor((article) => article.categories.map((category) => category.name).join(', '), {
      id: 'categories',
      header: t('semantiq.articles.columns.categories'),
      cell: (info) => <Truncate>{info.getValue() || t('semantiq.articles.unclassified')}</Truncate>,
    }),
    column.accessor((article) => t(`semantiq.languages.${article.language}`), {
      id: 'language',
      header: t('semantiq.articles.columns.language'),
    }),
    column.accessor('publishedAt', {
      id: 'publishedAt',
      header: t('semantiq.articles.columns.publishedAt'),
      cell: (info) => {
        const at = info.getValue();
        return at ? formatDateTime(at) : '';
      },
      meta: { kind: 'date', width: '10rem' },
    }),
    column.accessor('status', {
      id: 'status',
      header: t('semantiq.articles.columns.status'),
      cell: (info) => (
        <StatusBadge tone={ARTICLE_STATUS_TONES[info.getValue()]}>
          {t(`semantiq.articleStatuses.${info.getValue()}`)}
        </StatusBadge>
      ),
      meta: { kind: 'status' },
    }),
  ];
}
