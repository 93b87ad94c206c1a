import type { CrawlRun, crawlEndpoints, yaleoCrawlEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { Button, createDataTableColumns, Inline, lazyPart } from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';

// Crawling a site from its row (issue 42): its last crawl's time, a button that starts a crawl
// as a background job (its progress in a toast) and one that opens the last crawl's per-page
// results in a dialog. Semantiq's domains and Yaleo's crawler configurations: one crawler.

// A crawl's results open in a dialog loaded with the first one opened (issue 36).
const crawlResultsDialog = lazyPart(() =>
  import('./CrawlResultsDialog.tsx').then((module) => module.CrawlResultsDialog),
);

/** A crawled site as its list shows it. */
interface CrawledSite extends Record<string, unknown> {
  id: number;
  name: string;
  crawlStatus: string;
  active: boolean;
  lastCrawledAt: string | null;
  lastRun: CrawlRun | null;
}

/** The crawl columns of a list of sites and the parts they open (the job's toast, the results). */
export function useCrawlColumns<Site extends CrawledSite>({
  texts,
  listPath,
  startCall,
  pagesCall,
}: {
  /** The list's i18n prefix: `<texts>.columns.lastCrawledAt` and `.crawl`. */
  texts: string;
  /** The list the crawl changes. */
  listPath: string;
  startCall: typeof crawlEndpoints.start | typeof yaleoCrawlEndpoints.start;
  pagesCall: typeof crawlEndpoints.pages | typeof yaleoCrawlEndpoints.pages;
}): { columns: ReturnType<typeof crawlColumns<Site>>; parts: ReactNode } {
  const { t } = useTranslation();
  const invalidate = useInvalidatePath();
  const [shownRun, setShownRun] = useState<{ runId: number; domain: string }>();
  const crawlJob = useJobToast({
    title: t('semantiq.crawl.title'),
    texts: 'semantiq.crawlToast',
    refreshes: listPath,
  });
  const start = useMutation({
    mutationFn: (site: Site) => call(startCall, { params: { id: site.id } }),
    onSuccess: ({ jobId }) => {
      crawlJob.follow(jobId);
      void invalidate(listPath);
    },
  });
  const columns = useMemo(
    () =>
      crawlColumns<Site>(t, texts, {
        busy: (site) => start.isPending && start.variables?.id === site.id,
        crawl: (site) => start.mutate(site),
        show: (site) => setShownRun({ runId: site.lastRun?.id ?? 0, domain: site.name }),
      }),
    [t, texts, start],
  );
  const close = () => setShownRun(undefined);
  return {
    columns,
    parts: (
      <>
        {crawlJob.toast}
        {shownRun && (
          <OnDemandDialog
            part={crawlResultsDialog}
            props={{ ...shownRun, pagesCall, onClose: close }}
            onClose={close}
          />
        )}
      </>
    ),
  };
}

function crawlColumns<Site extends CrawledSite>(
  t: TFunction,
  texts: string,
  actions: {
    busy: (site: Site) => boolean;
    crawl: (site: Site) => void;
    show: (site: Site) => void;
  },
) {
  const column = createDataTableColumns<Site>();
  return [
    column.accessor((site) => site.lastCrawledAt, {
      id: 'lastCrawledAt',
      header: t(`${texts}.columns.lastCrawledAt`),
      cell: (info) => {
        const at = info.getValue();
        return at ? formatDateTime(at) : t('semantiq.domains.neverCrawled');
      },
      meta: { kind: 'date', width: '10rem' },
    }),
    column.display({
      id: 'crawl',
      header: t(`${texts}.columns.crawl`),
      cell: ({ row: { original } }) => (
        <Inline space="small">
          <Button
            size="small"
            variant="secondary"
            isDisabled={original.crawlStatus === 'CRAWLING' || !original.active}
            isBusy={actions.busy(original)}
            aria-label={t('semantiq.domains.actions.crawlNamed', { name: original.name })}
            onPress={() => actions.crawl(original)}
          >
            {t('semantiq.domains.actions.crawl')}
          </Button>
          {original.lastRun && (
            <Button
              size="small"
              variant="ghost"
              aria-label={t('semantiq.domains.actions.resultsNamed', { name: original.name })}
              onPress={() => actions.show(original)}
            >
              {t('semantiq.domains.actions.results')}
            </Button>
          )}
        </Inline>
      ),
      meta: { kind: 'actions' },
    }),
  ];
}
