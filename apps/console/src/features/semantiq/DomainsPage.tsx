import { crawlEndpoints, type SemantiqDomain, semantiqDomainEndpoints } from '@adconsole/api';
import { maxLengthText, requiredText } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { ListTabsPage } from '../targeting/ListTabsPage.tsx';
import { CRAWL_STATUS_TONES, DomainName } from './articleParts.tsx';
import { useCrawlColumns } from './CrawlActions.tsx';
import { SemantiqConfigsTab } from './SemantiqConfigsTab.tsx';

// /semantiq/domains (issue 42; DOMAIN §8 Tenant.domains): two tabs. "Domains": the domains the
// customer analyses, a crawl of each started here as a background job (its progress in a toast),
// and the last crawl's per-page results in a dialog: fetched, new, skipped by robots.txt, not
// canonical, error. "Configurations": the tenants that classify those domains' pages
// (SemantiqConfigsTab.tsx), each opening /semantiq/config/{configId}.

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

const domainForm = z.object({ startUrl: z.pipe(requiredText(), maxLengthText(500)) });

function DomainsTab() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: domainList,
    listKey: 'semantiq-domains',
    calls: semantiqDomainEndpoints,
  });
  const crawl = useCrawlColumns<SemantiqDomain>({
    texts: 'semantiq.domains',
    listPath: semantiqDomainEndpoints.list.path,
    startCall: crawlEndpoints.start,
    pagesCall: crawlEndpoints.pages,
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
  const columns = useMemo(() => {
    const column = recordColumns<SemantiqDomain>(t, 'semantiq.domains');
    return [
      {
        ...column.name('domain'),
        cell: ({ row: { original } }: { row: { original: SemantiqDomain } }) => (
          <DomainName {...original} />
        ),
      },
      column.statusBadge('crawlStatus', 'semantiq.crawlStatuses', CRAWL_STATUS_TONES),
      column.number('articles', language),
      ...crawl.columns,
      column.status(),
    ];
  }, [t, language, crawl.columns]);
  return (
    <>
      <ListView
        embedded
        label={t('semantiq.tabs.domains')}
        list={list}
        columns={columns}
        records={records}
      />
      {crawl.parts}
    </>
  );
}

export function DomainsPage() {
  return (
    <ListTabsPage tabs={['domains', 'configs']} texts="semantiq.tabs">
      {(tab) => (tab === 'domains' ? <DomainsTab /> : <SemantiqConfigsTab />)}
    </ListTabsPage>
  );
}
