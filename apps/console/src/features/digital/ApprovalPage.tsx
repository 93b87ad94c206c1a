import {
  APPROVAL_STATES,
  type ApprovalState,
  CREATIVE_KINDS,
  callPath,
  type DigitalCreative,
  homeEndpoints,
  digitalOperationsEndpoints as ops,
} from '@adconsole/api';
import { FormDialog, FormTextArea, requiredText, useZodForm } from '@adconsole/forms';
import {
  Button,
  createDataTableColumns,
  Inline,
  Link,
  Spinner,
  Stack,
  StatusBadge,
  Text,
  Truncate,
  useToast,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { APPROVAL_TONES } from '../../app/approvalTones.ts';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import { TagCheckBadges } from '../ad-tags/tagParts.tsx';
import { useAuthorizedImage, useCounts, useRouteTabs } from './digitalParts.tsx';

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

const rejectForm = z.object({ reason: requiredText() });

/** Reject a creative: the reason is required and goes to the activity log. */
function RejectDialog({
  creative,
  onClose,
}: {
  creative: DigitalCreative;
  onClose: (decision?: DigitalCreative) => void;
}) {
  const { t } = useTranslation();
  const controller = useZodForm({
    schema: rejectForm,
    defaultValues: { reason: '' },
    onSubmit: async ({ reason }) => {
      onClose(
        await call(ops.operationsDecideCreative, {
          params: { id: creative.id },
          body: { approvalState: 'REJECTED', reason, version: creative.version },
        }),
      );
    },
  });
  const field = fieldsOf(controller.control, t, 'digital.approval');
  return (
    <FormDialog
      controller={controller}
      title={t('digital.approval.rejectTitle', { name: creative.name })}
      submitLabel={t('digital.approval.reject')}
      onClose={() => onClose()}
    >
      <FormTextArea {...field('reason')} isRequired autoFocus rows={3} maxLength={500} />
    </FormDialog>
  );
}

/** The image creative's preview, fetched with the session's token, as an object URL. */
function CreativePreview({ creative, alt }: { creative: DigitalCreative; alt: string }) {
  const url = useAuthorizedImage(
    callPath(ops.operationsCreativePreview, { params: { id: creative.id } }),
  );
  const width = Math.min(creative.width ?? 300, 600);
  const height = Math.round(((creative.height ?? 250) * width) / (creative.width ?? 300));
  return url ? (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  ) : (
    <Spinner label={alt} />
  );
}

/** One fact of a creative in the review: its label and value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack space="xxsmall">
      <Text size="small" tone="muted">
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

/**
 * The review of a pending creative: its preview (an image) or its details (a tag, a video, an
 * HTML5 package), then approve — this is the confirmation — or reject with a reason.
 */
function ReviewDialog({
  creative,
  onClose,
  onApprove,
  onReject,
}: {
  creative: DigitalCreative;
  onClose: () => void;
  onApprove: () => Promise<void>;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const size = creative.width ? `${creative.width}×${creative.height}` : '–';
  return (
    <ActionDialog
      size="large"
      title={t('digital.approval.reviewTitle', { name: creative.name })}
      onClose={onClose}
      cancel={t('digital.approval.cancel')}
      actions={
        <>
          <Button variant="secondary" onPress={onReject}>
            {t('digital.approval.reject')}
          </Button>
          <Button
            isBusy={busy}
            onPress={async () => {
              setBusy(true);
              try {
                await onApprove();
              } finally {
                setBusy(false);
              }
            }}
          >
            {t('digital.approval.approve')}
          </Button>
        </>
      }
    >
      <Stack space="medium">
        {creative.format === 'IMAGE' && (
          <CreativePreview
            creative={creative}
            alt={t('digital.approval.previewOf', { name: creative.name })}
          />
        )}
        {creative.tagCheck && (
          <Fact label={t('digital.approval.tagCheck')}>
            <TagCheckBadges check={creative.tagCheck} />
          </Fact>
        )}
        {creative.format === 'THIRD_PARTY_TAG' && creative.tag && (
          <Fact label={t('digital.approval.tag')}>
            <code style={{ overflowWrap: 'anywhere' }}>{creative.tag}</code>
          </Fact>
        )}
        {creative.format !== 'IMAGE' && <Text tone="muted">{t('digital.approval.noPreview')}</Text>}
        <Inline space="large">
          <Fact label={t('digital.columns.format')}>{t(`digital.formats.${creative.format}`)}</Fact>
          <Fact label={t('digital.approval.size')}>{size}</Fact>
          <Fact label={t('digital.approval.file')}>{creative.fileName ?? '–'}</Fact>
          <Fact label={t('digital.columns.campaign')}>{creative.campaign?.name ?? '–'}</Fact>
          <Fact label={t('digital.approval.advertiser')}>{creative.advertiser?.name ?? '–'}</Fact>
        </Inline>
        {creative.clickUrl && (
          <Fact label={t('digital.columns.clickUrl')}>
            <Link href={creative.clickUrl} target="_blank" rel="noopener noreferrer">
              {creative.clickUrl.replace(/^https:\/\//, '')}
            </Link>
          </Fact>
        )}
        <Text>{t('digital.approval.confirmText')}</Text>
      </Stack>
    </ActionDialog>
  );
}

/**
 * /digital-operations/approval/{status} (spec 3 §2.3): the creatives — or the creative drafts
 * (/approval/creative-drafts) — of an approval state, the oldest first. A pending one is
 * reviewed (its preview or details), then approved or rejected with a reason; the toast offers
 * to undo the decision. The navigation's badge follows.
 */
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
  // The navigation's badge reads this queue's counts call: reloading the queue reloads it; the
  // home's tile is the same count through the home's call.
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
        <ReviewDialog
          creative={reviewing}
          onClose={() => setReviewing(undefined)}
          onReject={() => {
            setRejecting(reviewing);
            setReviewing(undefined);
          }}
          onApprove={async () => {
            const decision = await call(ops.operationsDecideCreative, {
              params: { id: reviewing.id },
              body: { approvalState: 'APPROVED', version: reviewing.version },
            });
            setReviewing(undefined);
            decided(decision);
          }}
        />
      )}
      {rejecting && (
        <RejectDialog
          creative={rejecting}
          onClose={(decision) => {
            setRejecting(undefined);
            if (decision) decided(decision);
          }}
        />
      )}
    </>
  );
}
