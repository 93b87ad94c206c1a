import {
  Button,
  EmptyState,
  ErrorBlock,
  FilterBar,
  Inline,
  Loader,
  Pagination,
  PlusIcon,
  Stack,
  Timeline,
} from '@adconsole/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineListController } from './useTimelineList.ts';

/** What an inline form gets: the entry it edits (none: a new one) and the list's callbacks. */
export interface InlineFormProps<Entry, Values> {
  entry?: Entry;
  onSave: (values: Values) => Promise<unknown>;
  onClose: () => void;
  onGuard: (confirmLeave: (() => Promise<boolean>) | undefined) => void;
}

export interface TimelineListProps<Entry extends { id: number }, Values> {
  list: TimelineListController<Entry, Values>;
  /** Names the timeline, e.g. "Activities". */
  listLabel: string;
  /** The button that opens the create form, e.g. "Create activity". */
  createLabel: string;
  /** One entry as a `TimelineItem`. */
  renderEntry: (entry: Entry) => ReactNode;
  renderForm: (props: InlineFormProps<Entry, Values>) => ReactNode;
}

/**
 * The layout of an activity or comment list (spec 2 §2): the filters, the create button or its
 * inline form, the loader on the first load, a failed load with its retry, the empty message, the timeline with an entry's
 * edit form in its place, and the pager.
 */
export function TimelineList<Entry extends { id: number }, Values>({
  list,
  listLabel,
  createLabel,
  renderEntry,
  renderForm,
}: TimelineListProps<Entry, Values>) {
  const { t } = useTranslation();
  const { editing } = list;
  const formProps = { onClose: list.close, onGuard: list.guard };
  return (
    <Stack space="large">
      <Stack space="medium">
        <FilterBar {...list.filterBar} />
        {editing?.mode === 'create' ? (
          renderForm({ ...formProps, onSave: (values) => list.save(values) })
        ) : (
          <Inline>
            <Button icon={<PlusIcon />} onPress={list.openCreate}>
              {createLabel}
            </Button>
          </Inline>
        )}
      </Stack>
      {list.hasFailed ? (
        <ErrorBlock onRetry={list.retry} isRetrying={list.isRetrying} />
      ) : list.isLoading ? (
        <Loader />
      ) : list.items.length === 0 ? (
        <EmptyState message={t('activities.empty')} />
      ) : (
        <Timeline aria-label={listLabel}>
          {list.items.map((entry) =>
            editing?.mode === 'edit' && editing.id === entry.id ? (
              <li key={entry.id}>
                {renderForm({ ...formProps, entry, onSave: (values) => list.save(values, entry) })}
              </li>
            ) : (
              renderEntry(entry)
            ),
          )}
        </Timeline>
      )}
      {list.total > 0 && <Pagination {...list.pagination} />}
    </Stack>
  );
}
