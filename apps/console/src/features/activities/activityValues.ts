import type { Activity, ActivityType, ActivityWrite } from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { idOption, idsOf } from '../../app/lookups.ts';
import type { ActivityFormInput, ActivityFormValues } from './activityForm.ts';
import { attachmentsOf } from './attachments.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as the date picker (YYYY-MM-DD) and the time field (HH:mm) show it, in local time. */
export function dayAndTimeOf(moment: Date): { day: string; time: string } {
  return {
    day: `${moment.getFullYear()}-${twoDigits(moment.getMonth() + 1)}-${twoDigits(moment.getDate())}`,
    time: `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`,
  };
}

/** The moment of a day and a time in local time, as the calls take it. */
export function momentOf(day: string, time: string | null): string {
  return new Date(`${day}T${time ?? '00:00'}`).toISOString();
}

/** The form's first values: an activity's, or a new one's (now, on the fixed account if any). */
export function activityFormDefaults(
  activity: Activity | undefined,
  fixedAccount: Option | undefined,
  now = new Date(),
): ActivityFormInput {
  if (!activity) {
    return {
      title: '',
      activityType: null,
      ...dayAndTimeOf(now),
      account: fixedAccount ?? null,
      contacts: [],
      message: '',
      notifySales: false,
      participants: [],
      labels: [],
      files: attachmentsOf(),
    };
  }
  return {
    title: activity.title ?? '',
    activityType: activity.activityType,
    ...dayAndTimeOf(new Date(activity.date)),
    account: idOption(activity.accountId ?? activity.entityId, activity.entityName),
    contacts: activity.contacts.map((contact) => idOption(contact.id, contact.name)),
    message: activity.message,
    notifySales: activity.notifySales,
    participants: activity.participants.map((user) => idOption(user.userId, user.name)),
    labels: activity.labels.map((label) => idOption(label.id, label.name)),
    files: attachmentsOf(activity.files),
  };
}

/**
 * What create and update send: an entry about the account, the whole new sets of contacts,
 * participants, labels and files; privateAccess false, the rest empty (spec 2 §3).
 */
export function activityWriteOf(
  values: ActivityFormValues,
  files: ActivityWrite['files'],
  activity?: Activity,
): ActivityWrite {
  return {
    taskId: activity?.taskId ?? null,
    entityType: 'ACCOUNT',
    entityId: Number(values.account.id),
    activityType: values.activityType as ActivityType,
    title: values.title || null,
    message: values.message,
    date: momentOf(values.day, values.time),
    contacts: idsOf(values.contacts).map((id) => ({ id })),
    additionalParticipants: idsOf(values.participants),
    labels: idsOf(values.labels).map((id) => ({ id })),
    files,
    privateAccess: false,
    notifySales: values.notifySales,
    emails: [],
    keyValues: {},
    campaignPositionIds: [],
  };
}
