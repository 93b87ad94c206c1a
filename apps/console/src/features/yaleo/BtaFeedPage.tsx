import { type YaleoFeed, yaleoFeedEndpoints } from '@adconsole/api';
import { maxLengthText, requiredChoice, requiredText } from '@adconsole/forms';
import { formatNumber, type Language } from '@adconsole/i18n';
import { createDataTableColumns } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { OnDemandNumberField } from '../../kit/OnDemandFields.tsx';
import { useList } from '../../kit/useList.ts';
import { useRecordEditing } from '../../kit/useRecordEditing.ts';
import { namedList, RecommendationPreview, useChoiceFields } from './yaleoParts.tsx';

// /yaleo/bta-feed (issue 42): "BTA" is explained nowhere public (DOMAIN §8); we read it as the
// below-the-article feed: the endless list of recommendations under an article, loaded a page
// at a time as the reader scrolls, up to a number of pages, every n-th item kept for a
// sponsored article. Per site and algorithm; the form previews the feed's first page.

const feedList = namedList('feeds');
const feedForm = z.object({
  name: z.pipe(requiredText(), maxLengthText(100)),
  domainId: requiredChoice(z.string()),
  algorithmId: requiredChoice(z.string()),
  pageSize: requiredChoice(z.number()),
  maxPages: requiredChoice(z.number()),
  sponsoredEvery: z.nullable(z.number()),
});

export function BtaFeedPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const choiceFields = useChoiceFields();
  const list = useList({ definition: feedList, listKey: 'yaleo-feeds', calls: yaleoFeedEndpoints });
  const records = useRecordEditing({
    calls: yaleoFeedEndpoints,
    texts: 'yaleo.feeds',
    form: {
      schema: feedForm,
      defaults: (feed?: YaleoFeed) => ({
        name: feed?.name ?? '',
        domainId: feed ? String(feed.domainId) : null,
        algorithmId: feed ? String(feed.algorithmId) : null,
        pageSize: feed?.pageSize ?? 10,
        maxPages: feed?.maxPages ?? 5,
        sponsoredEvery: feed?.sponsoredEvery ?? null,
      }),
      toWrite: (values, feed) => ({
        name: values.name.trim(),
        domainId: Number(values.domainId),
        algorithmId: Number(values.algorithmId),
        pageSize: values.pageSize ?? 10,
        maxPages: values.maxPages ?? 1,
        sponsoredEvery: values.sponsoredEvery,
        active: feed?.active ?? true,
      }),
      fields: [
        { kind: 'text', name: 'name', isRequired: true, maxLength: 100 },
        ...choiceFields,
        {
          kind: 'field',
          name: 'pageSize',
          component: OnDemandNumberField,
          isRequired: true,
          props: { minValue: 1, maxValue: 50, step: 1 },
        },
        {
          kind: 'field',
          name: 'maxPages',
          component: OnDemandNumberField,
          isRequired: true,
          hint: true,
          props: { minValue: 1, maxValue: 20, step: 1 },
        },
        {
          kind: 'field',
          name: 'sponsoredEvery',
          component: OnDemandNumberField,
          hint: true,
          props: { minValue: 2, maxValue: 50, step: 1 },
        },
        {
          kind: 'custom',
          name: 'preview',
          render: (control) => (
            <RecommendationPreview
              control={control}
              countField="pageSize"
              sponsoredEvery="sponsoredEvery"
            />
          ),
        },
      ],
    },
  });
  const columns = useMemo(() => {
    const column = recordColumns<YaleoFeed>(t, 'yaleo.feeds');
    const own = createDataTableColumns<YaleoFeed>();
    return [
      column.name('name'),
      column.text('domain'),
      column.text('algorithm'),
      column.number('pageSize', language),
      column.number('maxPages', language),
      own.accessor(
        (feed) =>
          feed.sponsoredEvery === null
            ? t('yaleo.feeds.noSponsored')
            : t('yaleo.feeds.everyNth', { formatted: formatNumber(feed.sponsoredEvery, language) }),
        { id: 'sponsoredEvery', header: t('yaleo.feeds.columns.sponsoredEvery') },
      ),
      column.status(),
    ];
  }, [t, language]);
  return <ListView list={list} columns={columns} records={records} />;
}
