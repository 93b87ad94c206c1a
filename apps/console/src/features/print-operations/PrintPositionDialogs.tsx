import {
  DOCUMENT_LANGUAGES,
  type PRINT_POSITION_SORT_FIELDS,
  type PrintPosition,
  printOperationsEndpoints,
  printPositionEndpoints,
} from '@adconsole/api';
import { formatDisplayDate, formatMoney, formatNumber, type Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, DataTable, Select, Stack, Text } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../app/download.ts';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { call, endpointKey, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { previewLabels, proofFile, sendAllProofs, wordLabels } from './printCalls.ts';

// The print positions' dialogs (send all proofs, a position's proof with its PDF pages, the
// labels): a part of their own, loaded when one first opens (issue 36).

export function SendAllProofsDialog({
  onClose,
  onStarted,
}: {
  onClose: () => void;
  onStarted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<string | null>(
    (DOCUMENT_LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'de',
  );
  const [busy, setBusy] = useState(false);
  const companyId = useActingCompanyId();
  const due = useQuery({
    queryKey: endpointKey(printOperationsEndpoints.allProofsState, {}, companyId),
    queryFn: () => call(printOperationsEndpoints.allProofsState, {}),
  }).data?.due;
  const count = language && due ? due[language as keyof typeof due] : undefined;
  const start = async () => {
    if (!language) return;
    setBusy(true);
    try {
      await sendAllProofs(language);
      onStarted();
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      title={t('printOps.sendAll.title')}
      onClose={onClose}
      cancel={t('printOps.cancel')}
      actions={
        <Button onPress={() => void start()} isBusy={busy} isDisabled={count === 0}>
          {t('printOps.sendAll.start')}
        </Button>
      }
    >
      <Stack space="medium">
        <Text>{t('printOps.sendAll.text')}</Text>
        <Select
          label={t('printOps.sendAll.language')}
          value={language}
          onChange={setLanguage}
          options={DOCUMENT_LANGUAGES.map((id) => ({ id, label: t(`printOps.language.${id}`) }))}
        />
        {count !== undefined && (
          <Text weight="strong" role="status">
            {t('printOps.sendAll.due', {
              count,
              formatted: formatNumber(count, i18n.language as Language),
            })}
          </Text>
        )}
      </Stack>
    </ActionDialog>
  );
}

const PdfPages = lazy(() =>
  import('./PdfPages.tsx').then((module) => ({ default: module.PdfPages })),
);

/**
 * The proof of a position drawn in the browser, with its download; 'no file' when it has none.
 * A sent proof is approved from here too ("Gut zum Druck freigeben"), where it is looked at.
 */
export function ProofDialog({
  position,
  onClose,
  onNoFile,
  onApprove,
}: {
  position: PrintPosition;
  onClose: () => void;
  onNoFile: () => void;
  onApprove?: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ data: Uint8Array; blob: Blob; fileName: string }>();
  useEffect(() => {
    let cancelled = false;
    void proofFile(position.id).then(async (download) => {
      if (cancelled) return;
      if (!download) {
        onNoFile();
        onClose();
        return;
      }
      const data = new Uint8Array(await download.blob.arrayBuffer());
      if (!cancelled) setFile({ data, blob: download.blob, fileName: download.fileName });
    });
    return () => {
      cancelled = true;
    };
  }, [position.id, onClose, onNoFile]);
  if (!file) return null;
  const label = t('printOps.proof.frame', { name: position.name });
  return (
    <ActionDialog
      size="large"
      title={t('printOps.proof.title', { name: position.name })}
      onClose={onClose}
      actions={
        <>
          <Button
            variant="secondary"
            onPress={() => saveDownload({ blob: file.blob, fileName: file.fileName })}
          >
            {t('printOps.proof.download')}
          </Button>
          {onApprove ? (
            <>
              <Button slot="close" variant="secondary">
                {t('printOps.close')}
              </Button>
              <Button onPress={onApprove}>{t('printOps.proof.approve')}</Button>
            </>
          ) : (
            <Button slot="close">{t('printOps.close')}</Button>
          )}
        </>
      }
    >
      <Suspense fallback={<Text>{t('printOps.proof.loading')}</Text>}>
        <PdfPages data={file.data} label={label} />
      </Suspense>
    </ActionDialog>
  );
}

/** The labels of the chosen positions: the preview, and the Word file to print them from. */
export function LabelsDialog({
  ids,
  onClose,
  onDownload,
}: {
  ids: number[];
  onClose: () => void;
  onDownload: (reference: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const preview = useQuery({
    // The labels' text answer is no contract call; its key still names the acting company.
    queryKey: ['print-labels-preview', useActingCompanyId(), ids],
    queryFn: () => previewLabels(ids),
  });
  const [busy, setBusy] = useState(false);
  const word = async () => {
    setBusy(true);
    try {
      await onDownload(await wordLabels(ids));
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionDialog
      size="large"
      title={t('printOps.labels.title', { count: ids.length })}
      onClose={onClose}
      cancel={t('printOps.close')}
      actions={
        <Button onPress={() => void word()} isBusy={busy}>
          {t('printOps.labels.word')}
        </Button>
      }
    >
      {preview.data === undefined ? (
        <Text>{t('printOps.labels.loading')}</Text>
      ) : (
        <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '50vh', overflow: 'auto', margin: 0 }}>
          {preview.data}
        </pre>
      )}
    </ActionDialog>
  );
}

/** An issue's positions are read in pages of the list's largest size, up to this many. */
const ISSUE_PAGE = 100;
const ISSUE_LIMIT = 1000;

/** Every position of an issue (up to ISSUE_LIMIT) in the given order, and how many it has. */
async function issuePositions(query: {
  adMediumId: number;
  day: string;
  sort: (typeof PRINT_POSITION_SORT_FIELDS)[number];
  order: 'ASC' | 'DESC';
}) {
  const items: PrintPosition[] = [];
  let total = 0;
  for (let page = 0; page * ISSUE_PAGE < ISSUE_LIMIT; page += 1) {
    const answer = await call(printPositionEndpoints.list, {
      query: {
        campaignPositionStatus: 'ALL',
        adMediumId: query.adMediumId,
        publicationDateFrom: query.day,
        publicationDateTo: query.day,
        sort: query.sort,
        order: query.order,
        page,
        limit: ISSUE_PAGE,
      },
    });
    items.push(...answer.items);
    total = answer.total;
    if (items.length >= total || answer.items.length < ISSUE_PAGE) break;
  }
  return { items, total };
}

/**
 * The issue of a position (its title on its publication day): every position of the issue in
 * the order of the list it was opened from, each with its net amount, and the issue's total per
 * currency (s16: the stranger's preview showed no amounts, in another order than the list).
 */
export function IssueDialog({
  position,
  sort,
  order,
  onClose,
}: {
  position: PrintPosition;
  sort: (typeof PRINT_POSITION_SORT_FIELDS)[number];
  order: 'ASC' | 'DESC';
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const query = {
    adMediumId: position.publication.id,
    day: position.publicationDate,
    sort,
    order,
  };
  const issue = useQuery({
    // The pages of one list call, under the acting company like every call's key.
    queryKey: ['print-issue', useActingCompanyId(), query],
    queryFn: () => issuePositions(query),
  });
  const items = issue.data?.items ?? [];
  const totals = new Map<string, number>();
  for (const item of items)
    totals.set(item.currency, (totals.get(item.currency) ?? 0) + item.netAmount);
  const column = createDataTableColumns<PrintPosition>();
  const columns = [
    column.accessor((item) => `${item.name} · #${item.id}`, {
      id: 'name',
      header: t('printOps.columns.name'),
      meta: { kind: 'name' },
    }),
    column.accessor((item) => item.advertiser.name, {
      id: 'advertiser',
      header: t('printOps.columns.advertiser'),
    }),
    column.accessor('format', { id: 'format', header: t('printOps.columns.format') }),
    column.accessor('status', {
      id: 'status',
      header: t('printOps.columns.status'),
      cell: (info) => t(`printOps.status.${info.getValue()}`),
      meta: { kind: 'status' },
    }),
    column.accessor('netAmount', {
      id: 'netAmount',
      header: t('printOps.columns.netAmount'),
      cell: ({ row: { original } }) => formatMoney(original.netAmount, language, original.currency),
      meta: { kind: 'money' },
    }),
  ];
  const title = t('printOps.issue.title', {
    publication: position.publication.name,
    date: formatDisplayDate(position.publicationDate),
  });
  return (
    <ActionDialog size="large" title={title} onClose={onClose} cancel={t('printOps.close')}>
      <Stack space="medium">
        <Text size="small" tone="muted">
          {t('printOps.issue.order', {
            field: t(`printOps.issue.sort.${sort}`),
            order: t(`printOps.issue.direction.${order}`),
          })}
        </Text>
        <DataTable
          aria-label={title}
          columns={columns}
          rows={items}
          getRowId={(row) => String(row.id)}
          isLoading={issue.isPending}
          error={issue.error}
          onRetry={() => issue.refetch()}
        />
        {issue.data && (
          <Stack space="xsmall">
            {[...totals].map(([currency, total]) => (
              <Text key={currency} weight="strong" role="status">
                {t('printOps.issue.total', {
                  count: items.filter((item) => item.currency === currency).length,
                  total: formatMoney(total, language, currency as PrintPosition['currency']),
                })}
              </Text>
            ))}
            {issue.data.total > items.length && (
              <Text size="small" tone="muted">
                {t('printOps.issue.more', {
                  shown: formatNumber(items.length, language),
                  total: formatNumber(issue.data.total, language),
                })}
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </ActionDialog>
  );
}
