import type { Language } from '@adconsole/i18n';
import type { Option } from '@adconsole/ui';
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
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { InlineFormProps } from '../../app/useInlineForm.ts';
import { TimelineEntry, type TimelineEntryContent } from './TimelineEntry.tsx';
import type { TimelineListController } from './useTimelineList.ts';

/** An inline form of the timeline: on an account page its account is fixed, not asked for. */
export type TimelineFormProps<Entry, Values> = InlineFormProps<Entry, Values> & {
  fixedAccount?: Option;
};

export interface TimelineListProps<Entry extends { id: number }, Values> {
  list: TimelineListController<Entry, Values>;
  /** What an entry shows on the timeline. */
  describe: (t: TFunction, entry: Entry, language: Language) => TimelineEntryContent;
  /** The inline create and edit form. */
  Form: ComponentType<TimelineFormProps<Entry, Values>>;
}

/**
 * The layout of an activity or comment list (spec 2 §2): the filters, the create button or its
 * inline form, the loader on the first load, a failed load with its retry, the empty message,
 * the timeline with an entry's edit form in its place, and the pager.
 */
export function TimelineList<Entry extends { id: number }, Values>({
  list,
  describe,
  Form,
}: TimelineListProps<Entry, Values>) {
  const { t, i18n } = useTranslation();
  const { editing, texts } = list;
  const formProps = {
    onClose: list.close,
    onGuard: list.guard,
    ...(list.account ? { fixedAccount: list.account } : {}),
  };
  return (
    <Stack space="large">
      <Stack space="medium">
        <FilterBar {...list.filterBar} />
        {editing?.mode === 'create' ? (
          <Form {...formProps} onSave={(values) => list.save(values)} />
        ) : (
          <Inline>
            <Button icon={<PlusIcon />} onPress={list.openCreate}>
              {texts.create}
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
        <Timeline aria-label={texts.listLabel}>
          {list.items.map((entry) =>
            editing?.mode === 'edit' && editing.id === entry.id ? (
              <li key={entry.id}>
                <Form {...formProps} entry={entry} onSave={(values) => list.save(values, entry)} />
              </li>
            ) : (
              <TimelineEntry
                key={entry.id}
                {...describe(t, entry, i18n.language as Language)}
                texts={texts}
                onEdit={() => list.openEdit(entry)}
                onDelete={() => list.remove(entry)}
                onDownload={(id) => void list.download(id)}
              />
            ),
          )}
        </Timeline>
      )}
      {list.total > 0 && <Pagination {...list.pagination} />}
    </Stack>
  );
}
