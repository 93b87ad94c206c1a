import {
  ApiError,
  fillPath,
  jobEndpoints,
  MAIL_LANGUAGES,
  MAIL_SORT_FIELDS,
  MAIL_STATES,
  type Mail,
  type MailDetail,
  readDownload,
} from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
  useToast,
} from '@adconsole/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { CleanFrame } from '../../app/trustedHtml.tsx';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { dateTimeColumn } from '../../kit/columns.tsx';
import {
  call,
  endpointQuery,
  invalidatePath,
  useActingCompanyId,
  useEndpoint,
} from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { useList } from '../../kit/useList.ts';

const mailList = defineList({
  params: {
    recipient: textParam({ query: 'recipientFilter', filter: 'mail.filters.recipient' }),
    subject: textParam({ query: 'subjectFilter', filter: 'mail.filters.subject' }),
    state: choiceParam(MAIL_STATES, {
      filter: 'mail.filters.state',
      all: 'mail.filters.allStates',
      labels: 'mail.states',
    }),
    language: choiceParam(MAIL_LANGUAGES, {
      filter: 'mail.filters.language',
      all: 'mail.filters.allLanguages',
      labels: 'mail.languages',
    }),
  },
  sort: { fields: MAIL_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

const stateTone = {
  QUEUED: 'neutral',
  SENT: 'positive',
  FAILED: 'critical',
  BOUNCED: 'warning',
} as const;

/**
 * /admin/mail/console: every mail the system wrote (spec 1 §2.3), by recipient, subject, state
 * and language; a mail opens with its HTML rendered in a sandboxed frame (sanitised on the
 * server), its text, its attachments and the resend and bounce actions. "Resend failed mails"
 * starts a job whose progress shows in a toast.
 */
export function MailConsolePage() {
  const { t } = useTranslation();
  const toast = useToast();
  const [openId, setOpenId] = useState<number>();
  const resend = useJobToast({
    title: t('mail.resendFailed'),
    texts: 'batch.toast',
    refreshes: jobEndpoints.mailsList.path,
  });
  const list = useList({
    definition: mailList,
    listKey: 'admin-mail',
    calls: { list: jobEndpoints.mailsList },
  });
  const resendFailed = useMutation({
    mutationFn: () => call(jobEndpoints.mailsResendFailed, {}),
    onSuccess: ({ jobId }) => resend.follow(jobId),
    onError: (error) =>
      toast({
        title: t('mail.resendFailed'),
        // The server's reason, in the interface's language where the console knows it.
        body:
          error instanceof ApiError && error.errorBody?.translationKey === 'MAIL_TRANSPORT_MISSING'
            ? t('mail.noTransport')
            : error.message,
        tone: 'critical',
      }),
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<Mail>();
    return [
      column.accessor('recipient', { header: t('mail.columns.recipient') }),
      column.accessor('subject', { header: t('mail.columns.subject') }),
      column.accessor('language', {
        header: t('mail.columns.language'),
        cell: (info) => t(`mail.languages.${info.getValue()}`),
        meta: { width: '8rem' },
      }),
      column.accessor('state', {
        header: t('mail.columns.state'),
        cell: (info) => (
          <StatusBadge tone={stateTone[info.getValue()]}>
            {t(`mail.states.${info.getValue()}`)}
          </StatusBadge>
        ),
        meta: { width: 'minmax(9rem, max-content)' },
      }),
      dateTimeColumn(column, 'createdAt', t('mail.columns.createdAt')),
      column.accessor('sentAt', {
        header: t('mail.columns.sentAt'),
        cell: (info) => (info.getValue() ? formatDateTime(info.getValue()) : '–'),
        meta: { width: '10rem' },
      }),
      // Opens the mail (so does Enter on the row).
      column.display({
        id: 'open',
        header: t('mail.columns.open'),
        enableHiding: false,
        cell: ({ row: { original: mail } }) => (
          <Button
            variant="ghost"
            size="small"
            onPress={() => setOpenId(mail.id)}
            aria-label={t('mail.openNamed', { subject: mail.subject, recipient: mail.recipient })}
          >
            {t('mail.open')}
          </Button>
        ),
        meta: { width: 'max-content' },
      }),
    ];
  }, [t]);
  return (
    <>
      <ListView
        list={list}
        columns={columns}
        onRowAction={(mail) => setOpenId(mail.id)}
        description={t('mail.outboxHint')}
        actions={
          <Button
            variant="secondary"
            isBusy={resendFailed.isPending}
            onPress={() => resendFailed.mutate()}
          >
            {t('mail.resendFailed')}
          </Button>
        }
      />
      {openId !== undefined && <MailDialog id={openId} onClose={() => setOpenId(undefined)} />}
      {resend.toast}
    </>
  );
}

function MailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const companyId = useActingCompanyId();
  const mail = useEndpoint(jobEndpoints.mailsGet, { params: { id } });
  const change = useMutation({
    mutationFn: (action: 'resend' | 'bounce') =>
      call(action === 'resend' ? jobEndpoints.mailsResend : jobEndpoints.mailsBounce, {
        params: { id },
      }),
    onSuccess: (saved, action) => {
      queryClient.setQueryData(
        endpointQuery(jobEndpoints.mailsGet, { params: { id } }, companyId).queryKey,
        saved,
      );
      void invalidatePath(queryClient, jobEndpoints.mailsList.path);
      toast({ title: t(`mail.toast.${action}`, { recipient: saved.recipient }), tone: 'positive' });
    },
    onError: (error) =>
      toast({ title: t('mail.toast.failed'), body: error.message, tone: 'critical' }),
  });
  const download = async (attachmentId: number) => {
    const path = fillPath(jobEndpoints.mailsAttachment.path, { id, attachmentId });
    const file = await readDownload(await apiClient.getResponse(path));
    if (file) saveDownload(file);
  };
  const detail = mail.data;
  return (
    <ActionDialog
      size="large"
      title={detail?.subject ?? t('mail.dialog.loading')}
      onClose={onClose}
      actions={
        <>
          {detail?.state === 'SENT' && (
            <Button
              variant="secondary"
              isBusy={change.isPending}
              onPress={() => change.mutate('bounce')}
            >
              {t('mail.actions.bounce')}
            </Button>
          )}
          {detail && detail.state !== 'QUEUED' && (
            <Button isBusy={change.isPending} onPress={() => change.mutate('resend')}>
              {t('mail.actions.resend')}
            </Button>
          )}
        </>
      }
    >
      {!detail ? (
        <QueryPending query={mail} />
      ) : (
        <Stack space="medium">
          <MailFacts mail={detail} />
          {detail.html !== null ? (
            <CleanFrame
              title={t('mail.dialog.html', { subject: detail.subject })}
              // No scripts, no forms, no same origin: the mail cannot reach the console.
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              html={detail.html}
              width="100%"
              height="320"
            />
          ) : null}
          <Stack space="xsmall">
            <Text weight="strong">{t('mail.dialog.text')}</Text>
            {detail.text
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a fixed text
                <Text key={index} size="small">
                  {line}
                </Text>
              ))}
          </Stack>
          {detail.attachments.length > 0 && (
            <Stack space="xsmall">
              <Text weight="strong">{t('mail.dialog.attachments')}</Text>
              <Inline space="small">
                {detail.attachments.map((attachment) => (
                  <Button
                    key={attachment.id}
                    variant="secondary"
                    size="small"
                    onPress={() => void download(attachment.id)}
                    aria-label={t('mail.dialog.download', { name: attachment.fileName })}
                  >
                    {attachment.fileName}
                  </Button>
                ))}
              </Inline>
            </Stack>
          )}
        </Stack>
      )}
    </ActionDialog>
  );
}

