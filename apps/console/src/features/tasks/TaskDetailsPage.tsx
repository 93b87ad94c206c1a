import { isTaskClosed, isTaskHeld, type Task, taskEndpoints } from '@adconsole/api';
import { formatDateTime, formatDisplayDate } from '@adconsole/i18n';
import { Button, Inline, Link, lazyPart, Stack, StatusBadge, Text } from '@adconsole/ui';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnDemandDialog } from '../../kit/OnDemandDialog.tsx';
import type { RecordFact } from '../../kit/RecordFacts.tsx';
import { RecordPage } from '../../kit/RecordPage.tsx';
import { useTableParams } from '../../routes/useTableParams.ts';
import { ActivityList } from '../activities/ActivityList.tsx';
import { TaskComments } from './TaskComments.tsx';
import { useRestoreTask } from './TaskDialogs.tsx';
import { colorTones } from './TasksPage.tsx';

// The snooze dialog (its date field) loads when Snooze opens it; the done, assign and archive
// dialogs (their forms) when one first opens (issue 36).
const snoozeDialog = lazyPart(() =>
  import('./SnoozeDialog.tsx').then((module) => module.SnoozeDialog),
);
const doneDialog = lazyPart(() =>
  import('./TaskActionDialogs.tsx').then((module) => module.DoneTaskDialog),
);
const assignDialog = lazyPart(() =>
  import('./TaskActionDialogs.tsx').then((module) => module.AssignTasksDialog),
);
const archiveDialog = lazyPart(() =>
  import('./TaskActionDialogs.tsx').then((module) => module.ArchiveTasksDialog),
);

/**
 * The task's own sales person, with the account's (from the account's record) as a hint under
 * it: the two stood side by side without saying which was which (issue 37, the stranger's
 * finding). The hint is left out when the two are the same person.
 */
function taskSalesPerson(t: TFunction, task: Task) {
  const own = task.salesPerson?.name;
  const account = task.accountSalesName;
  if (!account || account === own) return own;
  return (
    <Stack space="xsmall">
      <span>{own ?? t('tasks.facts.noSalesPerson')}</span>
      <Text as="span" size="small" tone="muted">
        {t('tasks.facts.accountSales', { name: account })}
      </Text>
    </Stack>
  );
}

/**
 * Who holds the task, with who assigned it and when under it (issue 37: "Zugewiesen von" stood
 * beside the assignee as a fact of its own, and beside none on an unassigned task). An
 * unassigned task shows neither.
 */
function taskAssignee(t: TFunction, task: Task) {
  if (!task.assignee) return null;
  const by = [
    task.assignAuthor ? t('tasks.facts.assignedBy', { name: task.assignAuthor.name }) : null,
    task.assignedTime ? formatDateTime(task.assignedTime) : null,
  ].filter(Boolean);
  if (by.length === 0) return task.assignee.name;
  return (
    <Stack space="xsmall">
      <span>{task.assignee.name}</span>
      <Text as="span" size="small" tone="muted">
        {by.join(', ')}
      </Text>
    </Stack>
  );
}

function taskFacts(t: TFunction, task: Task): RecordFact[] {
  const when = (value: string | null) => (value ? formatDateTime(value) : null);
  return [
    [t('tasks.facts.status'), t(`tasks.status.${task.status}`)],
    [t('tasks.facts.priority'), t(`tasks.priority.${task.priority}`)],
    [t('tasks.facts.outcome'), task.outcome ? t(`tasks.outcome.${task.outcome}`) : null],
    [
      t('tasks.facts.account'),
      <Link key="account" href={`/crm/accounts/${task.account.id}`}>
        {task.account.displayName}
      </Link>,
    ],
    [t('tasks.facts.assignee'), taskAssignee(t, task)],
    [t('tasks.facts.salesPerson'), taskSalesPerson(t, task)],
    [t('tasks.facts.participants'), task.participants.map((user) => user.name).join(', ')],
    [t('tasks.facts.snoozedUntil'), when(task.snoozedUntil)],
    [t('tasks.facts.topic'), task.taskTopic?.name],
    [t('tasks.facts.source'), task.leadSource?.name],
    [
      t('tasks.facts.campaign'),
      task.campaign ? (
        <Link key="campaign" href={`/orders/campaigns/ALL/${task.campaign.campaignId}`}>
          {task.campaign.name ?? t('tasks.campaignLink', { id: task.campaign.campaignId })}
        </Link>
      ) : null,
    ],
    [t('tasks.facts.promotion'), task.salesPromotion?.name],
    [t('tasks.facts.labels'), task.labels.map((label) => label.name).join(', ')],
    [
      t('tasks.facts.activity'),
      <StatusBadge key="activity" tone={colorTones[task.activityStatusColor]}>
        {task.activity
          ? `${task.activity.message} – ${task.activity.creatorName}, ${formatDisplayDate(task.activity.creationDate)}`
          : t(`tasks.activity.${task.activityStatusColor}`)}
      </StatusBadge>,
    ],
    [t('tasks.facts.creator'), task.creator.name],
    [t('tasks.facts.created'), formatDateTime(task.created)],
    [t('tasks.facts.updated'), formatDateTime(task.updated)],
    [t('tasks.facts.description'), task.description],
  ];
}

