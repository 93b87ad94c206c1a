import {
  type Activity,
  type ActivityWrite,
  createActivity,
  deleteActivity,
  downloadActivityAttachment,
  getTouchpoints,
  type TouchpointsQuery,
  updateActivity,
} from '@adconsole/api';
import { apiClient } from '../../app/api.ts';
import { ACTIVITY_FILTER_PARAMS, activityFilters, touchpointsQueryOf } from './activityFilters.ts';
import type { ActivityFormValues } from './activityForm.ts';
import { activityWriteOf } from './activityValues.ts';
import type { TimelineSource } from './useTimelineList.ts';

/** The activity list's calls, filters and texts (spec 2 §2, §7: the touchpoints). */
export const activitySource: TimelineSource<
  Activity,
  ActivityFormValues,
  TouchpointsQuery,
  ActivityWrite
> = {
  key: ['activities', 'touchpoints'],
  texts: (t) => ({
    listLabel: t('activities.listLabel'),
    create: t('activities.create'),
    created: t('activities.toast.created'),
    updated: t('activities.toast.updated'),
    deleted: t('activities.toast.deleted'),
    deleteTitle: t('activities.delete.title'),
    deleteText: t('activities.delete.text'),
    deleteConfirm: t('activities.delete.confirm'),
  }),
  params: ACTIVITY_FILTER_PARAMS,
  filters: activityFilters,
  queryOf: touchpointsQueryOf,
  load: (query, signal) => getTouchpoints(apiClient, query, { signal }),
  writeOf: activityWriteOf,
  create: (body) => createActivity(apiClient, body),
  update: (activity, body) => updateActivity(apiClient, { activityId: activity.id }, body),
  remove: (activity) => deleteActivity(apiClient, { id: activity.id }),
  download: (attachmentId) =>
    downloadActivityAttachment(apiClient, { attachmentId: Number(attachmentId) }),
};
