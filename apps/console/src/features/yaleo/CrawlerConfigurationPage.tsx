import {
  type CrawlerConfig,
  crawlerConfigEndpoints,
  type PathRule,
  yaleoCrawlEndpoints,
} from '@adconsole/api';
import { maxLengthText, requiredText } from '@adconsole/forms';
import type { Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { CRAWL_STATUS_TONES } from '../semantiq/articleParts.tsx';
import { useCrawlColumns } from '../semantiq/CrawlActions.tsx';
import { namedList } from './yaleoParts.tsx';

// /yaleo/crawler-configuration (issue 42; DOMAIN §8 CrawlerConfig): which of the publisher's
// pages Yaleo's crawler reads: a start URL and path rules (only the pages under the included
// paths, never those under the excluded ones), crawled by the Semantiq crawler as a background
// job (robots.txt, crawl delay, canonical pages). The crawled articles wait for the admin's
// approval before they are recommended; the list says how many are approved.

const configList = namedList('crawler');

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
const prefixes = z.string().check(z.maxLength(6000));
const configForm = z.object({
  startUrl: z.pipe(requiredText(), maxLengthText(500)),
  includes: prefixes,
  excludes: prefixes,
});
const rulesOf = (rules: readonly PathRule[], mode: PathRule['mode']) =>
  rules
    .filter((rule) => rule.mode === mode)
    .map((rule) => rule.prefix)
    .join('\n');

export function CrawlerConfigurationPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const list = useList({
    definition: configList,
    listKey: 'yaleo-crawler',
    calls: crawlerConfigEndpoints,
  });
  const crawl = useCrawlColumns<CrawlerConfig>({
    texts: 'yaleo.crawler',
    listPath: crawlerConfigEndpoints.list.path,
    startCall: yaleoCrawlEndpoints.start,
    pagesCall: yaleoCrawlEndpoints.pages,
  });
  const records = useRecordEditing({
    calls: crawlerConfigEndpoints,
    texts: 'yaleo.crawler',
    form: {
      schema: configForm,
      defaults: (config?: CrawlerConfig) => ({
        startUrl: config?.startUrl ?? 'https://',
        includes: rulesOf(config?.pathRules ?? [], 'INCLUDE'),
        excludes: rulesOf(config?.pathRules ?? [], 'EXCLUDE'),
      }),
      toWrite: (values, config) => ({
        startUrl: values.startUrl.trim(),
        pathRules: [
          ...lines(values.includes).map((prefix) => ({ prefix, mode: 'INCLUDE' as const })),
          ...lines(values.excludes).map((prefix) => ({ prefix, mode: 'EXCLUDE' as const })),
        ],
        active: config?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'startUrl', isRequired: true, maxLength: 500, hint: true },
        { kind: 'textarea', name: 'includes', hint: true },
        { kind: 'textarea', name: 'excludes', hint: true },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<CrawlerConfig>(t, 'yaleo.crawler');
    const own = createDataTableColumns<CrawlerConfig>();
    return [
      column.name('name'),
      column.statusBadge('crawlStatus', 'semantiq.crawlStatuses', CRAWL_STATUS_TONES),
      own.accessor(
        (config) =>
          config.pathRules.length === 0
            ? t('yaleo.crawler.everyPath')
            : config.pathRules
                .map((rule) => t(`yaleo.crawler.rule.${rule.mode}`, { prefix: rule.prefix }))
                .join(', '),
        { id: 'pathRules', header: t('yaleo.crawler.columns.pathRules') },
      ),
      column.number('articles', language),
      column.number('approved', language),
      ...crawl.columns,
      column.status(),
    ];
  }, [t, language, crawl.columns]);
  return (
    <>
      <ListView list={list} columns={columns} records={records} />
      {crawl.parts}
    </>
  );
}
