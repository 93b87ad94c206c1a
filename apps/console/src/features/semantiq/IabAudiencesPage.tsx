import { IAB_AUDIENCE_SECTIONS, type IabAudience, iabAudienceEndpoints } from '@adconsole/api';
import { formatDateTime } from '@adconsole/i18n';
import { createDataTableColumns, StatusBadge } from '@adconsole/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListView } from '../../kit/ListView.tsx';
import { defineList, flagParam, tabParam, textParam } from '../../kit/listDefinition.ts';
import { useList } from '../../kit/useList.ts';

// /semantiq/iab-audiences (issue 42; spec 1 §2.12; DOMAIN §8 IabAudience): the IAB Audience
// Taxonomy 1.1 as the product ships it, a tab per first tier with its count, searchable by any
// tier's name or IAB's ID; the customer chooses the audiences it offers (enable, disable) as bulk
// actions with a dry run and a result per audience. Names stay in IAB's English: a standard
// vocabulary, the same in every language (as the content taxonomy's categories).

const iabAudienceList = defineList({
  params: {
    section: tabParam(IAB_AUDIENCE_SECTIONS, { initial: 'DEMOGRAPHIC', fallback: 'DEMOGRAPHIC' }),
    searchQuery: textParam({ filter: 'semantiq.iabAudiences.filters.search' }),
    enabledOnly: flagParam({
      url: 'offered',
      filter: 'semantiq.iabAudiences.filters.enabledOnly',
      sendsOff: false,
    }),
  },
  sort: { fields: ['id', 'name'] as const, field: 'id', order: 'ASC' },
  tabs: {
    param: 'section',
    values: IAB_AUDIENCE_SECTIONS,
    label: (tab) => `semantiq.iabAudiences.sections.${tab}`,
  },
  pageSizes: [20, 50, 100],
});

export function IabAudiencesPage() {
  const { t } = useTranslation();
  const list = useList({
    definition: iabAudienceList,
    listKey: 'semantiq-iab-audiences',
    calls: iabAudienceEndpoints,
    bulkActions: [
      { action: 'enable', label: 'semantiq.iabAudiences.actions.enable' },
      { action: 'disable', label: 'semantiq.iabAudiences.actions.disable' },
    ],
  });
  const columns = useMemo(() => {
    const column = createDataTableColumns<IabAudience>();
    return [
      column.accessor('name', {
        id: 'name',
        header: t('semantiq.iabAudiences.columns.name'),
      }),
      // IAB's unique ID, an identifier: written as IAB writes it, without a thousands mark.
      column.accessor((audience) => String(audience.id), {
        id: 'id',
        header: t('semantiq.iabAudiences.columns.id'),
      }),
      column.accessor((audience) => audience.path.join(' › '), {
        id: 'path',
        header: t('semantiq.iabAudiences.columns.path'),
      }),
      column.accessor('enabled', {
        id: 'enabled',
        header: t('semantiq.iabAudiences.columns.enabled'),
        cell: (info) =>
          info.getValue() ? (
            <StatusBadge tone="positive">{t('semantiq.iabAudiences.offered')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('semantiq.iabAudiences.notOffered')}</StatusBadge>
          ),
      }),
      column.accessor('enabledAt', {
        id: 'enabledAt',
        header: t('semantiq.iabAudiences.columns.enabledAt'),
        cell: (info) => {
          const at = info.getValue();
          return at ? formatDateTime(at) : '';
        },
        meta: { kind: 'date', width: '10rem' },
      }),
    ];
  }, [t]);
  return <ListView list={list} columns={columns} />;
}
