import {
  type ApprovalCheck,
  callPath,
  type DigitalCreative,
  digitalOperationsEndpoints as ops,
} from '@adconsole/api';
import { FormDialog, FormTextArea, requiredText, useZodForm } from '@adconsole/forms';
import { Button, Inline, Link, Spinner, Stack, StatusBadge, Text } from '@adconsole/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { TagCheckBadges } from '../ad-tags/tagParts.tsx';
import { useAuthorizedImage } from './digitalParts.tsx';

// The approval's review and reject dialogs: a part of their own, loaded when the first creative
// opens (issue 36: their form and react-aria's dialog stay off the list until then).

const rejectForm = z.object({ reason: requiredText() });

/** Reject a creative: the reason is required and goes to the activity log. */
export function RejectDialog({
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

const CHECK_TONES = { PASS: 'positive', WARN: 'warning', FAIL: 'critical' } as const;

/**
 * What the reviewer must check (issue 40), each with the server's verdict: the size against the
 * placement, the file's type and weight, the click URL, a tag's vendor and macros.
 */
function ApprovalChecks({ checks }: { checks: readonly ApprovalCheck[] }) {
  const { t } = useTranslation();
  const title = t('digital.approval.checks.title');
  return (
    <Stack space="xsmall">
      <Text weight="strong">{title}</Text>
      <Stack space="xsmall" as="ul" aria-label={title}>
        {checks.map(({ check, result, values }) => (
          <li key={check}>
            <Inline space="small" align="center">
              <StatusBadge tone={CHECK_TONES[result]}>
                {t(`digital.approval.checks.results.${result}`)}
              </StatusBadge>
              <Text as="span">
                {t(`digital.approval.checks.${check}.${result}`, {
                  ...values,
                  ...(values.vendor ? { vendor: t(`adTags.vendors.${values.vendor}`) } : {}),
                })}
              </Text>
            </Inline>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The review of a pending creative: its preview (an image) or its details (a tag, a video, an
 * HTML5 package), what to check with the server's verdicts, then approve — this is the
 * confirmation — or reject with a reason.
 */
export function ReviewDialog({
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
        <ApprovalChecks checks={creative.checks} />
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
