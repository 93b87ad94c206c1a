import { crawlEndpoints, type SemantiqDomain, semantiqDomainEndpoints } from '@adconsole/api';
import { maxLengthText, requiredText } from '@adconsole/forms';
import { formatDateTime, type Language } from '@adconsole/i18n';
import { createDataTableColumns, lazyPart } from '@adconsole/ui';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { call, useInvalidatePath } from '../../kit/endpointQuery.ts';
import { useJobToast } from '../../kit/JobProgressToast.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { CRAWL_STATUS_TONES } from './articleParts.tsx';
import { CrawlActions } from './CrawlActions.tsx';

// /semantiq/domains (issue 42; DOMAIN §8 Tenant.domains): the domains the customer analyses, a
// crawl of each started here as a background job (its progress in a toast), and the last crawl's
// per-page results in a dialog: fetched, new, skipped by robots.txt, not canonical, error.

const domainList = defineList({
  params: {
    searchQuery: textParam({ filter: 'semantiq.domains.filters.search' }),
    includeInactive: flagParam({
      url: 'inactive',
      filter: 'semantiq.domains.filters.includeInactive',
    }),
  },
  sort: { fields: ['domain', 'lastCrawledAt'] as const, field: 'domain', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

// A crawl's results open in a dialog loaded with the first one opened (issue 36).
const crawlResultsDialog = lazyPart(() =>
  import('./CrawlResultsDialog.tsx').then((module) => module.CrawlResultsDialog),
);

const domainForm = z.object({ startUrl: z.pipe(requiredText(), maxLengthText(500)) });

export function DomainsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const invalidate = useInvalidatePath();
  const [shownRun, setShownRun] = useState<{ runId: number; domain: string }>();
  const list = useList({
    definition: domainList,
    listKey: 'semantiq-domains',
    calls: semantiqDomainEndpoints,
  });
  const crawlJob = useJobToast({
    title: t('semantiq.crawl.title'),
    texts: 'semantiq.crawlToast',
    refreshes: semantiqDomainEndpoints.list.path,
  });
  const records = useRecordEditing({
    calls: semantiqDomainEndpoints,
    texts: 'semantiq.domains',
    form: {
      schema: domainForm,
      defaults: (domain?: SemantiqDomain) => ({ startUrl: domain?.startUrl ?? 'https://' }),
      toWrite: (values, domain) => ({
        startUrl: values.startUrl.trim(),
        active: domain?.active ?? true,
      }),
      fields: [{ kind: 'text', name: 'startUrl', isRequired: true, maxLength: 500, hint: true }],
    },
  });
  const start = useMutation({
    mutationFn: (domain: SemantiqDomain) =>
      call(crawlEndpoints.start, { params: { id: domain.id } }),
    onSuccess: ({ jobId }) => {
      crawlJob.follow(jobId);
      void invalidate(semantiqDomainEndpoints.list.path);
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<SemantiqDomain>(t, 'semantiq.domains');
    const own = createDataTableColumns<SemantiqDomain>();
    return [
      column.name('domain'),
      column.statusBadge('crawlStatus', 'semantiq.crawlStatuses', CRAWL_STATUS_TONES),
      column.number('articles', language),
      own.accessor('lastCrawledAt', {
        id: 'lastCrawledAt',
        header: t('semantiq.domains.columns.lastCrawledAt'),
        cell: (info) => {
          const at = info.getValue();
          return at ? formatDateTime(at) : t('semantiq.domains.neverCrawled');
        },
        meta: { kind: 'date', width: '10rem' },
      }),
      own.display({
        id: 'crawl',
        header: t('semantiq.domains.columns.crawl'),
        cell: ({ row: { original } }) => (
          <CrawlActions
            name={original.domain}
            canCrawl={original.crawlStatus !== 'CRAWLING' && original.active}
            busy={start.isPending && start.variables?.id === original.id}
            hasRun={original.lastRun !== null}
            onCrawl={() => start.mutate(original)}
            onResults={() =>
              setShownRun({ runId: original.lastRun?.id ?? 0, domain: original.domain })
            }
          />
        ),
        meta: { kind: 'actions' },
      }),
      column.status(),
    ];
  }, [t, language, start]);
  return (
    <>
      <ListView list={list} columns={columns} records={records} />
      {crawlJob.toast}
      {shownRun && (
        <OnDemandDialog
          part={crawlResultsDialog}
          props={{ ...shownRun, onClose: () => setShownRun(undefined) }}
          onClose={() => setShownRun(undefined)}
        />
      )}
    </>
  );
}
