import {
  type Activity,
  createActivity,
  deleteActivity,
  downloadActivityAttachment,
  getTouchpoints,
  type TouchpointsQuery,
  updateActivity,
} from '@adconsole/api';
import { CONTACT_SEARCH_DEBOUNCE_MS } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';
import { ACTIVITY_FILTER_PARAMS, activityFilters, touchpointsQueryOf } from './activityFilters.ts';
import type { ActivityFormValues } from './activityForm.ts';
import { activityWriteOf } from './activityValues.ts';
import {
  type TimelineListController,
  type TimelineListOptions,
  type TimelineSource,
  useTimelineList,
} from './useTimelineList.ts';

/** The activity list's calls, filters and notices (spec 2 §2, §7: the touchpoints). */
const activitySource: TimelineSource<Activity, ActivityFormValues, TouchpointsQuery> = {
  key: ['activities', 'touchpoints'],
  params: ACTIVITY_FILTER_PARAMS,
  filters: (t, lockedAccountId) =>
    activityFilters(t, { lockedAccountId, contactDebounceMs: CONTACT_SEARCH_DEBOUNCE_MS }),
  queryOf: touchpointsQueryOf,
  load: (query, signal) => getTouchpoints(apiClient, query, { signal }),
  save: (values, files, activity) => {
    const body = activityWriteOf(values, files, activity);
    return activity
      ? updateActivity(apiClient, { activityId: activity.id }, body)
      : createActivity(apiClient, body);
  },
  remove: (activity) => deleteActivity(apiClient, { id: activity.id }),
  download: (attachmentId) =>
    downloadActivityAttachment(apiClient, { attachmentId: Number(attachmentId) }),
  notices: (t) => ({
    created: t('activities.toast.created'),
    updated: t('activities.toast.updated'),
    deleted: t('activities.toast.deleted'),
  }),
};

export type ActivityListController = TimelineListController<Activity, ActivityFormValues>;

/** The controller of an activity list: the timeline list on the touchpoints call. */
export const useActivityList = (options: TimelineListOptions): ActivityListController =>
  useTimelineList(activitySource, options);
