import {
  TAG_VENDORS,
  THIRD_PARTY_TAG_SORT_FIELDS,
  THIRD_PARTY_TAG_STATUSES,
  type ThirdPartyTag,
  thirdPartyTagEndpoints,
} from '@adconsole/api';
import { Button, createDataTableColumns, Inline, PlusIcon } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { TagCheckLine } from './tagParts.tsx';

/** /ad-tags/3rd-party (DOMAIN2 §5.2): the advertisers' tags with their check. */
const tagList = defineList({
  params: {
    searchQuery: textParam({ filter: 'adTags.thirdParty.filters.search' }),
    status: choiceParam(THIRD_PARTY_TAG_STATUSES, {
      filter: 'adTags.thirdParty.filters.status',
      labels: 'adTags.status',
    }),
    vendorDetected: choiceParam(TAG_VENDORS, {
      filter: 'adTags.thirdParty.filters.vendor',
      labels: 'adTags.vendors',
    }),
  },
  sort: { fields: THIRD_PARTY_TAG_SORT_FIELDS, field: 'updatedAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

export function ThirdPartyTagsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useList({
    definition: tagList,
    listKey: 'ad-tags-third-party',
    calls: thirdPartyTagEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<ThirdPartyTag>(t, 'adTags.thirdParty');
    const helper = createDataTableColumns<ThirdPartyTag>();
    return [
      column.name('name'),
      // Issue 38: names take the room, short labels are read whole.
      column.name('advertiser', (advertiser) => advertiser?.name ?? ''),
      helper.accessor('format', {
        id: 'format',
        header: t('adTags.thirdParty.columns.format'),
        cell: (info) => t(`adTags.formats.${info.getValue()}`),
        meta: { kind: 'status' },
      }),
      helper.display({
        id: 'size',
        header: t('adTags.thirdParty.columns.size'),
        cell: ({ row: { original } }) => `${original.width} × ${original.height}`,
        meta: { kind: 'status' },
      }),
      helper.accessor('vendorDetected', {
        id: 'vendorDetected',
        header: t('adTags.thirdParty.columns.vendorDetected'),
        cell: (info) => t(`adTags.vendors.${info.getValue()}`),
        meta: { kind: 'status' },
      }),
      // The status with its reasons (issue 38: WARN and why, not the status alone).
      helper.accessor('status', {
        id: 'status',
        header: t('adTags.thirdParty.columns.status'),
        cell: ({ row: { original } }) => <TagCheckLine check={original} />,
        meta: { kind: 'name', width: 'minmax(14rem, 2fr)' },
      }),
      column.date('updatedAt'),
    ];
  }, [t]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(tag) => `/ad-tags/3rd-party/${tag.id}`}
      actions={
        <Inline space="small">
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/ad-tags/3rd-party/add' })}
          >
            {t('adTags.thirdParty.actions.create')}
          </Button>
        </Inline>
      }
    />
  );
}
