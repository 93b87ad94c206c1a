import {
  callPath,
  type OfferMailPreview,
  orderEndpoints,
  postCampaignEndpoints,
  readDownload,
} from '@adconsole/api';
import {
  FormCheckbox,
  FormDatePicker,
  FormDialog,
  FormSelect,
  FormTextArea,
  FormTextField,
  requiredChoice,
  requiredDate,
  requiredText,
  useZodForm,
} from '@adconsole/forms';
import { formatDisplayDate, type Language } from '@adconsole/i18n';
import {
  DialogContent,
  DialogTitle,
  Inline,
  Link,
  Loader,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import {
  call,
  endpointQuery,
  invalidatePath,
  useActingCompanyId,
} from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { QueryFailure } from '../../kit/QueryFailure.tsx';
import { offerWarningText } from './offerWarningText.ts';

// "Send offer" (issue 33 point 5), one part for the orders' campaigns and the post campaigns:
// the server's preview (recipient from the account's contacts, subject and text in the
// customer's language, the offer PDF attached, warnings), editable, then sent on a press:
// the server moves the status, writes the history and puts the mail with the PDF in the outbox.

/** Where each kind of campaign previews, sends and renders its offer. */
const OFFER_CALLS = {
  campaign: {
    preview: orderEndpoints.ordersOfferMailPreview,
    send: orderEndpoints.ordersOfferMailSend,
    pdf: (id: number) =>
      callPath(orderEndpoints.ordersPreviewPdf, { params: { id }, query: { kind: 'OFFER' } }),
    refresh: 'ws-order/campaigns',
  },
  post: {
    preview: postCampaignEndpoints.offerMailPreview,
    send: postCampaignEndpoints.offerMailSend,
    pdf: (id: number, language: string) =>
      callPath(postCampaignEndpoints.document, { params: { id }, query: { language } }),
    refresh: 'ws-post',
  },
} as const;

export type OfferKind = keyof typeof OFFER_CALLS;

const ACCOUNT_ADDRESS = 'account';

export interface OfferSendDialogProps {
  kind: OfferKind;
  campaign: { id: number; name: string; version?: number };
  onClose: () => void;
  /** After the offer went out (the campaign is OFFERED now): its page moves to the new status. */
  onSent?: () => void;
}

/** The offer's PDF, fetched with the session and offered as a link to open it. */
function AttachedPdf({ path, fileName }: { path: string; fileName: string }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    let cancelled = false;
    apiClient
      .getResponse(path)
      .then(readDownload)
      .then((file) => {
        if (cancelled || !file) return;
        objectUrl = URL.createObjectURL(file.blob);
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return (
    <Inline space="small">
      <Text weight="strong">{t('orders.offer.attachment')}</Text>
      {url ? (
        <Link href={url} target="_blank" rel="noopener" download={fileName}>
          {fileName}
        </Link>
      ) : failed ? (
        <Text tone="critical">{t('orders.pdf.failed')}</Text>
      ) : (
        <Text tone="muted">{fileName}</Text>
      )}
    </Inline>
  );
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The query of an offer's mail preview. */
const offerPreviewQuery = (kind: OfferKind, id: number, companyId: number | null) =>
  endpointQuery(OFFER_CALLS[kind].preview, { params: { id } }, companyId);

/** The dialog: loads the preview, then the editable form. */
export function OfferSendDialog(props: OfferSendDialogProps) {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const preview = useQuery({
    ...offerPreviewQuery(props.kind, props.campaign.id, companyId),
    staleTime: 0,
    gcTime: 0,
  });
  if (!preview.data) {
    return (
      <DialogContent
        isOpen
        onOpenChange={(isOpen) => {
          if (!isOpen) props.onClose();
        }}
      >
        <DialogTitle>{t('orders.offer.title', { name: props.campaign.name })}</DialogTitle>
        {preview.isError ? (
          <QueryFailure error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <Loader />
        )}
      </DialogContent>
    );
  }
  return <OfferSendForm {...props} preview={preview.data} />;
}

function OfferSendForm({
  kind,
  campaign,
  onClose,
  onSent,
  preview,
}: OfferSendDialogProps & { preview: OfferMailPreview }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const toast = useToast();
  const queryClient = useQueryClient();
  const calls = OFFER_CALLS[kind];
  const companyId = useActingCompanyId();
  const previewKey = offerPreviewQuery(kind, campaign.id, companyId).queryKey;
  const warned = preview.warnings.length > 0;
  const schema = z.object({
    recipient: requiredChoice(z.string()),
    subject: requiredText(),
    text: requiredText(),
    acceptWarnings: warned
      ? z.literal(true, { error: t('orders.offer.acceptRequired') })
      : z.boolean(),
    validUntil: preview.validUntil === null ? z.nullable(z.string()) : requiredDate(),
  });
  const first = preview.recipients[0];
  const controller = useZodForm({
    schema,
    defaultValues: {
      recipient: first ? String(first.contactId ?? ACCOUNT_ADDRESS) : null,
      subject: preview.subject,
      text: preview.text,
      acceptWarnings: false,
      validUntil: preview.validUntil,
    },
    onSubmit: async (values) => {
      const contactId = values.recipient === ACCOUNT_ADDRESS ? null : Number(values.recipient);
      const sent = await call(calls.send, {
        params: { id: campaign.id },
        body: {
          ...(campaign.version === undefined ? {} : { version: campaign.version }),
          contactId,
          subject: values.subject,
          text: values.text,
          ...(warned ? { acceptWarnings: true } : {}),
          ...(values.validUntil ? { validUntil: values.validUntil } : {}),
        },
      });
      toast({
        title: t('orders.offer.sent', { recipient: sent.recipient }),
        tone: 'positive',
      });
      // The preview exists only for a draft: once sent it answers 409, so it leaves the cache
      // before the campaign's queries are refreshed (else the refresh fetches it again, twice
      // with the retry, and the error toasts beside the success). The dialog closes at once;
      // the lists refresh behind it.
      queryClient.removeQueries({ queryKey: previewKey });
      onClose();
      onSent?.();
      void invalidatePath(queryClient, calls.refresh);
    },
  });
  const field = fieldsOf(controller.control, t, 'orders.offer');
  // The mail says the valid-until day: a new day chosen replaces the one it said (issue 33).
  const validUntil = useWatch({ control: controller.control, name: 'validUntil' });
  const [saidDay, setSaidDay] = useState(preview.validUntil);
  useEffect(() => {
    if (!validUntil || !saidDay || validUntil === saidDay || !isDay(validUntil)) return;
    for (const field of ['subject', 'text'] as const) {
      const value = controller.form.getValues(field);
      const next = value.split(formatDisplayDate(saidDay)).join(formatDisplayDate(validUntil));
      if (next !== value) controller.form.setValue(field, next, { shouldDirty: true });
    }
    setSaidDay(validUntil);
  }, [validUntil, saidDay, controller]);
  return (
    <FormDialog
      controller={controller}
      title={t('orders.offer.title', { name: campaign.name })}
      submitLabel={t('orders.offer.send')}
      onClose={onClose}
    >
      {preview.recipients.length === 0 ? (
        <Text tone="critical">{t('orders.offer.noRecipient')}</Text>
      ) : (
        <FormSelect
          {...field('recipient')}
          isRequired
          options={preview.recipients.map((recipient) => ({
            id: String(recipient.contactId ?? ACCOUNT_ADDRESS),
            label: `${recipient.name} <${recipient.email}>`,
          }))}
        />
      )}
      <Text tone="muted">
        {t('orders.offer.language', { language: t(`orders.language.${preview.language}`) })}
      </Text>
      <FormTextField {...field('subject')} isRequired />
      <FormTextArea {...field('text')} isRequired />
      {preview.validUntil !== null && <FormDatePicker {...field('validUntil')} isRequired />}
      <AttachedPdf
        path={
          kind === 'campaign'
            ? OFFER_CALLS.campaign.pdf(campaign.id)
            : OFFER_CALLS.post.pdf(campaign.id, preview.language)
        }
        fileName={preview.attachment.fileName}
      />
      {warned && (
        <Stack space="small">
          <Inline space="small">
            <StatusBadge tone="warning">{t('orders.offer.warningsTitle')}</StatusBadge>
          </Inline>
          <ul aria-label={t('orders.offer.warningsTitle')}>
            {preview.warnings.map((warning) => (
              <li key={`${warning.code}-${warning.position ?? ''}`}>
                <Text>{offerWarningText(t, language, warning)}</Text>
              </li>
            ))}
          </ul>
          <FormCheckbox {...field('acceptWarnings')} />
        </Stack>
      )}
    </FormDialog>
  );
}
