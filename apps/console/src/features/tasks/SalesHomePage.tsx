import { type Activity, activityEndpoints, type Task, taskEndpoints } from '@adconsole/api';
import { formatDateTime, formatDisplayDate, type Language } from '@adconsole/i18n';
import { Column, Columns, Link, Loader, Stack, Text } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentUserQuery } from '../../app/session.ts';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { Section } from '../../kit/Section.tsx';
import { entryTexts } from '../activities/timelineValues.ts';
import { dueSnoozes } from './dueSnoozes.ts';
import { ActivityBadge } from './TasksPage.tsx';

const SHOWN = 8;

/** The end of today in Zurich, as the snooze filter's moment. */
function ListSection({
  title,
  total,
  href,
  isLoading,
  children,
}: {
  title: string;
  total?: number | undefined;
  href: string;
  isLoading: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Section title={title}>
      {isLoading ? <Loader /> : children}
      <Text size="small" tone="muted">
        {total !== undefined && `${t('salesHome.total', { count: total })} · `}
        <Link href={href}>{t('salesHome.showAll')}</Link>
      </Text>
    </Section>
  );
}

function TaskLines({ tasks, date }: { tasks: Task[]; date: (task: Task) => string | null }) {
  const { t } = useTranslation();
  if (tasks.length === 0) return <Text>{t('salesHome.empty')}</Text>;
  return (
    <Stack as="ul" space="small">
      {tasks.map((task) => (
        <li key={task.id}>
          <Link href={`/sales/tasks/details/${task.id}`}>{task.name}</Link>{' '}
          <Text as="span" size="small" tone="muted">
            {[task.taskTopic?.name, date(task)].filter(Boolean).join(' · ')}
          </Text>{' '}
          <ActivityBadge task={task} t={t} />
        </li>
      ))}
    </Stack>
  );
}

/**
 * The sales person's day (issue 23): their queue, snoozes ending today, activities, promotions.
 * Shown on the home (/sales, `features/home`) of sales-funnel staff.
 */
export function SalesDay() {
  const { t } = useTranslation();
  const companyId = useActingCompanyId();
  const me = useQuery(currentUserQuery).data;
  const userId = me?.userId;
  const mine = userId ? `${userId}:${me.firstName} ${me.lastName}` : '';
  const inProgress = useQuery({
    ...endpointQuery(
      taskEndpoints.list,
      {
        query: {
          status: 'IN_PROGRESS',
          assigneeId: userId as number,
          sort: 'created',
          order: 'ASC',
          limit: SHOWN,
        },
      },
      companyId,
    ),
    enabled: userId !== undefined,
  });
  const snoozed = useQuery({
    ...endpointQuery(
      taskEndpoints.list,
      {
        query: {
          status: 'SNOOZED',
          assigneeId: userId as number,
          sort: 'snoozedUntil',
          order: 'ASC',
          limit: 50,
        },
      },
      companyId,
    ),
    enabled: userId !== undefined,
  });
  const endsToday = dueSnoozes(snoozed.data?.items ?? []);
  const activities = useQuery({
    ...endpointQuery(
      activityEndpoints.touchpoints,
      {
        query: { creatorId: userId as number, limit: SHOWN, sort: 'creationDate', order: 'DESC' },
      },
      companyId,
    ),
    enabled: userId !== undefined,
  });
  const promotions = useQuery(
    endpointQuery(taskEndpoints.activePromotions, { query: { limit: SHOWN } }, companyId),
  );
  const tasksHref = (status: string) =>
    `/sales/tasks?status=${status}${mine ? `&assignee=${encodeURIComponent(mine)}` : ''}`;
  return (
    <Columns space="large" collapseBelow="md">
      <Column>
        <Stack space="large">
          <ListSection
            title={t('salesHome.inProgress')}
            total={inProgress.data?.total}
            href={tasksHref('IN_PROGRESS')}
            isLoading={inProgress.isPending}
          >
            <TaskLines
              tasks={inProgress.data?.items ?? []}
              date={(task) => formatDisplayDate(task.created)}
            />
          </ListSection>
          <ListSection
            title={t('salesHome.snoozeEnds')}
            total={endsToday.length}
            href={tasksHref('SNOOZED')}
            isLoading={snoozed.isPending}
          >
            <TaskLines
              tasks={endsToday}
              date={(task) => (task.snoozedUntil ? formatDateTime(task.snoozedUntil) : null)}
            />
          </ListSection>
        </Stack>
      </Column>
      <Column>
        <Stack space="large">
          <ListSection
            title={t('salesHome.activities')}
            total={activities.data?.total}
            href="/sales/activities"
            isLoading={activities.isPending}
          >
            <ActivityLines activities={activities.data?.items ?? []} />
          </ListSection>
          <ListSection
            title={t('salesHome.promotions')}
            total={promotions.data?.total}
            href="/sales/promotions"
            isLoading={promotions.isPending}
          >
            {(promotions.data?.items ?? []).length === 0 ? (
              <Text>{t('salesHome.empty')}</Text>
            ) : (
              <Stack as="ul" space="small">
                {(promotions.data?.items ?? []).map((promotion) => (
                  <li key={promotion.id}>
                    <Link
                      href={`/sales/tasks?promotion=${encodeURIComponent(`${promotion.id}:${promotion.name}`)}`}
                    >
                      {promotion.name}
                    </Link>{' '}
                    <Text as="span" size="small" tone="muted">
                      {promotion.deadline
                        ? t('salesHome.deadline', { date: formatDisplayDate(promotion.deadline) })
                        : t('salesHome.noDeadline')}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </ListSection>
        </Stack>
      </Column>
    </Columns>
  );
}

const lineText = ({ title, message }: { title: string | null; message: string }) =>
  title ?? message;

function ActivityLines({ activities }: { activities: Activity[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  if (activities.length === 0) return <Text>{t('salesHome.empty')}</Text>;
  return (
    <Stack as="ul" space="small">
      {activities.map((activity) => (
        <li key={activity.id}>
          {/* A task's events in the reader's language, as on the timeline (an Italian reader
              read the stored German "Aufgabe erledigt"). */}
          <Text as="span" size="small" tone="muted">
            {formatDateTime(activity.creationDate)}
          </Text>{' '}
          {activity.accountId ? (
            <Link href={`/crm/accounts/${activity.accountId}`}>{activity.entityName}</Link>
          ) : (
            activity.entityName
          )}
          {': '}
          {lineText(entryTexts(t, language, activity))}
          {activity.taskId ? (
            <>
              {' '}
              <Link href={`/sales/tasks/details/${activity.taskId}`}>
                {t('tasks.taskLink', { id: activity.taskId })}
              </Link>
            </>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}
