import type { Activity, ActivityType } from '@adconsole/api';
import type { Language } from '@adconsole/i18n';
import { lazyPart, type TimelineItemType } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import type { ActivityForm as LoadedActivityForm } from './ActivityForm.tsx';
import { activitySource } from './activitySource.ts';
import { ACCOUNT_MARK } from './sentence.tsx';
import { type TimelineEntryContent, taskAndPeopleChips } from './TimelineEntry.tsx';
import { TimelineList } from './TimelineList.tsx';
import { entryTexts } from './timelineValues.ts';
import { type TimelineListOptions, useTimelineList } from './useTimelineList.ts';

// The inline form (its date and time fields, the lookups) loads when Create or Edit opens it.
const activityFormPart = lazyPart(() =>
  import('./ActivityForm.tsx').then((module) => module.ActivityForm),
);
function ActivityForm(props: ComponentProps<typeof LoadedActivityForm>) {
  return <OnDemandPart part={activityFormPart} props={props} />;
}

const iconTypes: Partial<Record<ActivityType, TimelineItemType>> = {
  EMAIL: 'email',
  MEETING: 'meeting',
  PHONE: 'phone',
};

/** The icon of an activity type: e-mail, meeting, phone, and other for every other type. */
export const activityIcon = (type: ActivityType): TimelineItemType => iconTypes[type] ?? 'other';

/** The chips of an entry: labels, its task, participants and contacts. */
const activityChips = (t: TFunction, activity: Activity) => [
  {
    label: t('activities.item.labels'),
    items: activity.labels.map((label) => ({ id: String(label.id), label: label.name })),
  },
  ...taskAndPeopleChips(t, {
    taskId: activity.taskId,
    participants: activity.participants.map((user) => ({ id: user.userId, name: user.name })),
    contacts: activity.contacts,
  }),
];

/** An activity on the timeline: "<type> by <creator> with <account>", its chips and files. */
function describeActivity(
  t: TFunction,
  activity: Activity,
  language: Language,
): TimelineEntryContent {
  const type = t(`activities.types.${activity.activityType}`);
  const { title, message } = entryTexts(t, language, activity);
  return {
    date: activity.date,
    type: activityIcon(activity.activityType),
    sentence: t('activities.item.sentence', {
      type,
      creator: activity.creatorName,
      account: ACCOUNT_MARK,
    }),
    accountId: activity.accountId,
    accountName: activity.entityName,
    chips: activityChips(t, activity),
    title,
    message,
    files: activity.attachments.map((file) => ({ id: String(file.id), name: file.name })),
    actionsLabel: t('activities.item.actions', { type, creator: activity.creatorName }),
  };
}

/** The activity list (spec 2 §2): Create activity, the timeline, Edit inline and Delete. */
export function ActivityList(options: TimelineListOptions) {
  const list = useTimelineList(activitySource, options);
  return <TimelineList list={list} describe={describeActivity} Form={ActivityForm} />;
}
