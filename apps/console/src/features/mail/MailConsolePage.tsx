import {
  ApiError,
  jobEndpoints,
  MAIL_LANGUAGES,
  MAIL_SORT_FIELDS,
  MAIL_STATES,
  type Mail,
} from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, createDataTableColumns, lazyPart, StatusBadge, useToast } from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call } from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { stateTone } from './mailParts.ts';

// A mail opens in a dialog loaded with the first mail opened (MailDialog.tsx, issue 36).
const mailDialog = lazyPart(() => import('./MailDialog.tsx').then((module) => module.MailDialog));

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
      {openId !== undefined && (
        <OnDemandDialog
          part={mailDialog}
          props={{ id: openId, onClose: () => setOpenId(undefined) }}
          onClose={() => setOpenId(undefined)}
        />
      )}
      {resend.toast}
    </>
  );
}
