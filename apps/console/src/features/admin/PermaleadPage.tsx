import {
  ApiError,
  callPath,
  PERMALEAD_FIELDS,
  PERMALEAD_OUTCOMES,
  PERMALEAD_SIGNATURE_HEADER,
  PERMALEAD_TIMESTAMP_HEADER,
  type Permalead,
  type PermaleadOutcome,
  type PermaleadRotation,
  type PermaleadUpload,
  permaleadEndpoints,
  permaleadUploadSchema,
} from '@adconsole/api';
import { FilePicker } from '@adconsole/forms';
import { formatDateTime } from '@adconsole/i18n';
import {
  Button,
  ConfirmDialog,
  createDataTableColumns,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
  TextField,
  useToast,
} from '@adconsole/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { saveDownload } from '../../app/download.ts';
import { dateTimeColumn } from '../../kit/columns.tsx';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { Section } from '../../kit/Section.tsx';
import { useList } from '../../kit/useList.ts';

// /admin/permalead (spec 1 §2.3, ADMIN; issue 44): the leads of the external lead provider. The
// provider posts each lead to the webhook, signed with the company's secret; a file of leads
// can be uploaded here. Each lead is matched against the accounts and contacts (the CRM's
// duplicate rules) and becomes a sales task; the list says what became of each. The secret is
// rotated here and shown once: the server keeps it sealed and never answers it again.

const TEXTS = 'permalead';

const leadList = defineList({
  params: {
    searchQuery: textParam({ filter: `${TEXTS}.filters.search` }),
    outcome: choiceParam(PERMALEAD_OUTCOMES, {
      filter: `${TEXTS}.filters.outcome`,
      labels: `${TEXTS}.outcomes`,
      all: `${TEXTS}.filters.allOutcomes`,
    }),
  },
  sort: { fields: ['receivedAt'] as const, field: 'receivedAt', order: 'DESC' },
  pageSizes: [25, 50, 100],
});

const OUTCOME_TONES: Record<PermaleadOutcome, 'positive' | 'link' | 'critical'> = {
  CREATED: 'positive',
  MATCHED: 'link',
  REFUSED: 'critical',
};

/** The webhook's address, its secret's state and its rotation (the new secret shown once). */
function WebhookSection() {
  const { t } = useTranslation();
  const invalidate = useInvalidatePath();
  const settings = useEndpoint(permaleadEndpoints.permaleadSettings, {});
  const toast = useToast();
  const [rotation, setRotation] = useState<PermaleadRotation>();
  const state = rotation ?? settings.data;
  const rotate = async () => {
    setRotation(await call(permaleadEndpoints.permaleadRotate, {}));
    await invalidate(callPath(permaleadEndpoints.permaleadSettings));
  };
  const address = state ? `${window.location.origin}${state.webhookPath}` : '';
  return (
    <Section title={t(`${TEXTS}.webhook.title`)} level={2}>
      <Text>{t(`${TEXTS}.webhook.intro`)}</Text>
      {state && <TextField label={t(`${TEXTS}.webhook.address`)} value={address} isReadOnly />}
      <Text tone="muted">
        {t(`${TEXTS}.webhook.signing`, {
          timestamp: PERMALEAD_TIMESTAMP_HEADER,
          signature: PERMALEAD_SIGNATURE_HEADER,
        })}
      </Text>
      <Text>
        {state?.rotatedAt
          ? t(`${TEXTS}.webhook.secretSet`, {
              date: formatDateTime(state.rotatedAt),
              name: state.rotatedBy ?? '',
            })
          : t(`${TEXTS}.webhook.noSecret`)}
      </Text>
      {rotation && (
        <Stack space="xsmall">
          <TextField
            label={t(`${TEXTS}.webhook.newSecret`)}
            value={rotation.secret}
            isReadOnly
            description={t(`${TEXTS}.webhook.shownOnce`)}
          />
          <Inline>
            <Button
              variant="secondary"
              size="small"
              onPress={() =>
                void navigator.clipboard
                  .writeText(rotation.secret)
                  .then(() => toast({ title: t(`${TEXTS}.webhook.copied`), tone: 'positive' }))
              }
            >
              {t(`${TEXTS}.webhook.copy`)}
            </Button>
          </Inline>
        </Stack>
      )}
      <Inline>
        <ConfirmDialog
          title={t(
            state?.secretSet ? `${TEXTS}.webhook.rotateTitle` : `${TEXTS}.webhook.createTitle`,
          )}
          text={t(state?.secretSet ? `${TEXTS}.webhook.rotateText` : `${TEXTS}.webhook.firstText`)}
          confirmLabel={t(state?.secretSet ? `${TEXTS}.webhook.rotate` : `${TEXTS}.webhook.create`)}
          tone={state?.secretSet ? 'critical' : 'neutral'}
          onConfirm={rotate}
        >
          <Button variant="secondary">
            {t(state?.secretSet ? `${TEXTS}.webhook.rotate` : `${TEXTS}.webhook.create`)}
          </Button>
        </ConfirmDialog>
      </Inline>
    </Section>
  );
}

/**
 * A file to start from (the s15 stranger made one by hand from the intro's column list): the
 * columns the upload reads, and two leads as the provider sends them.
 */
