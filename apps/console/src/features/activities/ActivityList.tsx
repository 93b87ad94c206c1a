import type { Activity, ActivityType } from '@adconsole/api';
import {
  AttachmentList,
  Button,
  DropdownMenuItem,
  EmptyState,
  FilterBar,
  Inline,
  Loader,
  type Option,
  Pagination,
  PlusIcon,
  Stack,
  Timeline,
  TimelineItem,
  type TimelineItemType,
  useConfirm,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ActivityForm } from './ActivityForm.tsx';
import { ACCOUNT_MARK, SentenceWithAccount } from './sentence.tsx';
import { type ActivityListController, useActivityList } from './useActivityList.ts';

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
            onDownload={(file) => void list.download(Number(file.id))}
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

export interface ActivityListProps {
  /** The list's session-storage scope. */
  scope: string;
  prefix?: string;
  /** The account of an account page: locked in the filters and the form. */
  account?: Option;
}

/**
 * The activity list (spec 2 §2): filters, Create activity with its inline form, the timeline
 * with Edit inline and Delete, the loader on first load, the empty message and the pager.
 */
export function ActivityList({ scope, prefix, account }: ActivityListProps) {
  const { t } = useTranslation();
  const list = useActivityList({
    scope,
    ...(prefix ? { prefix } : {}),
    ...(account ? { account } : {}),
  });
  const { editing } = list;
  return (
    <Stack space="large">
      <Stack space="medium">
        <FilterBar {...list.filterBar} />
        {editing?.mode === 'create' ? (
          <ActivityForm
            {...(account ? { fixedAccount: account } : {})}
            onSave={(values) => list.save(values)}
            onClose={list.close}
            onGuard={list.guard}
          />
        ) : (
          <Inline>
            <Button icon={<PlusIcon />} onPress={list.openCreate}>
              {t('activities.create')}
            </Button>
          </Inline>
        )}
      </Stack>
      {list.isLoading ? (
        <Loader />
      ) : list.items.length === 0 ? (
        <EmptyState message={t('activities.empty')} />
      ) : (
        <Timeline aria-label={t('activities.listLabel')}>
          {list.items.map((activity) =>
            editing?.mode === 'edit' && editing.activityId === activity.id ? (
              <li key={activity.id}>
                <ActivityForm
                  activity={activity}
                  {...(account ? { fixedAccount: account } : {})}
                  onSave={(values) => list.save(values, activity)}
                  onClose={list.close}
                  onGuard={list.guard}
                />
              </li>
            ) : (
              <ActivityEntry key={activity.id} activity={activity} list={list} />
            ),
          )}
        </Timeline>
      )}
      {list.total > 0 && <Pagination {...list.pagination} />}
    </Stack>
  );
}
