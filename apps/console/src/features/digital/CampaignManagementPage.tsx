import {
  CAMPAIGN_MANAGEMENT_TABS,
  OPERATIONS_SORT_FIELDS,
  type OperationsPosition,
  type OperationsStatus,
  operationsTabSort,
  digitalOperationsEndpoints as ops,
} from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { ChatIcon, createDataTableColumns, IconButton, lazyPart, useToast } from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { JobProgressToast } from '../../kit/JobProgressToast.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  operationsFilterParams,
  positionColumns,
  useCounts,
  useRouteTabs,
} from './digitalParts.tsx';
import { type PositionActionOption, usePositionActions } from './usePositionActions.ts';

// The page's dialogs load when one first opens (issue 36: ui's Dialog brings react-aria's
// dialog, popover and menu, 14 kB, and the status change its form).
const stageCommentsDialog = lazyPart(() =>
  import('./StageCommentsDialog.tsx').then((module) => module.StageCommentsDialog),
);
const requestCreativesDialog = lazyPart(() =>
  import('./RequestCreativesDialog.tsx').then((module) => module.RequestCreativesDialog),
);
const changeStatusDialog = lazyPart(() =>
  import('./ChangeStatusDialog.tsx').then((module) => module.ChangeStatusDialog),
);

/** The list of a status tab, in the tab's default order (operationsTabSort); made once each. */
const positionLists = new Map<string, ReturnType<typeof positionListOf>>();
function positionListOf(status: OperationsStatus) {
  const { sort, order } = operationsTabSort(status);
  return defineList({
    params: {
      searchQuery: textParam({ filter: 'digital.filters.search' }),
      // Spec 3 §3 "Digital campaign list filter fields": companyId, the start and end date
      // ranges, adMediumId.
      ...operationsFilterParams,
      startDate: dateRangeParam({
        from: 'startDateFrom',
        to: 'startDateTo',
        filter: 'digital.filters.startDate',
      }),
      endDate: dateRangeParam({
        from: 'endDateFrom',
        to: 'endDateTo',
        filter: 'digital.filters.endDate',
      }),
    },
    sort: { fields: OPERATIONS_SORT_FIELDS, field: sort, order },
    pageSizes: [20, 50, 100],
  });
}
function positionListFor(status: OperationsStatus) {
  const known = positionLists.get(status);
  if (known) return known;
  const list = positionListOf(status);
  positionLists.set(status, list);
  return list;
}

/** The bulk actions: spec 3 §7's calls; change-status once per target that ops choose. */
const ACTIONS: PositionActionOption[] = [
  { action: 'push', call: 'push-to-adserver', label: 'digital.actions.push' },
  { action: 'clear-update', call: 'clear-update', label: 'digital.actions.clearUpdate' },
  {
    action: 'toggle-uploaded',
    call: 'toggle-creatives-uploaded',
    label: 'digital.actions.toggleUploaded',
  },
  { action: 'issues', call: 'change-status', status: 'ISSUES', label: 'digital.actions.issues' },
  {
    action: 'update',
    call: 'change-status',
    status: 'PUSH_UPDATE',
    label: 'digital.actions.pushUpdate',
  },
  { action: 'finish', call: 'change-status', status: 'FINISHED', label: 'digital.actions.finish' },
  { action: 'hide', call: 'change-status', status: 'HIDDEN', label: 'digital.actions.hide' },
  { action: 'unhide', call: 'unhide', label: 'digital.actions.unhide' },
];

/**
 * /digital-operations/campaign-management/{status} (spec 3 §2.3): the digital positions of a
 * status, the bulk actions with a dry run first, then each position's result; many positions
 * run as a background job with its progress.
 */
export function CampaignManagementPage() {
  const { t, i18n } = useTranslation();
  const { status } = useTableParams<'operations.campaignManagement'>();
  const list = useList({
    definition: positionListFor(status),
    listKey: 'digital-campaign-management',
    calls: { list: ops.operationsPositions },
    params: { status },
  });
  // The tabs count what the search finds: a search that finds nothing here says where it did.
  const counts = useCounts(ops.operationsPositionCounts, list.filterQuery);
  const tabs = {
    ...useRouteTabs(
      t,
      '/digital-operations/campaign-management',
      CAMPAIGN_MANAGEMENT_TABS,
      status,
      counts,
    ),
    countsUnderFilters: true,
  };
  const toast = useToast();
  const [requesting, setRequesting] = useState<OperationsPosition[]>();
  const [changing, setChanging] = useState<OperationsPosition[]>();
  const bulk = usePositionActions(list, [
    {
      action: 'change-status',
      call: 'change-status',
      label: 'digital.actions.changeStatus',
      // The generic move: a target of the table first, then the kit's dry run (issue 37).
      onPress: (ids) =>
        setChanging((list.rows as OperationsPosition[]).filter((row) => ids.includes(row.id))),
    },
    {
      action: 'request-creatives',
      call: 'change-status',
      label: 'digital.actions.requestCreatives',
      // One campaign's positions: one mail to its advertiser.
      onPress: (ids) => {
        const chosen = (list.rows as OperationsPosition[]).filter((row) => ids.includes(row.id));
        if (new Set(chosen.map((row) => row.campaign.id)).size !== 1) {
          toast({ title: t('digital.request.oneCampaign'), tone: 'critical' });
          return;
        }
        setRequesting(chosen);
      },
    },
    ...ACTIONS,
  ]);
  // Each position's stage comments (spec 3 §7 "GET creatives/stage-comments"), in a dialog.
  const [commenting, setCommenting] = useState<OperationsPosition>();
  const columns = useMemo(() => {
    const column = createDataTableColumns<OperationsPosition>();
    return [
      ...positionColumns(t, i18n.language as Language),
      column.display({
        id: 'stageComments',
        header: t('digital.stageComments.list'),
        enableHiding: false,
        cell: ({ row: { original } }) => (
          // An icon with its name as tooltip: a word in every row took the 1440 px desk's
          // last 55 px (wide-desk.e2e).
          <IconButton
            size="small"
            icon={<ChatIcon />}
            label={t('digital.stageComments.openNamed', { name: original.name })}
            onPress={() => setCommenting(original)}
          />
        ),
        // The icon of its buttons in the header (named for screen readers): a word took the
        // 1440 px desk's last px (wide-desk.e2e).
        meta: { kind: 'actions', headerIcon: <ChatIcon /> },
      }),
    ];
  }, [t, i18n.language]);
  return (
    <>
      <ListView list={{ ...list, tabs, bulk }} columns={columns} />
      {commenting && (
        <OnDemandDialog
          part={stageCommentsDialog}
          props={{ position: commenting, onClose: () => setCommenting(undefined) }}
          onClose={() => setCommenting(undefined)}
        />
      )}
      {requesting && (
        <OnDemandDialog
          part={requestCreativesDialog}
          props={{ positions: requesting, onClose: () => setRequesting(undefined) }}
          onClose={() => setRequesting(undefined)}
        />
      )}
      {changing && (
        <OnDemandDialog
          part={changeStatusDialog}
          props={{
            positions: changing,
            onClose: () => setChanging(undefined),
            onChoose: (status) => {
              setChanging(undefined);
              void bulk.preview({
                action: `change-status-${status}`,
                call: 'change-status',
                status,
                label: `statuses.${status}`,
              } as PositionActionOption);
            },
          }}
          onClose={() => setChanging(undefined)}
        />
      )}
      <JobProgressToast
        jobId={bulk.jobId}
        texts="digital.job"
        title={t('digital.job.title')}
        onClose={() => {}}
      />
    </>
  );
}