/** A mail's template by its name (the code only for a template without one). */
function templateLabel(t: TFunction, template: string) {
  return t(`mail.templates.${template}`, { defaultValue: template });
}

/** What a mail is about, by the record's kind and number: "Benutzer #622", not "USER 622". */
function relatedLabel(t: TFunction, related: { type: string; id: number }) {
  return t(`mail.relatedTypes.${related.type}`, {
    id: related.id,
    defaultValue: t('mail.relatedTypes.other', { id: related.id }),
  });
}

function MailFacts({ mail }: { mail: MailDetail }) {
  const { t } = useTranslation();
  return (
    <RecordFacts
      label={t('mail.dialog.facts')}
      facts={[
        [t('mail.columns.recipient'), mail.recipient],
        [
          t('mail.columns.state'),
          <StatusBadge key="state" tone={stateTone[mail.state]}>
            {t(`mail.states.${mail.state}`)}
          </StatusBadge>,
        ],
        [t('mail.columns.language'), t(`mail.languages.${mail.language}`)],
        [t('mail.columns.template'), templateLabel(t, mail.template)],
        [t('mail.columns.createdAt'), formatDateTime(mail.createdAt)],
        [t('mail.columns.sentAt'), mail.sentAt ? formatDateTime(mail.sentAt) : null],
        [t('mail.columns.attempts'), String(mail.attempts)],
        [
          t('mail.columns.related'),
          // An invoice by its number, linked to its page; other records by their kind and id.
          mail.related?.type === 'invoice' ? (
            <Link key="related" href={`/finances/invoice/${mail.related.id}`}>
              {t('mail.relatedTypes.invoice', { name: mail.relatedName ?? `#${mail.related.id}` })}
            </Link>
          ) : mail.related ? (
            relatedLabel(t, mail.related)
          ) : null,
        ],
        [t('mail.columns.lastError'), mail.lastError],
      ]}
    />
  );
}