function sampleFile(): File {
  const rows = [
    PERMALEAD_FIELDS.join(','),
    'PL-DEMO-1,Beispiel Bäckerei AG,Bahnhofstrasse 12,8001,Zürich,CH,CHE-123.456.789,Anna,Muster,anna.muster@example.ch,+41 44 123 45 67,Bitte um Mediadaten',
    'PL-DEMO-2,Muster Holzbau GmbH,Hauptplatz 3,8010,Graz,AT,,Lukas,Berger,lukas.berger@example.at,,',
  ];
  return new File([`${rows.join('\r\n')}\r\n`], 'permalead-leads.csv', { type: 'text/csv' });
}

/** A file of leads (one a row, the fields as column headers) received at once. */
function UploadSection() {
  const { t } = useTranslation();
  const invalidate = useInvalidatePath();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PermaleadUpload>();
  const [error, setError] = useState<string>();
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    setResult(undefined);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      setResult(
        await apiClient.postForm(
          callPath(permaleadEndpoints.permaleadUpload),
          permaleadUploadSchema,
          form,
        ),
      );
      await invalidate(callPath(permaleadEndpoints.permaleadList));
    } catch (failure) {
      const body = failure instanceof ApiError ? failure.errorBody : undefined;
      const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)
        ?.fieldErrors;
      setError(fieldErrors ? Object.values(fieldErrors)[0] : t(`${TEXTS}.upload.failed`));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Section title={t(`${TEXTS}.upload.title`)} level={2}>
      <Text tone="muted">{t(`${TEXTS}.upload.intro`)}</Text>
      <Inline>
        <Button
          variant="secondary"
          size="small"
          onPress={() => {
            const file = sampleFile();
            saveDownload({ blob: file, fileName: file.name });
          }}
        >
          {t(`${TEXTS}.upload.sample`)}
        </Button>
      </Inline>
      <Inline align="end">
        <FilePicker
          label={t(`${TEXTS}.upload.file`)}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          file={file}
          onChange={(chosen) => {
            setFile(chosen);
            setResult(undefined);
            setError(undefined);
          }}
        />
        <Button onPress={() => void upload()} isDisabled={!file} isBusy={busy}>
          {t(`${TEXTS}.upload.send`)}
        </Button>
      </Inline>
      {error && (
        <Text tone="critical" role="alert">
          {error}
        </Text>
      )}
      {result && (
        <Stack space="xsmall" role="status">
          <Text>{t(`${TEXTS}.upload.result`, result)}</Text>
          {result.rows
            .filter((row) => row.outcome === 'REFUSED')
            .map((row) => (
              <Text key={row.row} tone="muted">
                {t(`${TEXTS}.upload.refusedRow`, { row: row.row, reason: row.reason ?? '' })}
              </Text>
            ))}
        </Stack>
      )}
    </Section>
  );
}

export function PermaleadPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: leadList,
    listKey: 'admin-permalead',
    calls: { list: permaleadEndpoints.permaleadList },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<Permalead>();
    return [
      dateTimeColumn(column, 'receivedAt', t(`${TEXTS}.columns.receivedAt`)),
      column.accessor('outcome', {
        header: t(`${TEXTS}.columns.outcome`),
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            <StatusBadge tone={OUTCOME_TONES[original.outcome]}>
              {t(`${TEXTS}.outcomes.${original.outcome}`)}
            </StatusBadge>
            {original.reason && <Text size="small">{original.reason}</Text>}
          </Stack>
        ),
      }),
      column.accessor('companyName', {
        header: t(`${TEXTS}.columns.company`),
        meta: { kind: 'name' },
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            <Text>{original.companyName ?? '–'}</Text>
            {original.city && (
              <Text tone="muted" size="small">
                {original.city}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.accessor('personName', {
        header: t(`${TEXTS}.columns.person`),
        // Wide enough for an e-mail address on a line (the s15 stranger read them broken).
        meta: { kind: 'name', width: 'minmax(14rem, 2fr)' },
        cell: ({ row: { original } }) => (
          <Stack space="xxsmall">
            <Text>{original.personName ?? '–'}</Text>
            {original.email && (
              <Text tone="muted" size="small">
                {original.email}
              </Text>
            )}
          </Stack>
        ),
      }),
      column.display({
        id: 'records',
        header: t(`${TEXTS}.columns.records`),
        cell: ({ row: { original } }) =>
          original.account ? (
            <Stack space="xxsmall">
              <Link href={`/crm/accounts/${original.account.id}`}>{original.account.name}</Link>
              {original.contact && (
                <Link href={`/crm/contacts/edit/${original.contact.id}`}>
                  {original.contact.name}
                </Link>
              )}
            </Stack>
          ) : (
            <Text tone="muted">–</Text>
          ),
      }),
      column.accessor('taskId', {
        header: t(`${TEXTS}.columns.task`),
        cell: ({ row: { original } }) =>
          original.taskId ? (
            <Link href={`/sales/tasks/details/${original.taskId}`}>
              {t(`${TEXTS}.taskLink`, { id: original.taskId })}
            </Link>
          ) : (
            <Text tone="muted">–</Text>
          ),
      }),
      column.accessor('channel', {
        header: t(`${TEXTS}.columns.channel`),
        cell: ({ row: { original } }) => t(`${TEXTS}.channels.${original.channel}`),
      }),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      description={
        <Stack space="medium">
          <WebhookSection />
          <UploadSection />
        </Stack>
      }
    />
  );
}
