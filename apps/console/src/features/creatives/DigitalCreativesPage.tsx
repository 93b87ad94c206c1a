import {
  APPROVAL_STATES,
  DIGITAL_CREATIVE_FORMATS,
  DIGITAL_CREATIVE_SORT_FIELDS,
  type DigitalCreativeItem,
  digitalCreativeEndpoints,
} from '@adconsole/api';
import {
  Button,
  createDataTableColumns,
  formatFileSize,
  Inline,
  PlusIcon,
  StatusBadge,
} from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_TONES } from '../../app/approvalTones.ts';
import { recordColumns } from '../../kit/columns.tsx';
import { ListView } from '../../kit/ListView.tsx';
import { choiceParam, defineList, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';
import { useOpens } from '../../kit/useOpens.ts';
import { TagCheckLine } from '../ad-tags/tagParts.tsx';
import { creativeSize } from './creativeTexts.ts';

/** /creatives/digital (spec 1 §2.9): the company's digital creatives, newest first. */
const creativeList = defineList({
  params: {
    searchQuery: textParam({ filter: 'creatives.digital.filters.search' }),
    format: choiceParam(DIGITAL_CREATIVE_FORMATS, {
      filter: 'creatives.digital.filters.format',
      labels: 'creatives.formats',
    }),
    approvalState: choiceParam(APPROVAL_STATES, {
      filter: 'creatives.digital.filters.approvalState',
      labels: 'creatives.approval',
    }),
  },
  sort: { fields: DIGITAL_CREATIVE_SORT_FIELDS, field: 'createdAt', order: 'DESC' },
  pageSizes: [20, 50, 100],
});

const BULK_UPLOAD_HREF = '/creatives/digital/bulk-upload';

export function DigitalCreativesPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // Issue 40: the bulk upload (ADMIN) was linked from nowhere.
  const bulkUpload = useOpens(BULK_UPLOAD_HREF);
  const list = useList({
    definition: creativeList,
    listKey: 'creatives-digital',
    calls: digitalCreativeEndpoints,
  });
  const columns = useMemo(() => {
    const column = recordColumns<DigitalCreativeItem>(t, 'creatives.digital');
    const helper = createDataTableColumns<DigitalCreativeItem>();
    return [
      column.name('name'),
      // A short label read whole, like a status.
      helper.accessor('format', {
        id: 'format',
        header: t('creatives.digital.columns.format'),
        cell: (info) => t(`creatives.formats.${info.getValue()}`),
        meta: { kind: 'status' },
      }),
      helper.display({
        id: 'size',
        header: t('creatives.digital.columns.size'),
        cell: ({ row: { original } }) => creativeSize(original),
        meta: { kind: 'status' },
      }),
      column.text('weightBytes', (weight) =>
        weight === null ? '' : formatFileSize(weight, i18n.language),
      ),
      // Names of other records are names too (issue 38: both were cut to a few letters).
      column.name('account', (account) => account?.name ?? ''),
      column.name('position', (position) => position?.name ?? ''),
      // The approval with a tag's check and its reasons beneath (issue 38: a tag without a
      // click macro shows WARN), in one column so the names keep their room.
      helper.accessor('approvalState', {
        id: 'approvalState',
        header: t('creatives.digital.columns.approvalState'),
        cell: ({ row: { original } }) => (
          <TagCheckLine
            check={original.tagCheck}
            before={
              original.approvalState && (
                <StatusBadge tone={APPROVAL_TONES[original.approvalState]}>
                  {t(`creatives.approval.${original.approvalState}`)}
                </StatusBadge>
              )
            }
          />
        ),
        meta: { kind: 'name', width: 'minmax(10rem, 2fr)' },
      }),
      column.date('updatedAt'),
    ];
  }, [t, i18n.language]);
  return (
    <ListView
      list={list}
      columns={columns}
      getRowHref={(creative) => `/creatives/digital/${creative.id}`}
      actions={
        <Inline space="small">
          <Button
            icon={<PlusIcon />}
            onPress={() => void navigate({ href: '/creatives/digital/create' })}
          >
            {t('creatives.digital.actions.create')}
          </Button>
          {bulkUpload && (
            <Button variant="secondary" onPress={() => void navigate({ href: BULK_UPLOAD_HREF })}>
              {t('routes.bulkUpload')}
            </Button>
          )}
        </Inline>
      }
    />
  );
}
