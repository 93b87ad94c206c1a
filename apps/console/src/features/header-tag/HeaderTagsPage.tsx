import { HEADER_TAG_SORT_FIELDS, type HeaderTag, headerTagEndpoints } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Button, createDataTableColumns, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

/** /header-tag/tags (spec 1 §2.5): the websites' header tags and the version each serves. */
const tagList = defineList({
  params: { searchQuery: textParam({ filter: 'headerTag.tags.filters.search' }) },
  sort: { fields: HEADER_TAG_SORT_FIELDS, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

export function HeaderTagsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const list = useList({ definition: tagList, listKey: 'header-tags', calls: headerTagEndpoints });
  const columns = useMemo(() => {
    const column = recordColumns<HeaderTag>(t, 'headerTag.tags');
    const helper = createDataTableColumns<HeaderTag>();
    return [
      column.name('name'),
      column.text('website', (website) => (website ? `${website.name} (${website.domain})` : '')),
      helper.display({
        id: 'liveVersion',
        header: t('headerTag.tags.columns.liveVersion'),
        cell: ({ row: { original } }) =>
          original.liveVersion === null
            ? t('headerTag.tags.notPublished')
            : t('headerTag.versions.number', { number: original.liveVersion }),
      }),
      column.number('placementCount', language),
      column.date('updatedAt'),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(tag) => `/header-tag/tags/${tag.id}/placements`}
      actions={
        <Inline space="small">
          {/* The company's bidders, floor rules and raw scripts, which every tag uses. */}
          {(
            [
              ['/header-tag/bidders-configs', 'routes.biddersConfigs'],
              ['/header-tag/floor-rules', 'routes.floorRules'],
              ['/header-tag/raw-scripts', 'routes.tab.raw-scripts'],
            ] as const
          ).map(([href, label]) => (
            <Button key={href} variant="secondary" onPress={() => void navigate({ href })}>
              {t(label)}
            </Button>
          ))}
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/header-tag/tags/create' })}
          >
            {t('headerTag.tags.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}
