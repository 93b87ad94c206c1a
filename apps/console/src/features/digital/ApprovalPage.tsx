import {
  APPROVAL_STATES,
  type ApprovalState,
  CREATIVE_KINDS,
  type DigitalCreative,
  digitalOperationsEndpoints as ops,
} from '@adconsole/api';
import { FormDialog, FormTextArea, requiredText, useZodForm } from '@adconsole/forms';
import { formatDateTime } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  Inline,
  Link,
  StatusBadge,
  Truncate,
  useToast,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import type { RouteNode } from '../../routes/table/types.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { useCounts, useRouteTabs } from './digitalParts.tsx';

const creativeList = defineList({
  params: {
    searchQuery: textParam({ filter: 'digital.filters.search' }),
    kind: choiceParam(CREATIVE_KINDS, {
      filter: 'digital.filters.kind',
      optionLabel: (kind) => `digital.kinds.${kind}`,
    }),
  },
  sort: { fields: ['createdAt'] as const, field: 'createdAt', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

const APPROVAL_TONES: Record<ApprovalState, 'warning' | 'positive' | 'critical'> = {
  PENDING_APPROVAL: 'warning',
  APPROVED: 'positive',
  REJECTED: 'critical',
};

/** The pending-approval badge of the navigation counts what this queue holds. */
const PENDING_BADGE = ['shell', 'pendingApprovalCount'];

function creativeColumns(
  t: TFunction,
  decide: (creative: DigitalCreative, approve: boolean) => void,
) {
  const column = createDataTableColumns<DigitalCreative>();
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
        `${t(`digital.formats.${original.format}`)}${original.width ? ` · ${original.width}×${original.height}` : ''}`,
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
    column.accessor('createdAt', {
      id: 'createdAt',
      header: t('digital.columns.receivedAt'),
      cell: (info) => formatDateTime(info.getValue()),
      meta: { width: '10rem' },
    }),
    column.display({
      id: 'approval',
      header: t('digital.columns.approval'),
      cell: ({ row: { original } }) =>
        original.approvalState === 'PENDING_APPROVAL' ? (
          <Inline space="xsmall">
            <Button
              size="small"
              onPress={() => decide(original, true)}
              aria-label={t('digital.approval.approveNamed', { name: original.name })}
            >
              {t('digital.approval.approve')}
            </Button>
            <Button
              size="small"
              variant="secondary"
              onPress={() => decide(original, false)}
              aria-label={t('digital.approval.rejectNamed', { name: original.name })}
            >
              {t('digital.approval.reject')}
            </Button>
          </Inline>
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
      meta: { width: '20rem' },
    }),
  ];
}

const rejectForm = z.object({ reason: requiredText() });

/** Reject a creative: the reason is required and goes to the activity log. */
function RejectDialog({
  creative,
  onClose,
}: {
  creative: DigitalCreative;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const controller = useZodForm({
    schema: rejectForm,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      await call(ops.operationsDecideCreative, {
        params: { id: creative.id },
        body: { approvalState: 'REJECTED', reason, version: creative.version },
      });
      onClose(true);
    },
  });
  return (
    <FormDialog
      controller={controller}
      title={t('digital.approval.rejectTitle', { name: creative.name })}
      submitLabel={t('digital.approval.reject')}
      onClose={() => onClose(false)}
    >
      <FormTextArea
        control={controller.control}
        name="reason"
        label={t('digital.approval.reason')}
        isRequired
        autoFocus
        rows={3}
        maxLength={500}
      />
    </FormDialog>
  );
}

/**
 * /digital-operations/approval/{status} (spec 3 §2.3): the creatives — or the creative drafts
 * (/approval/creative-drafts) — of an approval state, the oldest first; approve one, or
 * reject it with a reason. The navigation's badge follows.
 */
export function ApprovalPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const routeParams = useTableParams<RouteNode>() as { status?: ApprovalState };
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
  const [rejecting, setRejecting] = useState<DigitalCreative>();
  const refresh = useCallback(
    () =>
      Promise.all([
        invalidatePath(queryClient, 'ws-operations'),
        queryClient.invalidateQueries({ queryKey: PENDING_BADGE }),
      ]),
    [queryClient],
  );
  const columns = useMemo(
    () =>
      creativeColumns(t, (creative, approve) => {
        if (!approve) {
          setRejecting(creative);
          return;
        }
        void call(ops.operationsDecideCreative, {
          params: { id: creative.id },
          body: { approvalState: 'APPROVED', version: creative.version },
        }).then(async () => {
          toast({
            title: t('digital.approval.approved', { name: creative.name }),
            tone: 'positive',
          });
          await refresh();
        });
      }),
    [t, toast, refresh],
  );
  return (
    <>
      <ListView list={{ ...list, tabs }} columns={columns} />
      {rejecting && (
        <RejectDialog
          creative={rejecting}
          onClose={(done) => {
            const creative = rejecting;
            setRejecting(undefined);
            if (done) {
              toast({
                title: t('digital.approval.rejected', { name: creative.name }),
                tone: 'positive',
              });
              void refresh();
            }
          }}
        />
      )}
    </>
  );
}
