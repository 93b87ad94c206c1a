import {
  PRINT_OPERATIONS_ROUTE_TABS,
  PRINT_POSITION_SORT_FIELDS,
  type PrintBulkAction,
  type PrintPosition,
  printOperationsEndpoints,
  printPositionEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, formatMoney, type Language } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  Inline,
  lazyPart,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../app/download.ts';
import { loadCompanyOptions } from '../../app/lookups.ts';
import { NameCell } from '../../kit/columns.tsx';
import { dateRangeParam } from '../../kit/dateRangeParam.ts';
import { call, endpointKey, invalidatePath, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, lookupParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { type BulkActionOption, useList } from '../../kit/useList.ts';
import { useTableParams, useTableSearch } from '../../routes/useTableParams.ts';
import { usePathTabs } from './pathTabs.ts';
import { labelFile } from './printCalls.ts';

// The dialogs load when one first opens (issue 36).
const labelsDialog = lazyPart(() =>
  import('./PrintPositionDialogs.tsx').then((module) => module.LabelsDialog),
);
const proofDialog = lazyPart(() =>
  import('./PrintPositionDialogs.tsx').then((module) => module.ProofDialog),
);
const issueDialog = lazyPart(() =>
  import('./PrintPositionDialogs.tsx').then((module) => module.IssueDialog),
);
const sendAllProofsDialog = lazyPart(() =>
  import('./PrintPositionDialogs.tsx').then((module) => module.SendAllProofsDialog),
);

/** The tabs of /print-operations/print/{status}: the statuses, ALL, and the physical proofs. */
const TABS = PRINT_OPERATIONS_ROUTE_TABS;
type Tab = (typeof TABS)[number];

/** Sending proofs says what goes to whom: "1 Gut zum Druck wird per E-Mail versendet", "an …". */
const SEND_PROOF_TEXTS = 'printOps.sendProofs';
const SEND_PROOF: BulkActionOption = {
  action: 'send-proofs',
  label: 'printOps.actions.send-proofs',
  texts: SEND_PROOF_TEXTS,
};
/** Approving says what it does: "1 Gut zum Druck wird freigegeben" (the position is then ready). */
const APPROVE_PROOF_TEXTS = 'printOps.approveProofs';
const APPROVE_PROOF: BulkActionOption = {
  action: 'approve-proofs',
  label: 'printOps.actions.approve-proofs',
  texts: APPROVE_PROOF_TEXTS,
};
/** The statuses whose proof may be approved (print-rules: PROOFS or CREATIVE_RECEIVED → READY). */
const APPROVABLE = new Set(['PROOFS']);

/** The colour of a print status in the list. */
const STATUS_TONES: Record<string, 'positive' | 'link' | 'warning' | 'critical' | 'neutral'> = {
  READY_TO_PUSH: 'link',
  CREATIVE_PENDING: 'warning',
  CREATIVE_REQUESTED: 'warning',
  CREATIVE_RECEIVED: 'link',
  PROOFS: 'link',
  READY: 'positive',
  FINISHED: 'positive',
  DELETED: 'critical',
  AUTO_HIDDEN: 'neutral',
  MANUAL_HIDDEN: 'neutral',
};

/**
 * The columns shown only once the user asks for them ("Angezeigte Felder"): at 1440 px the desk
 * shows the rest whole, money and status uncut, without scrolling sideways (s16). The
 * publisher's reference matters once one talks to the publisher; the creative's status matters
 * while the creative is awaited, and later tabs (and ALL, by each position's status) say it.
 */
const CREATIVE_TABS: readonly Tab[] = ['READY_TO_PUSH', 'CREATIVE_PENDING', 'CREATIVE_REQUESTED'];
const hiddenColumnsOf = (tab: Tab): readonly string[] =>
  CREATIVE_TABS.includes(tab)
    ? ['externalReference']
    : tab === 'PHYSICAL_PROOFS'
      ? // The issue appeared: its deadline is past, the printed copy is the work.
        ['externalReference', 'creativeStatus', 'materialDeadline']
      : tab === 'ALL'
        ? // Every status's actions side by side: the format waits in the columns menu.
          ['externalReference', 'creativeStatus', 'format']
        : ['externalReference', 'creativeStatus'];

/** The publications of the company, as the publication filter offers them. */
async function loadPublicationOptions(search: string) {
  const answer = await call(printOperationsEndpoints.publications, { body: { limit: 1 } });
  const needle = search.trim().toLowerCase();
  return answer.publications
    .filter((publication) => publication.name.toLowerCase().includes(needle))
    .map((publication) => ({ id: String(publication.id), label: publication.name }));
}

export const printPositionList = defineList({
  params: {
    search: textParam({ query: 'searchFilter', filter: 'printOps.filters.search' }),
    publication: lookupParam({
      query: 'adMediumId',
      filter: 'printOps.filters.publication',
      loadOptions: loadPublicationOptions,
    }),
    physical: flagParam({
      query: 'notSentPhysicalProof',
      filter: 'printOps.filters.notSentPhysicalProof',
      sendsOff: false,
    }),
    // Spec 3 §3 "Position filter fields": publicationDateFrom, publicationDateTo, companyId.
    publicationDate: dateRangeParam({
      from: 'publicationDateFrom',
      to: 'publicationDateTo',
      filter: 'printOps.filters.publicationDate',
    }),
    company: lookupParam({
      query: 'companyId',
      filter: 'printOps.filters.company',
      loadOptions: loadCompanyOptions,
    }),
  },
  sort: { fields: PRINT_POSITION_SORT_FIELDS, field: 'publicationDate', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/** The bulk actions each tab offers (the server checks every row against the table). */
const TAB_ACTIONS: Record<Tab, readonly (PrintBulkAction | 'labels')[]> = {
  READY_TO_PUSH: ['push-to-external-system', 'hide'],
  CREATIVE_PENDING: ['request-creatives', 'hide'],
  CREATIVE_REQUESTED: ['request-creatives', 'hide'],
  CREATIVE_RECEIVED: ['send-proofs', 'approve-proofs', 'hide'],
  PROOFS: ['approve-proofs', 'send-proofs', 'delete-proofs', 'hide'],
  READY: ['hide'],
  FINISHED: ['labels', 'hide'],
  ALL: [
    'push-to-external-system',
    'request-creatives',
    'send-proofs',
    'approve-proofs',
    'labels',
    'hide',
    'unhide',
  ],
  DELETED: [],
  AUTO_HIDDEN: ['unhide'],
  MANUAL_HIDDEN: ['unhide'],
  PHYSICAL_PROOFS: ['extract-physical-proof', 'labels'],
};

/**
 * The row's own proof actions: its proof shown, or (its creative received) sent, as the bulk
 * action "send-proofs" does it for this row alone, after its dry run says to whom (issue 40);
 * a sent proof approved ("Gut zum Druck freigeben") the same way (s16: the stranger looked for
 * the approval on the row and did not find it in the bulk menu).
 */
interface ProofActions {
  open: (position: PrintPosition) => void;
  send: (position: PrintPosition) => void;
  approve: (position: PrintPosition) => void;
  /** The position's issue (its title on its day) with every position of it and their amounts. */
  issue: (position: PrintPosition) => void;
}

function positionColumns(t: TFunction, language: Language, tab: Tab, proof: ProofActions) {
  const column = createDataTableColumns<PrintPosition>();
  const day = (value: string | null) => (value ? formatDisplayDate(value) : '');
  return [
    column.accessor('name', {
      id: 'name',
      header: t('printOps.columns.name'),
      meta: { kind: 'name' },
      cell: ({ row: { original } }) => (
        <NameCell
          name={`${original.name} · #${original.id}`}
          detail={original.campaign.name}
          detailHref={`/orders/campaigns/ALL/${original.campaign.id}`}
        />
      ),
    }),
    column.accessor((position) => position.advertiser.name, {
      id: 'advertiser',
      header: t('printOps.columns.advertiser'),
    }),
    column.accessor((position) => position.publication.name, {
      id: 'publication',
      header: t('printOps.columns.publication'),
    }),
    column.accessor('publicationDate', {
      id: 'publicationDate',
      header: t('printOps.columns.publicationDate'),
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="ghost"
          onPress={() => proof.issue(original)}
          aria-label={t('printOps.issue.open', {
            publication: original.publication.name,
            date: day(original.publicationDate),
          })}
        >
          {day(original.publicationDate)}
        </Button>
      ),
    }),
    column.accessor('materialDeadline', {
      id: 'materialDeadline',
      header: t('printOps.columns.materialDeadline'),
      cell: ({ row: { original } }) =>
        original.materialDeadline ? (
          // The badge under the day, not beside it: the column is as wide as its heading, and
          // the desk's columns fit at 1440 px (s16).
          <Stack space="xxsmall" align="start">
            <Text size="small">{formatDisplayDate(original.materialDeadline)}</Text>
            {original.overdue && <StatusBadge tone="critical">{t('printOps.overdue')}</StatusBadge>}
          </Stack>
        ) : (
          ''
        ),
    }),
    column.accessor('format', {
      id: 'format',
      header: t('printOps.columns.format'),
      cell: ({ row: { original } }) =>
        `${original.format} · ${t(`printOps.colorMode.${original.colorMode}`)}`,
    }),
    column.accessor('creativeStatus', {
      id: 'creativeStatus',
      header: t('printOps.columns.creativeStatus'),
      cell: (info) => {
        const value = info.getValue();
        return value ? t(`printOps.creativeStatus.${value}`) : '–';
      },
    }),
    column.accessor('netAmount', {
      id: 'netAmount',
      header: t('printOps.columns.netAmount'),
      cell: ({ row: { original } }) => formatMoney(original.netAmount, language, original.currency),
      meta: { kind: 'money' },
    }),
    ...(tab === 'ALL' || tab === 'PHYSICAL_PROOFS'
      ? [
          column.accessor('status', {
            id: 'status',
            header: t('printOps.columns.status'),
            meta: { kind: 'status' },
            cell: (info) => (
              <StatusBadge tone={STATUS_TONES[info.getValue()] ?? 'neutral'}>
                {t(`printOps.status.${info.getValue()}`)}
              </StatusBadge>
            ),
          }),
        ]
      : []),
    column.accessor((position) => position.externalReference ?? '', {
      id: 'externalReference',
      header: t('printOps.columns.externalReference'),
    }),
    tab === 'PHYSICAL_PROOFS'
      ? column.accessor((position) => position.physicalProofExtractedAt, {
          id: 'physicalProof',
          header: t('printOps.columns.physicalProof'),
          cell: (info) => day(info.getValue()) || t('printOps.physicalProof.open'),
        })
      : column.display({
          id: 'proof',
          header: t('printOps.columns.proof'),
          cell: ({ row: { original } }) =>
            original.status === 'CREATIVE_RECEIVED' ? (
              <Button
                size="small"
                variant="secondary"
                onPress={() => proof.send(original)}
                aria-label={t('printOps.proof.sendNamed', { name: original.name, id: original.id })}
              >
                {t('printOps.proof.send')}
              </Button>
            ) : original.proofSentAt || original.proofGeneratedAt ? (
              <Inline space="xsmall">
                <Button
                  size="small"
                  variant="secondary"
                  onPress={() => proof.open(original)}
                  aria-label={t('printOps.proof.openNamed', {
                    name: original.name,
                    id: original.id,
                  })}
                >
                  {t('printOps.proof.open')}
                </Button>
                {APPROVABLE.has(original.status) && (
                  <Button
                    size="small"
                    onPress={() => proof.approve(original)}
                    aria-label={t('printOps.proof.approveNamed', {
                      name: original.name,
                      id: original.id,
                    })}
                  >
                    {t('printOps.proof.approveShort')}
                  </Button>
                )}
              </Inline>
            ) : (
              ''
            ),
          meta: { kind: 'actions' },
        }),
  ];
}

/**
 * /print-operations/print/{status} (spec 3 §2.4; default READY_TO_PUSH) and
 * /print-operations/print/PHYSICAL_PROOFS: the print desk's positions by status with their
 * counts, filters, bulk actions (dry run, then a result per row), proof preview, labels.
 */
export function PrintPositionsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const queryClient = useQueryClient();
  const { status } = useTableParams<'operations.printPositions'>();
  const { labelReference } = useTableSearch<'operations.printPositions'>();
  const location = useLocation();
  const tab = status as Tab;
  const physical = tab === 'PHYSICAL_PROOFS';
  const [labelIds, setLabelIds] = useState<number[]>();
  const [proof, setProof] = useState<PrintPosition>();
  const [issue, setIssue] = useState<PrintPosition>();
  const [sendAll, setSendAll] = useState(false);
  const requestJob = useJobToast({
    title: t('printOps.requestAll.title'),
    texts: 'batch.toast',
    refreshes: printPositionEndpoints.list.path,
  });

  const statusQuery = useMemo(
    () =>
      physical
        ? { campaignPositionStatus: 'ALL', notSentPhysicalProof: true }
        : { campaignPositionStatus: tab },
    [physical, tab],
  );
  const bulkActions: BulkActionOption[] = TAB_ACTIONS[tab].map((action) =>
    action === 'labels'
      ? { action, label: 'printOps.actions.labels', onPress: (ids) => setLabelIds(ids) }
      : action === 'send-proofs'
        ? { action, label: `printOps.actions.${action}`, texts: SEND_PROOF_TEXTS }
        : action === 'approve-proofs'
          ? APPROVE_PROOF
          : { action, label: `printOps.actions.${action}` },
  );
  const list = useList({
    definition: printPositionList,
    listKey: 'print-operations-positions',
    calls: printPositionEndpoints,
    query: (query) => ({ ...query, ...statusQuery }),
    bulkActions,
  });
  const tabs = usePathTabs({
    counts: printPositionEndpoints.counts,
    query: printPositionList.queryOf(list.state) as Record<string, unknown>,
    values: TABS,
    selected: tab,
    label: (id) => `printOps.tabs.${id}`,
    pathOf: (id) => `/print-operations/print/${id}`,
    search: location.searchStr,
  });

  const noFile = useCallback(
    () => toast({ title: t('printOps.noFile'), tone: 'warning' }),
    [toast, t],
  );
  const closeProof = useCallback(() => setProof(undefined), []);
  // The list's row action as of the last render: the columns stay the same between renders.
  const previewRow = useRef(list.bulk.previewRow);
  previewRow.current = list.bulk.previewRow;
  const approve = useCallback(
    (position: PrintPosition) => void previewRow.current(APPROVE_PROOF, position.id),
    [],
  );
  const columns = useMemo(
    () =>
      positionColumns(t, language, tab, {
        open: setProof,
        send: (position) => void previewRow.current(SEND_PROOF, position.id),
        approve,
        issue: setIssue,
      }),
    [t, language, tab, approve],
  );
  const downloadLabels = async (reference: string) => {
    const file = await labelFile(reference);
    if (file) saveDownload(file);
    else noFile();
  };

  return (
    <>
      <ListView
        // A tab with other default columns draws its table anew (the table reads them once).
        key={hiddenColumnsOf(tab).join()}
        list={{ ...list, tabs }}
        columns={columns}
        defaultHiddenColumns={hiddenColumnsOf(tab)}
        actions={
          <Inline space="small">
            {labelReference && (
              <Button variant="secondary" onPress={() => void downloadLabels(labelReference)}>
                {t('printOps.labels.downloadReference')}
              </Button>
            )}
            {tab === 'CREATIVE_PENDING' && (
              <Button
                variant="secondary"
                isDisabled={requestJob.jobId !== undefined}
                onPress={async () => {
                  const { jobId } = await call(printOperationsEndpoints.requestAllCreatives, {});
                  requestJob.follow(jobId);
                }}
              >
                {t('printOps.requestAll.open')}
              </Button>
            )}
            {/* The run over every due proof, apart from the selection's bulk action: on the
                tab of the positions it sends. */}
            {tab === 'CREATIVE_RECEIVED' && <ProofRunState onStart={() => setSendAll(true)} />}
          </Inline>
        }
      />
      {requestJob.toast}
      {labelIds && (
        <OnDemandDialog
          part={labelsDialog}
          props={{
            ids: labelIds,
            onClose: () => setLabelIds(undefined),
            onDownload: downloadLabels,
          }}
          onClose={() => setLabelIds(undefined)}
        />
      )}
      {proof && (
        <OnDemandDialog
          part={proofDialog}
          props={{
            position: proof,
            onClose: closeProof,
            onNoFile: noFile,
            ...(APPROVABLE.has(proof.status)
              ? {
                  onApprove: () => {
                    closeProof();
                    approve(proof);
                  },
                }
              : {}),
          }}
          onClose={closeProof}
        />
      )}
      {issue && (
        <OnDemandDialog
          part={issueDialog}
          props={{
            position: issue,
            sort: list.state.sort,
            order: list.state.order,
            onClose: () => setIssue(undefined),
          }}
          onClose={() => setIssue(undefined)}
        />
      )}
      {sendAll && (
        <OnDemandDialog
          part={sendAllProofsDialog}
          props={{
            onClose: () => setSendAll(false),
            onStarted: () => {
              setSendAll(false);
              toast({ title: t('printOps.sendAll.started'), tone: 'positive' });
              void queryClient.invalidateQueries({
                queryKey: endpointKey(printOperationsEndpoints.allProofsState, {}, null).slice(
                  0,
                  1,
                ),
              });
              void invalidatePath(queryClient, printPositionEndpoints.list.path);
            },
          }}
          onClose={() => setSendAll(false)}
        />
      )}
    </>
  );
}

/** "Send all proofs" and where the last run stands (proof processing of spec 3 §3). */
function ProofRunState({ onStart }: { onStart: () => void }) {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const state = useQuery({
    queryKey: endpointKey(printOperationsEndpoints.allProofsState, {}, companyId),
    queryFn: () => call(printOperationsEndpoints.allProofsState, {}),
    refetchInterval: (query) => (query.state.data?.state === 'PROCESSING' ? 1000 : false),
  });
  const run = state.data;
  return (
    <Inline space="small">
      {run && (
        <Text size="small" tone="muted">
          {t(`printOps.sendAll.state.${run.state}`, { count: run.positions })}
        </Text>
      )}
      <Button variant="secondary" onPress={onStart} isDisabled={run?.state === 'PROCESSING'}>
        {t('printOps.sendAll.open')}
      </Button>
    </Inline>
  );
}
