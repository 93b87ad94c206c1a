import {
  CRAWL_PAGE_OUTCOMES,
  type CrawlPage,
  crawlEndpoints,
  type yaleoCrawlEndpoints,
} from '@adconsole/api';
import { formatNumber, type Language } from '@adconsole/i18n';
import {
  createDataTableColumns,
  DataTable,
  Inline,
  Stack,
  StatusBadge,
  Text,
  Truncate,
} from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../../kit/ActionDialog.tsx';
import { useEndpoint } from '../../kit/endpointQuery.ts';

// The last crawl of a domain (issue 42): its plan and crawl delay, a count per outcome, and each
// page with what the crawler did with it (new, updated, skipped by robots.txt, not canonical,
// error) and why.

const OUTCOME_TONES = {
  NEW: 'positive',
  FETCHED: 'link',
  ROBOTS: 'warning',
  NON_CANONICAL: 'neutral',
  ERROR: 'critical',
} as const;

/** The per-page results' call: Semantiq's (its role), or Yaleo's of its crawler configurations. */
type PagesCall = typeof crawlEndpoints.pages | typeof yaleoCrawlEndpoints.pages;

function CrawlResults({ runId, pagesCall }: { runId: number; pagesCall: PagesCall }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const pages = useEndpoint(pagesCall, { params: { id: runId }, query: {} });
  const columns = useMemo(() => {
    const column = createDataTableColumns<CrawlPage>();
    return [
      column.accessor('url', {
        id: 'url',
        header: t('semantiq.crawl.columns.url'),
        cell: (info) => <Truncate>{info.getValue()}</Truncate>,
      }),
      column.accessor('outcome', {
        id: 'outcome',
        header: t('semantiq.crawl.columns.outcome'),
        cell: (info) => (
          <StatusBadge tone={OUTCOME_TONES[info.getValue()]}>
            {t(`semantiq.outcomes.${info.getValue()}`)}
          </StatusBadge>
        ),
        meta: { kind: 'status' },
      }),
      column.accessor((page) => page.detail ?? '', {
        id: 'detail',
        header: t('semantiq.crawl.columns.detail'),
        cell: (info) => <Truncate>{info.getValue()}</Truncate>,
      }),
    ];
  }, [t]);
  if (!pages.data) return <Text>{t('semantiq.crawl.loading')}</Text>;
  const { run, counts, items } = pages.data;
  return (
    <Stack space="medium">
      <Text>
        {t('semantiq.crawl.summary', {
          planned: formatNumber(run.pagesPlanned, language),
          delay: formatNumber(run.crawlDelayMs, language),
        })}
      </Text>
      <Inline space="small">
        {CRAWL_PAGE_OUTCOMES.map((outcome) => (
          <StatusBadge key={outcome} tone={OUTCOME_TONES[outcome]}>
            {`${t(`semantiq.outcomes.${outcome}`)}: ${formatNumber(counts[outcome] ?? 0, language)}`}
          </StatusBadge>
        ))}
      </Inline>
      <DataTable
        aria-label={t('semantiq.crawl.pages')}
        columns={columns}
        rows={items}
        getRowId={(page) => String(page.id)}
      />
    </Stack>
  );
}

/** The dialog of a crawl's per-page results. */
export function CrawlResultsDialog({
  runId,
  domain,
  onClose,
  pagesCall = crawlEndpoints.pages,
}: {
  runId: number;
  domain: string;
  onClose: () => void;
  pagesCall?: PagesCall;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      title={t('semantiq.crawl.resultsTitle', { name: domain })}
      cancel={t('semantiq.crawl.close')}
      onClose={onClose}
    >
      <CrawlResults runId={runId} pagesCall={pagesCall} />
    </ActionDialog>
  );
}
