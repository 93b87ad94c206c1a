import {
  type ConversionTracker,
  conversionTrackerEndpoints,
  RECORD_STATUSES,
  TRACKER_SORT_FIELDS,
} from '@adconsole/api';
import { Button, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

const trackerList = defineList({
  params: {
    status: choiceParam(RECORD_STATUSES, {
      filter: 'crm.filters.status',
      labels: 'crm.recordStatus',
    }),
  },
  sort: { fields: TRACKER_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/** An account's conversion trackers (its page's tab): each opens its edit page. */
export function TrackerList({ account }: { account: { id: number; name: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: trackerList,
    listKey: 'crm-account-trackers',
    calls: conversionTrackerEndpoints,
    query: (query: Record<string, unknown>) => ({ ...query, accountId: account.id }),
    bulkActions: [
      { action: 'deactivate', label: 'crm.actions.deactivate' },
      { action: 'activate', label: 'crm.actions.activate' },
    ],
  });
  const columns = useMemo(() => {
    const column = recordColumns<ConversionTracker>(t, 'crm.trackers');
    return [
      column.text('name'),
      column.text('kind', (kind) => t(`crm.trackerKind.${kind}`)),
      column.text('delivery', (delivery) => t(`crm.trackerDelivery.${delivery}`)),
      column.text('events', (events) =>
        events.map((event) => t(`crm.trackerEvent.${event}`)).join(', '),
      ),
      column.text('url'),
      column.status(),
      column.date('createdAt'),
    ];
  }, [t]);
  const base = `/crm/accounts/${account.id}/conversion-tracker`;
  return (
    <ListView
      list={list}
      columns={columns}
      embedded
      label={t('crm.trackers.listOf', { name: account.name })}
      getRowHref={(tracker) => `${base}/edit/${tracker.id}`}
      actions={
        <Button icon={<PlusIcon />} onPress={() => void navigate({ href: `${base}/create` })}>
          {t('crm.trackers.actions.create')}
        </Button>
      }
    />
  );
}
