import { type PublicationFile, printOperationsEndpoints } from '@adconsole/api';
import { FilePicker } from '@adconsole/forms';
import { formatDisplayDate } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  DataTable,
  formatFileSize,
  Inline,
  PageLayout,
  Select,
  Stack,
  Text,
  useConfirm,
  useToast,
} from '@adconsole/ui';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../app/download.ts';
import { failureText, loadErrorTexts } from '../../app/failures.ts';
import { dateColumn, dateTimeColumn } from '../../kit/columns.tsx';
import { call, useEndpoint, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { Section } from '../../kit/Section.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { publicationFile, uploadPublication } from './printCalls.ts';

const PAGE_SIZE = 20;

/**
 * /print-operations/publication-upload (spec 3 §2.4): the printed issue of a publication as a
 * PDF, the evidence that an ad appeared. Choose the title and the issue's date, upload the PDF
 * with its progress; the uploaded issues are listed, to download or delete.
 */
export function PublicationUploadPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();
  const invalidate = useInvalidatePath();
  const { title, crumbs } = usePageHeading();
  const [publicationId, setPublicationId] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [file, setFile] = useState<File>();
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();

  const body = {
    page,
    limit: PAGE_SIZE,
    ...(publicationId ? { adMediumId: Number(publicationId) } : {}),
  };
  const answer = useEndpoint(
    printOperationsEndpoints.publications,
    { body },
    { placeholderData: keepPreviousData },
  );
  const publications = answer.data?.publications ?? [];
  const chosen = publications.find((publication) => String(publication.id) === publicationId);
  const refresh = useCallback(
    () => invalidate(printOperationsEndpoints.publications.path),
    [invalidate],
  );

  const upload = async () => {
    if (!file || !publicationId || !day) return;
    setError(undefined);
    setProgress(0);
    try {
      const stored = await uploadPublication(file, Number(publicationId), day, setProgress);
      toast({
        title: t('printOps.upload.uploaded', { name: stored.fileName }),
        tone: 'positive',
      });
      setFile(undefined);
      await refresh();
    } catch (failure) {
      // The refusal in the reader's language (errors.codes), else the server's message.
      const code = (failure as { body?: { translationKey?: string } }).body?.translationKey;
      await loadErrorTexts(i18n);
      setError(
        failureText(
          { body: (failure as Error).message, ...(code ? { code } : {}) },
          {
            exists: (key) => i18n.exists(key),
            t: (key) => t(key),
          },
        ),
      );
    } finally {
      setProgress(undefined);
    }
  };

  const columns = useMemo(() => {
    const column = createDataTableColumns<PublicationFile>();
    return [
      column.accessor((row) => row.publication.name, {
        id: 'publication',
        header: t('printOps.upload.columns.publication'),
      }),
      dateColumn(column, 'publicationDate', t('printOps.upload.columns.publicationDate')),
      column.accessor('fileName', { id: 'fileName', header: t('printOps.upload.columns.file') }),
      column.accessor('size', {
        id: 'size',
        header: t('printOps.upload.columns.size'),
        cell: (info) => formatFileSize(info.getValue(), i18n.language),
      }),
      column.accessor((row) => row.uploadedBy ?? '', {
        id: 'uploadedBy',
        header: t('printOps.upload.columns.uploadedBy'),
      }),
      dateTimeColumn(column, 'createdAt', t('printOps.upload.columns.createdAt')),
      column.display({
        id: 'actions',
        header: t('printOps.upload.columns.actions'),
        cell: ({ row: { original } }) => (
          <Inline space="xsmall">
            <Button
              size="small"
              variant="secondary"
              aria-label={t('printOps.upload.downloadNamed', { name: original.fileName })}
              onPress={async () => {
                const download = await publicationFile(original.id);
                if (download) saveDownload(download);
                else toast({ title: t('printOps.noFile'), tone: 'warning' });
              }}
            >
              {t('printOps.upload.download')}
            </Button>
            <Button
              size="small"
              variant="critical"
              aria-label={t('printOps.upload.deleteNamed', { name: original.fileName })}
              onPress={() =>
                void confirm({
                  title: t('printOps.upload.deleteTitle'),
                  text: t('printOps.upload.deleteText', {
                    name: original.fileName,
                    publication: original.publication.name,
                    date: formatDisplayDate(original.publicationDate),
                  }),
                  confirmLabel: t('printOps.upload.delete'),
                  onConfirm: async () => {
                    await call(printOperationsEndpoints.publicationFileDelete, {
                      params: { publicationId: original.id },
                    });
                    toast({ title: t('printOps.upload.deleted'), tone: 'positive' });
                    await refresh();
                  },
                })
              }
            >
              {t('printOps.upload.delete')}
            </Button>
          </Inline>
        ),
      }),
    ];
  }, [t, toast, confirm, refresh, i18n.language]);

  const files = answer.data?.files;
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <Stack space="large">
        <Section title={t('printOps.upload.heading')}>
          <Text tone="muted">{t('printOps.upload.hint')}</Text>
          <Inline space="medium" align="end">
            <Select
              label={t('printOps.upload.publication')}
              value={publicationId}
              onChange={(value) => {
                setPublicationId(value);
                setDay(null);
                setPage(0);
              }}
              options={publications.map((publication) => ({
                id: String(publication.id),
                label: publication.name,
              }))}
            />
            <Select
              label={t('printOps.upload.date')}
              value={day}
              onChange={setDay}
              isDisabled={!chosen}
              options={(chosen?.issueDates ?? []).map((date) => ({
                id: date,
                label: formatDisplayDate(date),
              }))}
            />
            <FilePicker
              label={t('printOps.upload.file')}
              accept="application/pdf,.pdf"
              file={file}
              onChange={(chosen) => {
                setError(undefined);
                setFile(chosen);
              }}
            />
            <Button
              onPress={() => void upload()}
              isDisabled={!file || !publicationId || !day}
              isBusy={progress !== undefined}
            >
              {t('printOps.upload.upload')}
            </Button>
          </Inline>
          {progress !== undefined && (
            <Stack space="xxsmall">
              <progress max={100} value={progress} aria-label={t('printOps.upload.progress')} />
              <Text size="small">{t('printOps.upload.percent', { percent: progress })}</Text>
            </Stack>
          )}
          {error && (
            <Text tone="critical" role="alert">
              {error}
            </Text>
          )}
        </Section>
        <DataTable
          aria-label={t('printOps.upload.listLabel')}
          columns={columns}
          rows={files?.items ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={answer.isPending}
          error={answer.error}
          onRetry={() => answer.refetch()}
          pagination={{
            page: page + 1,
            pageSize: PAGE_SIZE,
            total: files?.total ?? 0,
            onPageChange: (next: number) => setPage(next - 1),
          }}
        />
      </Stack>
    </PageLayout>
  );
}
