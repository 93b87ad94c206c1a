import { ARTICLE_STATUSES, crawlerArticleEndpoints } from '@adconsole/api';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, tabParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { articleColumns } from './articleParts.tsx';

// /digital-operations/approval/crawler-articles (spec 3 §2.3 and §6: ADMIN only; issue 42): the
// articles every customer's crawls found, waiting for approval before Yaleo recommends them;
// the tabs count each state (the count of "waiting" is the queue's badge), and approve, reject
// and hide run as bulk actions with a dry run and a result per article.

const crawlerArticleList = defineList({
  params: {
    status: tabParam(ARTICLE_STATUSES, {
      initial: 'PENDING_APPROVAL',
      fallback: 'PENDING_APPROVAL',
    }),
    searchQuery: textParam({ filter: 'semantiq.articles.filters.search' }),
  },
  sort: {
    fields: ['createdAt', 'publishedAt', 'title'] as const,
    field: 'createdAt',
    order: 'DESC',
  },
  tabs: {
    param: 'status',
    values: ARTICLE_STATUSES,
    label: (tab) => `semantiq.articleStatuses.${tab}`,
  },
  pageSizes: [20, 50, 100],
});

export function CrawlerArticlesPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: crawlerArticleList,
    listKey: 'crawler-articles',
    calls: crawlerArticleEndpoints,
    bulkActions: [
      { action: 'approve', label: 'semantiq.articles.actions.approve' },
      { action: 'reject', label: 'semantiq.articles.actions.reject' },
      { action: 'hide', label: 'semantiq.articles.actions.hide' },
    ],
  });
  const columns = useMemo(() => articleColumns(t, true), [t]);
  return <ListView list={list} columns={columns} />;
}
