import { type BidderConfig, bidderConfigEndpoints } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { Button, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

// /header-tag/bidders-configs: the company's bidders (an adapter, under its alias), their mode,
// CPM adjustment and storage; the placements give each its params.

const bidderList = defineList({
  params: { searchQuery: textParam({ filter: 'headerTag.bidders.filters.search' }) },
  sort: { fields: ['name', 'updatedAt'] as const, field: 'name', order: 'ASC' },
  pageSizes: [20, 50, 100],
});

export function BiddersPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const list = useList({
    definition: bidderList,
    listKey: 'header-tag-bidders',
    calls: bidderConfigEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<BidderConfig>(t, 'headerTag.bidders');
    return [
      column.name('name'),
      column.text('bidderCode'),
      column.text('mode', (mode) => t(`headerTag.modes.${mode}`)),
      column.percent('cpmAdjustmentPercent', language),
      column.number('placementCount', language),
      column.status(),
    ];
  }, [t, language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(bidder) => `/header-tag/bidders-configs/edit/${bidder.id}`}
      actions={
        <Inline space="small">
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/header-tag/bidders-configs/create' })}
          >
            {t('headerTag.bidders.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}
