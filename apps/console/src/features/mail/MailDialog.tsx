import { fillPath, jobEndpoints, type MailDetail, readDownload } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, Inline, Link, Stack, StatusBadge, Text, useToast } from '@adconsole/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { CleanFrame } from '../../app/trustedHtml.tsx';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import {
  call,
  endpointQuery,
  invalidatePath,
  useActingCompanyId,
  useEndpoint,
} from '../../kit/endpointQuery.ts';
import { QueryPending } from '../../kit/QueryPending.tsx';
import { RecordFacts } from '../../kit/RecordFacts.tsx';
import { stateTone } from './mailParts.ts';

// A mail of the mail console, opened from its list: a part of its own, loaded when the first
// mail opens (issue 36: its dialog, the sanitised HTML frame and DOMPurify stay off the list).

/** A mail: its facts, its HTML in a sandboxed frame, its text and attachments, resend and bounce. */
export function MailDialog({ id, onClose }: { id: number; onClose: () => void }) {
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
