import type { Label } from '@adconsole/api';
import { formatDisplayDate } from '@adconsole/i18n';
import {
  Button,
  createDataTableColumns,
  type DataTableColumn,
  Inline,
  StatusBadge,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';

const column = createDataTableColumns<Label>();

export interface LabelColumnOptions {
  /** The type column, where the screen shows more than one type. */
  showType: boolean;
  onEdit: (label: Label) => void;
  onSetActive: (label: Label, active: boolean) => void;
  /** The label whose activation is being changed: its button is busy. */
  activatingId: number | undefined;
}

/** The columns of a label list; name, type and creation date sort on the server. */
export function labelColumns(
  t: TFunction,
  { showType, onEdit, onSetActive, activatingId }: LabelColumnOptions,
): DataTableColumn<Label>[] {
  return [
    column.accessor('name', {
      header: t('labels.columns.name'),
      enableHiding: false,
      meta: { width: 'minmax(10rem, 1.5fr)' },
    }),
    ...(showType
      ? [
          column.accessor('type', {
            header: t('labels.columns.type'),
            cell: (info) => t(`labels.types.${info.getValue()}`),
            meta: { width: 'minmax(9rem, 1fr)' },
          }),
        ]
      : []),
    column.accessor('description', {
      header: t('labels.columns.description'),
      enableSorting: false,
      cell: (info) => info.getValue() ?? '',
      meta: { width: 'minmax(10rem, 1.5fr)' },
    }),
    column.accessor('active', {
      header: t('labels.columns.status'),
      enableSorting: false,
      cell: (info) => (
        <StatusBadge tone={info.getValue() ? 'positive' : 'neutral'}>
          {info.getValue() ? t('labels.status.active') : t('labels.status.inactive')}
        </StatusBadge>
      ),
      meta: { width: '8rem' },
    }),
    column.accessor('createdAt', {
      header: t('labels.columns.createdAt'),
      cell: (info) => formatDisplayDate(info.getValue()),
      meta: { width: '7rem' },
    }),
    column.display({
      id: 'actions',
      header: t('labels.columns.actions'),
      enableHiding: false,
      cell: ({ row: { original: label } }) => (
        <Inline space="xsmall">
          <Button
            variant="ghost"
            size="small"
            aria-label={t('labels.actions.editNamed', { name: label.name })}
            onPress={() => onEdit(label)}
          >
            {t('labels.actions.edit')}
          </Button>
          <Button
            variant="ghost"
            size="small"
            isBusy={activatingId === label.id}
            aria-label={
              label.active
                ? t('labels.actions.deactivateNamed', { name: label.name })
                : t('labels.actions.activateNamed', { name: label.name })
            }
            onPress={() => onSetActive(label, !label.active)}
          >
            {label.active ? t('labels.actions.deactivate') : t('labels.actions.activate')}
          </Button>
        </Inline>
      ),
      // Two small buttons side by side in every language.
      meta: { width: '15rem' },
    }),
  ];
}
