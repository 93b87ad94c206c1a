import {
  ApiError,
  callPath,
  type DataImport,
  type DryRunResult,
  dataImportSchema,
  IMPORT_FIELDS,
  IMPORT_KINDS,
  IMPORT_REQUIRED_FIELDS,
  type ImportKind,
  settingsEndpoints,
} from '@adconsole/api';
import { FilePicker } from '@adconsole/forms';
import {
  Button,
  createDataTableColumns,
  DataTable,
  Inline,
  PageLayout,
  Select,
  Stack,
  StatusBadge,
  Text,
} from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { call } from '../../kit/endpointQuery.ts';
import { JobProgressToast } from '../../kit/JobProgressToast.tsx';
import { Section } from '../../kit/Section.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { ImportGuide } from './ImportGuide.tsx';

// /settings/data-import (spec 1 §2.12; issue 28): accounts, contacts or products from a .csv or
// .xlsx file. Upload → map the file's columns to our fields → a dry run that names every bad
// row → only then the import, as a background job with a result per row. Nothing is written
// before the dry run is confirmed. Issue 37: every field of the record's form can be mapped
// (IMPORT_FIELDS); how the file writes list values and linked records is said above the fields.

const texts = 'settingsImport';
const NO_COLUMN = '__none__';

export function DataImportPage() {
  const { t } = useTranslation();
  const { title, crumbs } = usePageHeading();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<ImportKind>('CONTACTS');
  const [file, setFile] = useState<File>();
  const [record, setRecord] = useState<DataImport>();
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [dryRun, setDryRun] = useState<DryRunResult>();
  const [jobId, setJobId] = useState<number>();
  const [finished, setFinished] = useState<DataImport>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const failed = (failure: unknown) => {
    const body = failure instanceof ApiError ? failure.errorBody : undefined;
    const fieldErrors = (body as { fieldErrors?: Record<string, string> } | undefined)?.fieldErrors;
    const message = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
    setError(message ? t(`${texts}.errors.file`, { message }) : t(`${texts}.errors.upload`));
  };
  const reset = () => {
    setRecord(undefined);
    setDryRun(undefined);
    setJobId(undefined);
    setFinished(undefined);
    setError(undefined);
  };
  const upload = async () => {
    if (!file) return;
    setBusy(true);
    reset();
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const uploaded = await apiClient.postForm(
        callPath(settingsEndpoints.importUpload),
        dataImportSchema,
        form,
        { searchParams: { kind } },
      );
      setRecord(uploaded);
      setMapping(uploaded.mapping);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    if (!record) return;
    setBusy(true);
    setError(undefined);
    try {
      setDryRun(
        await call(settingsEndpoints.importDryRun, {
          params: { id: record.id },
          body: { mapping },
        }),
      );
    } catch (failure) {
      setDryRun(undefined);
      setError(t(`${texts}.errors.mapping`));
      void failure;
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    if (!record) return;
    setBusy(true);
    try {
      const started = await call(settingsEndpoints.importRun, { params: { id: record.id } });
      setJobId(started.jobId);
    } finally {
      setBusy(false);
    }
  };
  const fields: readonly string[] = record ? IMPORT_FIELDS[record.kind] : [];
  const required: readonly string[] = record ? IMPORT_REQUIRED_FIELDS[record.kind] : [];
  const columnOptions = [
    { id: NO_COLUMN, label: t(`${texts}.mapping.none`) },
    ...(record?.headers ?? []).map((header) => ({ id: header, label: header })),
  ];
  const errorColumns = useMemo(() => {
    type Row = DryRunResult['errors'][number] & { id: string };
    const column = createDataTableColumns<Row>();
    return [
      column.accessor('row', {
        header: t(`${texts}.dryRun.row`),
        cell: (info) => String(info.getValue()),
      }),
      column.accessor('field', {
        header: t(`${texts}.dryRun.field`),
        cell: (info) => t(`${texts}.fields.${info.getValue()}`),
      }),
      column.accessor('message', { header: t(`${texts}.dryRun.message`) }),
    ];
  }, [t]);

  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="xlarge">
        <Section title={t(`${texts}.steps.file`)}>
          <Text tone="muted">{t(`${texts}.intro`)}</Text>
          <Inline space="large">
            <Select
              label={t(`${texts}.kind`)}
              options={IMPORT_KINDS.map((id) => ({ id, label: t(`${texts}.kinds.${id}`) }))}
              value={kind}
              onChange={(value) => {
                if (value) setKind(value as ImportKind);
                reset();
              }}
            />
            <FilePicker
              label={t(`${texts}.file`)}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              file={file}
              onChange={(chosen) => {
                setFile(chosen);
                reset();
              }}
            />
            <Button onPress={() => void upload()} isDisabled={!file} isBusy={busy && !record}>
              {t(`${texts}.upload`)}
            </Button>
          </Inline>
          {error && (
            <Text tone="critical" role="alert">
              {error}
            </Text>
          )}
        </Section>

        <ImportGuide kind={kind} />

        {record && (
          <Section title={t(`${texts}.steps.mapping`)}>
            <Text>
              {t(`${texts}.mapping.summary`, { file: record.fileName, count: record.rowCount })}
            </Text>
            <Inline space="large">
              {fields.map((field) => (
                <Select
                  key={field}
                  label={t(`${texts}.fields.${field}`)}
                  isRequired={required.includes(field)}
                  options={columnOptions}
                  value={mapping[field] ?? NO_COLUMN}
                  onChange={(value) => {
                    setDryRun(undefined);
                    setMapping((current) => {
                      const next = { ...current };
                      if (!value || value === NO_COLUMN) delete next[field];
                      else next[field] = String(value);
                      return next;
                    });
                  }}
                />
              ))}
            </Inline>
            <Inline space="small">
              <Button onPress={() => void check()} isBusy={busy && !dryRun} isDisabled={!!jobId}>
                {t(`${texts}.dryRun.start`)}
              </Button>
            </Inline>
          </Section>
        )}

        {record && dryRun && (
          <Section title={t(`${texts}.steps.dryRun`)}>
            <Inline space="small">
              <StatusBadge tone="positive">
                {t(`${texts}.dryRun.valid`, { count: dryRun.import.validRows ?? 0 })}
              </StatusBadge>
              <StatusBadge tone={dryRun.import.invalidRows ? 'critical' : 'neutral'}>
                {t(`${texts}.dryRun.invalid`, { count: dryRun.import.invalidRows ?? 0 })}
              </StatusBadge>
            </Inline>
            {/* Issue 37: the dry run's words only until the import starts. */}
            {finished?.state !== 'FAILED' && (
              <Text tone="muted">
                {t(
                  `${texts}.dryRun.${finished ? 'imported' : jobId !== undefined ? 'importing' : 'nothingWritten'}`,
                )}
              </Text>
            )}
            {dryRun.errors.length > 0 && (
              <DataTable
                aria-label={t(`${texts}.dryRun.errors`)}
                columns={errorColumns}
                rows={dryRun.errors.map((row, index) => ({ ...row, id: String(index) }))}
                getRowId={(row) => row.id}
              />
            )}
            {finished ? (
              <Text role="status">
                {t(`${texts}.result.${finished.state === 'DONE' ? 'done' : 'failed'}`, {
                  count: finished.importedRows ?? 0,
                })}
              </Text>
            ) : (
              <Inline space="small">
                <Button
                  onPress={() => void run()}
                  isDisabled={!dryRun.import.validRows || jobId !== undefined}
                  isBusy={busy && jobId === undefined}
                >
                  {t(`${texts}.run`, { count: dryRun.import.validRows ?? 0 })}
                </Button>
              </Inline>
            )}
          </Section>
        )}
      </Stack>
      {jobId !== undefined && record && (
        <JobProgressToast
          jobId={jobId}
          texts={`${texts}.toast`}
          title={t(`${texts}.toast.title`, { file: record.fileName })}
          onClose={() => {}}
          onFinished={async () => {
            setFinished(await call(settingsEndpoints.importGet, { params: { id: record.id } }));
            await queryClient.invalidateQueries();
          }}
        />
      )}
    </PageLayout>
  );
}
