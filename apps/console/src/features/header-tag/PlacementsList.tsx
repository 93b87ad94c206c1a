import {
  type HeaderTag,
  type HeaderTagPlacement,
  headerTagPlacementEndpoints,
} from '@adconsole/api';
import { Button, createDataTableColumns, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { rowActionsColumn } from '../../kit/rowActions.tsx';
import { useList } from '../../kit/useList.ts';

const placementList = defineList({
  params: { searchQuery: textParam({ filter: 'headerTag.placements.filters.search' }) },
  sort: { fields: ['code', 'name', 'updatedAt'] as const, field: 'code', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

/** The placements tab of a header tag: its ad units, their sizes and bidders; clone or edit. */
export function PlacementsList({ tag }: { tag: HeaderTag }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: placementList,
    listKey: 'header-tag-placements',
    calls: headerTagPlacementEndpoints,
    query: (query) => ({ ...query, headerTagId: tag.id }),
  });
  const base = `/header-tag/tags/${tag.id}`;
  const columns = useMemo(() => {
    const column = recordColumns<HeaderTagPlacement>(t, 'headerTag.placements');
    const helper = createDataTableColumns<HeaderTagPlacement>();
    return [
      column.name('code'),
      column.text('name'),
      column.text('sizes', (sizes) => sizes.join(', ')),
      column.text('bids', (bids) => bids.map((bid) => bid.bidderName).join(', ')),
      column.status(),
      rowActionsColumn(helper, t, {
        header: t('headerTag.placements.columns.actions'),
        nameOf: (placement) => placement.code,
        actionsOf: (placement) => [
          {
            id: 'edit',
            label: t('headerTag.placements.actions.edit'),
            onAction: () => void navigate({ href: `${base}/placement/${placement.id}` }),
          },
          {
            id: 'clone',
            label: t('headerTag.placements.actions.clone'),
            onAction: () => void navigate({ href: `${base}/placement?cloneId=${placement.id}` }),
          },
        ],
      }),
    ];
  }, [t, navigate, base]);
  return (
    <ListView
      embedded
      label={t('routes.tab.placements')}
      list={list}
      columns={columns}
      getRowHref={(placement) => `${base}/placement/${placement.id}`}
      actions={
        <Inline space="small">
          <Button icon={<PlusIcon />} onPress={() => void navigate({ href: `${base}/placement` })}>
            {t('headerTag.placements.actions.create')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => void navigate({ href: `${base}/bidders-assign` })}
          >
            {t('headerTag.placements.actions.assign')}
          </Button>
        </Inline>
      }
    />
  );
}
