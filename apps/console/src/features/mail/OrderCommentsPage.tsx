import {
  ORDER_COMMENT_SORT_FIELDS,
  type OrderComments,
  orderCommentEndpoints,
  shellEndpoints,
} from '@adconsole/api';
import {
  Button,
  createDataTableColumns,
  Link,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call, invalidatePath, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam } from '../../kit/listDefinition.ts';
import { onRowKeys, type RowKey } from '../../kit/rowKeys.ts';
import { useList } from '../../kit/useList.ts';
import { unreadCommentsQuery } from './unreadComments.ts';

type Comment = OrderComments['items'][number];

const commentList = defineList({
  params: {
    // The spec's showRead: unread ones only, or every comment with its state.
    showRead: flagParam({ url: 'read', filter: 'orderComments.filters.showRead' }),
  },
  sort: { fields: ORDER_COMMENT_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

/** Where a comment leads: its campaign, else its account. */
const recordHref = (comment: Comment) =>
  comment.campaign
    ? `/orders/campaigns/ALL/${comment.campaign.id}`
    : comment.account
      ? `/crm/accounts/${comment.account.id}`
      : undefined;

/**
 * /orders/comments, the administrators' messages behind the header's mail icon (spec 1 §1, §6;
 * issue 44): the order comments nobody has read yet, newest first, with the campaign and account
 * they are about, their author and time; read ones too with "Gelesene zeigen". A comment is
 * marked read (or unread again) by its button or by `r` on its row, all of them at once by
 * "Alle als gelesen markieren"; j and k move through the rows (the kit's keys). The header's
 * badge is the same call's unread total: it is adjusted at once and then read again.
 */
export function OrderCommentsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const badge = unreadCommentsQuery(useActingCompanyId());
  const unread = useQuery(badge);
  const list = useList({
    definition: commentList,
    listKey: 'order-comments',
    calls: { list: shellEndpoints.orderComments },
  });
  /** The badge's count moved by `by` until the server's next answer (spec 1 §6). */
  const adjustBadge = (by: number) =>
    queryClient.setQueryData(badge.queryKey, (unread) =>
      unread ? { ...unread, total: Math.max(0, unread.total + by) } : unread,
    );
  const refresh = () => invalidatePath(queryClient, shellEndpoints.orderComments.path);
  const failed = (error: Error) =>
    toast({ title: t('orderComments.toast.failed'), body: error.message, tone: 'critical' });
  const mark = useMutation({
    mutationFn: (comment: Comment) =>
      call(orderCommentEndpoints.orderCommentRead, {
        params: { id: comment.id },
        body: { read: !comment.read },
      }),
    onSuccess: (saved, comment) => {
      if (saved.read !== comment.read) adjustBadge(saved.read ? -1 : 1);
      toast({
        title: t(saved.read ? 'orderComments.toast.read' : 'orderComments.toast.unread', {
          author: saved.authorName,
        }),
        tone: 'positive',
      });
      void refresh();
    },
    onError: failed,
  });
  const markAll = useMutation({
    mutationFn: () => call(orderCommentEndpoints.orderCommentsReadAll, {}),
    onSuccess: ({ count }) => {
      adjustBadge(-count);
      toast({ title: t('orderComments.toast.allRead', { count }), tone: 'positive' });
      void refresh();
    },
    onError: failed,
  });
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
            '–'
          ),
        meta: { kind: 'name' },
      }),
      column.accessor((row) => row.account?.name ?? '', {
        id: 'account',
        header: t('orderComments.columns.account'),
        cell: ({ row: { original } }) =>
          original.account ? (
            <Link href={`/crm/accounts/${original.account.id}`}>{original.account.name}</Link>
          ) : (
            '–'
          ),
      }),
      column.accessor('authorName', { header: t('orderComments.columns.author') }),
      // What the page is for: the comment gets the widest room.
      column.accessor('message', {
        header: t('orderComments.columns.message'),
        meta: { kind: 'name' },
      }),
      column.accessor('read', {
        header: t('orderComments.columns.read'),
        cell: ({ row: { original } }) => (
          <StatusBadge tone={original.read ? 'neutral' : 'warning'}>
            {original.read
              ? original.readBy
                ? t('orderComments.status.readBy', { name: original.readBy })
                : t('orderComments.status.read')
              : t('orderComments.status.unread')}
          </StatusBadge>
        ),
        meta: { kind: 'status' },
      }),
      column.display({
        id: 'mark',
        header: t('orderComments.columns.mark'),
        enableHiding: false,
        cell: ({ row: { original } }) => (
          <Button
            variant="ghost"
            size="small"
            onPress={() => mark.mutate(original)}
            aria-label={t(
              original.read
                ? 'orderComments.actions.markUnreadNamed'
                : 'orderComments.actions.markReadNamed',
              { author: original.authorName, message: original.message },
            )}
          >
            {t(
              original.read ? 'orderComments.actions.markUnread' : 'orderComments.actions.markRead',
            )}
          </Button>
        ),
        // Never cut: a width of its own (`max-content`) would meet the header's least width in
        // a `max()`, which takes no keywords, and drop the whole grid's columns.
        meta: { kind: 'actions' },
      }),
    ];
  }, [t, mark.mutate]);
  const rowKeys: RowKey<Comment>[] = [
    { key: 'r', label: 'orderComments.keyboard.toggleRead', action: (row) => mark.mutate(row) },
  ];
  return (
    // The rows' own key (r) goes up from the focused row to here.
    // biome-ignore lint/a11y/noStaticElementInteractions: the focused row is the interactive element
    <div onKeyDown={onRowKeys(list.rows, rowKeys)}>
      <ListView
        list={list}
        columns={columns}
        getRowHref={recordHref}
        rowKeys={rowKeys}
        description={
          <Stack space="xsmall">
            {/* The badge's number, said in words: the same call's unread total. */}
            {unread.data && (
              <Text weight="strong">
                {unread.data.total === 0
                  ? t('orderComments.empty')
                  : t('orderComments.unread', { count: unread.data.total })}
              </Text>
            )}
            <Text tone="muted">{t('orderComments.hint')}</Text>
          </Stack>
        }
        actions={
          <Button
            variant="secondary"
            isBusy={markAll.isPending}
            isDisabled={unread.data?.total === 0}
            onPress={() => markAll.mutate()}
          >
            {t('orderComments.actions.markAllRead')}
          </Button>
        }
      />
    </div>
  );
}
