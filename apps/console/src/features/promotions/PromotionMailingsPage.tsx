import { type PromotionMailing, promotionDetailEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, Link } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

const mailingList = defineList({
  params: { nameFilter: textParam({ url: 'name', filter: 'promotions.mailings.filters.name' }) },
  sort: { fields: ['createdAt'] as const, field: 'createdAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

/**
 * /admin/mail/sales-promotions: every promotion mailing with its counts of mails sent, bounced,
 * pending (in the outbox) and failed; the job's log one click away.
 */
export function PromotionMailingsPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: mailingList,
    listKey: 'admin-promotion-mailings',
    calls: { list: promotionDetailEndpoints.mailings },
    query: (query: Record<string, unknown>) => {
      const { sort: _sort, order: _order, ...rest } = query;
      return rest;
    },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<PromotionMailing>();
    const count = (id: 'total' | 'sent' | 'bounced' | 'pending' | 'failed') =>
      column.accessor(id, {
        id,
        header: t(`promotions.columns.${id}`),
        enableSorting: false,
        cell: (info) => String(info.getValue()),
      });
    return [
      column.accessor((row) => row.promotion.name, {
        id: 'promotion',
        header: t('promotions.columns.promotion'),
        enableSorting: false,
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t('promotions.columns.createdAt'),
        cell: ({ row: { original } }) => formatDateTime(original.createdAt),
      }),
      column.accessor((row) => row.startedBy?.name ?? '', {
        id: 'startedBy',
        header: t('promotions.columns.startedBy'),
        enableSorting: false,
        cell: ({ row: { original } }) =>
          original.startedBy ? (
            <Link href={`/admin/users/${original.startedBy.userId}`}>
              {original.startedBy.name}
            </Link>
          ) : null,
      }),
      count('total'),
      count('sent'),
      count('bounced'),
      count('pending'),
      count('failed'),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(mailing) => (mailing.jobId ? `/admin/batch/log/${mailing.jobId}/0` : undefined)}
    />
  );
}