function TaskActions({ task }: { task: Task }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isClosing, setClosing] = useState(false);
  const [isSnoozing, setSnoozing] = useState(false);
  const [isAssigning, setAssigning] = useState(false);
  const [isArchiving, setArchiving] = useState(false);
  const restoreTask = useRestoreTask();
  const isOpen = !isTaskClosed(task.status);
  const restore = () => restoreTask(task);
  return (
    <Inline space="small">
      {task.status === 'ARCHIVED' && (
        <Button variant="secondary" onPress={restore}>
          {t('tasks.actions.restore')}
        </Button>
      )}
      {isOpen && (
        <Button variant="secondary" onPress={() => setAssigning(true)}>
          {t(task.assignee ? 'tasks.actions.reassign' : 'tasks.actions.assign')}
        </Button>
      )}
      {task.status === 'NEW' && (
        <Button variant="secondary" onPress={() => setArchiving(true)}>
          {t('tasks.actions.archive')}
        </Button>
      )}
      {isTaskHeld(task.status) && (
        <>
          <Button variant="secondary" onPress={() => setSnoozing(true)}>
            {t('tasks.actions.snooze')}
          </Button>
          <Button variant="secondary" onPress={() => setClosing(true)}>
            {t('tasks.actions.done')}
          </Button>
        </>
      )}
      <Button
        onPress={() =>
          void navigate({
            href: `/sales/tasks/edit/${task.id}?redirectTo=${encodeURIComponent(`/sales/tasks/details/${task.id}`)}`,
          })
        }
      >
        {t('tasks.actions.edit')}
      </Button>
      {isClosing && (
        <OnDemandDialog
          part={doneDialog}
          props={{ taskId: task.id, onClose: () => setClosing(false) }}
          onClose={() => setClosing(false)}
        />
      )}
      {isSnoozing && (
        <OnDemandDialog
          part={snoozeDialog}
          props={{ task, onClose: () => setSnoozing(false) }}
          onClose={() => setSnoozing(false)}
        />
      )}
      {isAssigning && (
        <OnDemandDialog
          part={assignDialog}
          props={{
            ids: [task.id],
            onClose: () => setAssigning(false),
            onDone: () => setAssigning(false),
          }}
          onClose={() => setAssigning(false)}
        />
      )}
      {isArchiving && (
        <OnDemandDialog
          part={archiveDialog}
          props={{
            ids: [task.id],
            onClose: () => setArchiving(false),
            onDone: () => setArchiving(false),
          }}
          onClose={() => setArchiving(false)}
        />
      )}
    </Inline>
  );
}

/**
 * /sales/tasks/details/{taskId} (spec 3 §2.5, spec 2 §2): the task's facts, its activities
 * (the system's log of its changes among them) and its funnel comments.
 */
export function TaskDetailsPage() {
  const { t } = useTranslation();
  const { taskId } = useTableParams<'crm.taskDetails'>();
  return (
    <RecordPage<Task>
      calls={taskEndpoints}
      id={taskId}
      facts={(task) => taskFacts(t, task)}
      actions={(task) => <TaskActions task={task} />}
      tabs={(task) => {
        const account = { id: String(task.account.id), label: task.account.displayName };
        return [
          {
            id: 'activities',
            label: t('tasks.details.activities'),
            render: () => (
              <ActivityList
                scope={`task-${task.id}-activities`}
                prefix="activity"
                account={account}
                taskId={task.id}
              />
            ),
          },
          {
            id: 'comments',
            label: t('tasks.details.comments'),
            render: () => <TaskComments taskId={task.id} account={account} />,
          },
        ];
      }}
    />
  );
}
