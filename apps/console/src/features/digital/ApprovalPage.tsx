import {
  APPROVAL_STATES,
  type ApprovalState,
  CREATIVE_KINDS,
  type DigitalCreative,
  homeEndpoints,
  digitalOperationsEndpoints as ops,
} from '@adconsole/api';
import {
  Button,
  createDataTableColumns,
  Inline,
  Link,
  lazyPart,
  Stack,
  StatusBadge,
  Truncate,
  useToast,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TONES } from '../../app/approvalTones.ts';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { TagCheckBadges } from '../ad-tags/tagParts.tsx';
import { useCounts, useRouteTabs } from './digitalParts.tsx';

const creativeList = defineList({
  params: {
    searchQuery: textParam({ filter: 'digital.filters.search' }),
    kind: choiceParam(CREATIVE_KINDS, { filter: 'digital.filters.kind', labels: 'digital.kinds' }),
  },
  sort: { fields: ['createdAt'] as const, field: 'createdAt', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

function creativeColumns(t: TFunction, review: (creative: DigitalCreative) => void) {
  const column = createDataTableColumns<DigitalCreative>();
  const formatText = (creative: DigitalCreative) =>
    `${t(`digital.formats.${creative.format}`)}${creative.width ? ` · ${creative.width}×${creative.height}` : ''}`;
  return [
    column.accessor('name', {
      id: 'name',
      header: t('digital.columns.creative'),
      cell: (info) => <Truncate>{info.getValue()}</Truncate>,
    }),
    column.accessor('format', {
      id: 'format',
      header: t('digital.columns.format'),
      cell: ({ row: { original } }) =>
        original.tagCheck ? (
          <Stack space="xsmall">
            <span>{formatText(original)}</span>
            <TagCheckBadges check={original.tagCheck} />
          </Stack>
        ) : (
          formatText(original)
        ),
    }),
    column.accessor((row) => row.campaign?.name ?? '', {
      id: 'campaign',
      header: t('digital.columns.campaign'),
      cell: (info) => <Truncate>{info.getValue()}</Truncate>,
    }),
    column.accessor('clickUrl', {
      id: 'clickUrl',
      header: t('digital.columns.clickUrl'),
      cell: ({ row: { original } }) =>
        original.clickUrl ? (
          <Link href={original.clickUrl} target="_blank" rel="noopener noreferrer">
            {original.clickUrl.replace(/^https:\/\//, '')}
          </Link>
        ) : (
          ''
        ),
    }),
    dateTimeColumn(column, 'createdAt', t('digital.columns.receivedAt')),
    column.display({
      id: 'approval',
      header: t('digital.columns.approval'),
      cell: ({ row: { original } }) =>
        original.approvalState === 'PENDING_APPROVAL' ? (
          <Button
            size="small"
            onPress={() => review(original)}
            aria-label={t('digital.approval.reviewNamed', { name: original.name })}
          >
            {t('digital.approval.review')}
          </Button>
        ) : (
          <Inline space="xsmall">
            {original.approvalState && (
              <StatusBadge tone={APPROVAL_TONES[original.approvalState]}>
                {t(`statuses.${original.approvalState}`)}
              </StatusBadge>
            )}
            <Truncate>
              {[original.reviewedBy, original.rejectionReason].filter(Boolean).join(': ')}
            </Truncate>
          </Inline>
        ),
      meta: { width: '14rem' },
    }),
  ];
}

// The review and reject dialogs load when the first creative opens (issue 36).
const reviewDialog = lazyPart(() =>
  import('./ApprovalDialogs.tsx').then((module) => module.ReviewDialog),
);
const rejectDialog = lazyPart(() =>
  import('./ApprovalDialogs.tsx').then((module) => module.RejectDialog),
);

export function ApprovalPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const routeParams = useTableParams<'operations.approval'>();
  const drafts = pathname.endsWith('/creative-drafts');
  const status: ApprovalState = routeParams.status ?? 'PENDING_APPROVAL';
  const list = useList({
    definition: creativeList,
    listKey: 'digital-approval',
    calls: { list: ops.operationsCreatives },
    params: { approvalState: status },
    query: (query) => (drafts ? { ...query, kind: 'DRAFT' } : query),
  });
  const kind = drafts ? 'DRAFT' : ((list.state as { kind?: string }).kind ?? 'CREATIVE');
  const counts = useCounts(ops.operationsCreativeCounts, { kind });
  const tabs = useRouteTabs(t, '/digital-operations/approval', APPROVAL_STATES, status, counts);
  const [reviewing, setReviewing] = useState<DigitalCreative>();
  const [rejecting, setRejecting] = useState<DigitalCreative>();
  const refresh = useCallback(
    () =>
      Promise.all([
        invalidatePath(queryClient, 'ws-operations'),
        invalidatePath(queryClient, homeEndpoints.homeCounts.path),
      ]),
    [queryClient],
  );
  /** The decision's toast, with its undo (the server allows it for a while after). */
  const decided = useCallback(
    (decision: DigitalCreative) => {
      const approved = decision.approvalState === 'APPROVED';
      const name = decision.name;
      let close = () => {};
      const undo = async () => {
        close();
        try {
          await call(ops.operationsUndoCreativeDecision, {
            params: { id: decision.id },
            body: { version: decision.version },
          });
          toast({ title: t('digital.approval.undone', { name }), tone: 'positive' });
        } catch {
          toast({ title: t('digital.approval.undoFailed', { name }), tone: 'critical' });
        }
        await refresh();
      };
      close = toast({
        title: t(approved ? 'digital.approval.approved' : 'digital.approval.rejected', { name }),
        tone: 'positive',
        body: (
          <Button size="small" variant="secondary" onPress={() => void undo()}>
            {t('digital.approval.undo')}
          </Button>
        ),
      });
      void refresh();
    },
    [t, toast, refresh],
  );
  const columns = useMemo(() => creativeColumns(t, setReviewing), [t]);
  return (
    <>
      <ListView list={{ ...list, tabs }} columns={columns} />
      {reviewing && (
        <OnDemandDialog
          part={reviewDialog}
          props={{
            creative: reviewing,
            onClose: () => setReviewing(undefined),
            onReject: () => {
              setRejecting(reviewing);
              setReviewing(undefined);
            },
            onApprove: async () => {
              const decision = await call(ops.operationsDecideCreative, {
                params: { id: reviewing.id },
                body: { approvalState: 'APPROVED', version: reviewing.version },
              });
              setReviewing(undefined);
              decided(decision);
            },
          }}
          onClose={() => setReviewing(undefined)}
        />
      )}
      {rejecting && (
        <OnDemandDialog
          part={rejectDialog}
          props={{
            creative: rejecting,
            onClose: (decision?: DigitalCreative) => {
              setRejecting(undefined);
              if (decision) decided(decision);
            },
          }}
          onClose={() => setRejecting(undefined)}
        />
      )}
    </>
  );
}
