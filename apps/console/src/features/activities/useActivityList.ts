import {
  type Activities,
  type Activity,
  createActivity,
  deleteActivity,
  downloadActivityAttachment,
  getTouchpoints,
  updateActivity,
} from '@adconsole/api';
import { CONTACT_SEARCH_DEBOUNCE_MS, type Option, useToast } from '@adconsole/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { selectedCompanyStore } from '../../app/storage.ts';
import { ACTIVITY_FILTER_PARAMS, activityFilters, touchpointsQueryOf } from './activityFilters.ts';
import type { ActivityFormValues } from './activityForm.ts';
import { activityWriteOf } from './activityValues.ts';
import { deleteRemoved, filesToSend, saveDownload, uploadPending } from './attachments.ts';
import { useFilteredList } from './useFilteredList.ts';
import { useInlineEditing } from './useInlineEditing.ts';

export interface ActivityListOptions {
  scope: string;
  /** The URL parameters' prefix, where the list shares its page. */
  prefix?: string;
  /** The account of an account page: the invoicing-account filter is locked to it. */
  account?: Option;
}

/** What is open inline: the create form, or the edit form of one activity. */
export type ActivityEditing = { mode: 'create' } | { mode: 'edit'; activityId: number };

const activitiesKey = ['activities', 'touchpoints'] as const;

/**
 * The controller of an activity list (spec 2 §2, §4): filters, paging and the state in the URL
 * and session storage; the touchpoints call; the inline create and edit forms (files uploaded
 * on save, removed ones deleted); delete with immediate removal; downloads; success notices.
 */
export function useActivityList({ scope, prefix, account }: ActivityListOptions) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const company = useSyncExternalStore(selectedCompanyStore.subscribe, selectedCompanyStore.get);
  const lockedAccountId = account ? Number(account.id) : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the language.
  const definitions = useMemo(
    () => activityFilters(t, { lockedAccountId, contactDebounceMs: CONTACT_SEARCH_DEBOUNCE_MS }),
    [t, i18n.language, lockedAccountId],
  );
  const list = useFilteredList({ scope, prefix, definitions, params: ACTIVITY_FILTER_PARAMS });
  const query = touchpointsQueryOf(list.state, lockedAccountId);
  const queryKey = [...activitiesKey, company?.id ?? null, query];
  const activities = useQuery({
    queryKey,
    queryFn: ({ signal }) => getTouchpoints(apiClient, query, { signal }),
    placeholderData: keepPreviousData,
  });

  const { editing, open, close, guard } = useInlineEditing<ActivityEditing>();
  const reload = () => queryClient.invalidateQueries({ queryKey: activitiesKey });

  const save = useMutation({
    mutationFn: async ({
      values,
      activity,
    }: {
      values: ActivityFormValues;
      activity?: Activity;
    }) => {
      const uploaded = await uploadPending(values.files, t);
      const body = activityWriteOf(values, filesToSend(values.files, uploaded), activity);
      const saved = activity
        ? await updateActivity(apiClient, { activityId: activity.id }, body)
        : await createActivity(apiClient, body);
      await deleteRemoved(values.files);
      return saved;
    },
    // A refused file or the server's field errors show on the form.
    meta: { ignoreStatuses: [422] },
    onSuccess: (_saved, { activity }) => {
      toast({
        title: activity ? t('activities.toast.updated') : t('activities.toast.created'),
        tone: 'positive',
      });
      return reload();
    },
  });

  const remove = useMutation({
    mutationFn: (activity: Activity) => deleteActivity(apiClient, { id: activity.id }),
    onSuccess: (_nothing, activity) => {
      // Gone at once, the total one less (spec 2 §4).
      queryClient.setQueryData<Activities>(queryKey, (page) =>
        page
          ? {
              items: page.items.filter((item) => item.id !== activity.id),
              total: Math.max(0, page.total - 1),
            }
          : page,
      );
      toast({ title: t('activities.toast.deleted'), tone: 'positive' });
    },
  });

  const download = useCallback(
    async (attachmentId: number) => {
      const file = await downloadActivityAttachment(apiClient, { attachmentId });
      if (file) saveDownload(file);
      else toast({ title: t('activities.noFile'), tone: 'warning' });
    },
    [t, toast],
  );

  const total = activities.data?.total ?? 0;
  return {
    filterBar: {
      ...list.filterBar,
      ...(account ? { lockedValues: { INVOICING_ACCOUNT: account } } : {}),
    },
    items: activities.data?.items ?? [],
    total,
    isLoading: activities.isPending,
    pagination: list.pagination(total),
    editing,
    openCreate: () => void open({ mode: 'create' }),
    openEdit: (activity: Activity) => void open({ mode: 'edit', activityId: activity.id }),
    close,
    /** The open form's 'unsaved changes' question, asked before another form opens. */
    guard,
    save: (values: ActivityFormValues, activity?: Activity) =>
      save.mutateAsync({ values, ...(activity ? { activity } : {}) }),
    remove: (activity: Activity) => remove.mutateAsync(activity),
    download,
  };
}

export type ActivityListController = ReturnType<typeof useActivityList>;
