import type { Activity, ActivityType } from '@adconsole/api';
import {
  AttachmentList,
  DropdownMenuItem,
  TimelineItem,
  type TimelineItemType,
  useConfirm,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ActivityForm } from './ActivityForm.tsx';
import { ACCOUNT_MARK, SentenceWithAccount } from './sentence.tsx';
import { TimelineList } from './TimelineList.tsx';
import { type ActivityListController, useActivityList } from './useActivityList.ts';
import type { TimelineListOptions } from './useTimelineList.ts';

const iconTypes: Partial<Record<ActivityType, TimelineItemType>> = {
  EMAIL: 'email',
  MEETING: 'meeting',
  PHONE: 'phone',
};

/** The icon of an activity type: e-mail, meeting, phone, and other for every other type. */
export const activityIcon = (type: ActivityType): TimelineItemType => iconTypes[type] ?? 'other';

/** The chips of an entry: labels, its task, participants and contacts. */
function activityChips(t: TFunction, activity: Activity) {
  return [
    {
      label: t('activities.item.labels'),
      items: activity.labels.map((label) => ({ id: String(label.id), label: label.name })),
    },
    {
      label: t('activities.item.task'),
      items: activity.taskId
        ? [
            {
              id: String(activity.taskId),
              label: t('activities.item.taskLink', { id: activity.taskId }),
              href: `/sales/tasks/details/${activity.taskId}`,
            },
          ]
        : [],
    },
    {
      label: t('activities.item.participants'),
      items: activity.participants.map((user) => ({ id: String(user.userId), label: user.name })),
    },
    {
      label: t('activities.item.contacts'),
      items: activity.contacts.map((contact) => ({ id: String(contact.id), label: contact.name })),
    },
  ];
}

function ActivityEntry({ activity, list }: { activity: Activity; list: ActivityListController }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const type = t(`activities.types.${activity.activityType}`);
  const askDelete = () =>
    confirm({
      title: t('activities.delete.title'),
      text: t('activities.delete.text'),
      confirmLabel: t('activities.delete.confirm'),
      tone: 'critical',
      onConfirm: () => list.remove(activity),
    });
  return (
    <TimelineItem
      date={activity.date}
      type={activityIcon(activity.activityType)}
      sentence={
        <SentenceWithAccount
          text={t('activities.item.sentence', {
            type,
            creator: activity.creatorName,
            account: ACCOUNT_MARK,
          })}
          accountId={activity.accountId}
          accountName={activity.entityName}
        />
      }
      chips={activityChips(t, activity)}
      {...(activity.title ? { title: activity.title } : {})}
      attachments={
        activity.attachments.length > 0 && (
          <AttachmentList
            aria-label={t('activities.item.attachments')}
            files={activity.attachments.map((file) => ({ id: String(file.id), name: file.name }))}
            onDownload={(file) => void list.download(file.id)}
          />
        )
      }
      actionsLabel={t('activities.item.actions', { type, creator: activity.creatorName })}
      actions={
        <>
          <DropdownMenuItem id="edit" onAction={() => list.openEdit(activity)}>
            {t('activities.item.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem id="delete" tone="critical" onAction={() => void askDelete()}>
            {t('activities.item.delete')}
          </DropdownMenuItem>
        </>
      }
    >
      {activity.message}
    </TimelineItem>
  );
}

export interface ActivityListProps extends TimelineListOptions {}

/** The activity list (spec 2 §2): Create activity, the timeline, Edit inline and Delete. */
export function ActivityList({ account, ...options }: ActivityListProps) {
  const { t } = useTranslation();
  const list = useActivityList({ ...options, ...(account ? { account } : {}) });
  const fixed = account ? { fixedAccount: account } : {};
  return (
    <TimelineList
      list={list}
      listLabel={t('activities.listLabel')}
      createLabel={t('activities.create')}
      renderEntry={(activity) => (
        <ActivityEntry key={activity.id} activity={activity} list={list} />
      )}
      renderForm={({ entry, ...form }) => (
        <ActivityForm {...(entry ? { activity: entry } : {})} {...fixed} {...form} />
      )}
    />
  );
}
