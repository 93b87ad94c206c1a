import { FIRST_PARTY_TAG_KINDS, type FirstPartyTag, firstPartyTagEndpoints } from '@adconsole/api';
import { Button, createDataTableColumns, Inline, Link, useToast } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import * as styles from './adTags.css.ts';

/** /ad-tags/1st-party/tags (DOMAIN2 §5.1): a tag per website and placement, in a kind. */
const tagList = defineList({
  params: {
    searchQuery: textParam({ filter: 'adTags.firstParty.filters.search' }),
    kind: choiceParam(FIRST_PARTY_TAG_KINDS, {
      filter: 'adTags.firstParty.filters.kind',
      labels: 'adTags.kinds',
    }),
  },
  sort: { fields: ['website'] as const, field: 'website', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/** Copies a tag's snippet and says so. */
function CopyButton({ tag }: { tag: FirstPartyTag }) {
  const { t } = useTranslation();
  const toast = useToast();
  const name = `${tag.website.name} · ${tag.placement.name}`;
  return (
    <Button
      size="small"
      variant="secondary"
      aria-label={t('adTags.firstParty.copyNamed', { name })}
      onPress={async () => {
        try {
          await navigator.clipboard.writeText(tag.snippet);
          toast({ title: t('adTags.firstParty.copied', { name }), tone: 'positive' });
        } catch {
          toast({ title: t('adTags.firstParty.copyFailed'), tone: 'critical' });
        }
      }}
    >
      {t('adTags.firstParty.copy')}
    </Button>
  );
}

export function FirstPartyTagsPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: tagList,
    listKey: 'ad-tags-first-party',
    calls: { list: firstPartyTagEndpoints.list },
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<FirstPartyTag>();
    return [
      column.accessor((tag) => tag.website.name, {
        id: 'website',
        header: t('adTags.firstParty.columns.website'),
        meta: { kind: 'name' },
      }),
      column.accessor((tag) => tag.placement.name, {
        id: 'placement',
        header: t('adTags.firstParty.columns.placement'),
      }),
      column.accessor((tag) => tag.sizes.join(', '), {
        id: 'sizes',
        header: t('adTags.firstParty.columns.sizes'),
      }),
      column.display({
        id: 'snippet',
        header: t('adTags.firstParty.columns.snippet'),
        cell: ({ row: { original } }) => <pre className={styles.snippet}>{original.snippet}</pre>,
        // The code is what the list is for: it takes the room, the names give way.
        meta: { width: 'minmax(20rem, 3fr)' },
      }),
      column.display({
        id: 'actions',
        header: t('adTags.firstParty.columns.actions'),
        cell: ({ row: { original } }) => (
          // Side by side, measured whole: stacked they spilled over the row's lines.
          <Inline space="small" align="center">
            <CopyButton tag={original} />
            <Link href={original.debugUrl} target="_blank" rel="noopener noreferrer">
              {t('adTags.firstParty.debug')}
            </Link>
          </Inline>
        ),
        meta: { kind: 'actions' },
      }),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} />;
}
