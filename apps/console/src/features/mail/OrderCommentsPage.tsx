import type { OrderComments } from '@adconsole/api';
import {
  createDataTableColumns,
  DataTable,
  EmptyState,
  Link,
  PageLayout,
  Text,
} from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { useActingCompanyId } from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { unreadCommentsQuery } from './unreadComments.ts';

type Comment = OrderComments['items'][number];

/** /orders/comments: the unread order comments the header's mail badge counts. */
export function OrderCommentsPage() {
  const { t } = useTranslation();
  const heading = usePageHeading();
  const unread = useQuery(unreadCommentsQuery(useActingCompanyId()));
  const columns = useMemo(() => {
    const column = createDataTableColumns<Comment>();
    return [
      dateTimeColumn(column, 'createdAt', t('orderComments.columns.createdAt')),
      column.accessor((row) => row.campaign?.name ?? '', {
        id: 'campaign',
        header: t('orderComments.columns.campaign'),
        // The comment's campaign, a link the keyboard reaches (Tab, or Enter on the row).
        cell: ({ row: { original } }) =>
          original.campaign ? (
            <Link href={`/orders/campaigns/ALL/${original.campaign.id}`}>
              {original.campaign.name}
            </Link>
          ) : (
            ''
          ),
        meta: { kind: 'name' },
      }),
      column.accessor('authorName', { header: t('orderComments.columns.author') }),
      column.accessor('message', { header: t('orderComments.columns.message') }),
    ];
  }, [t]);
  const data = unread.data;
  return (
    <PageLayout title={heading.title} breadcrumbs={heading.crumbs}>
      {!data ? (
        <QueryPending query={unread} />
      ) : data.total === 0 ? (
        <EmptyState message={t('orderComments.empty')} />
      ) : (
        <>
          <Text>{t('orderComments.unread', { count: data.total })}</Text>
          <DataTable
            aria-label={t('routes.orderComments')}
            columns={columns}
            rows={data.items}
            getRowId={(row) => String(row.id)}
            getRowHref={(row) =>
              row.campaign ? `/orders/campaigns/ALL/${row.campaign.id}` : undefined
            }
          />
        </>
      )}
    </PageLayout>
  );
}
