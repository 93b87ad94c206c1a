import {
  activityEndpoints,
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  type Task,
  type TaskCreate,
  taskEndpoints,
} from '@adconsole/api';
import {
  FormLookup,
  FormMultiLookup,
  FormShell,
  maxLengthText,
  numericText,
  optionSchema,
  requiredChoice,
  useZodForm,
} from '@adconsole/forms';
import { Loader, type Option, PageLayout, Stack, useToast } from '@adconsole/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import {
  asOption,
  idOption,
  loadAccountOptions,
  loadLabelOptions,
  loadParticipantOptions,
} from '../../app/lookups.ts';
import {
  call,
  endpointKey,
  endpointQuery,
  invalidatePath,
  useActingCompanyId,
} from '../../kit/endpointQuery.ts';
import { type RecordField, RecordFields } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { internalPath } from '../../kit/recordPaths.ts';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import { useRouteSearch, useTableParams } from '../../routes/useTableParams.ts';
import { useTaskCall } from './taskCalls.ts';
import {
  loadPromotionOptions,
  loadSourceOptions,
  loadTopicOptions,
  loadUserOptions,
  promotionOption,
} from './taskLookups.ts';

const nullableOption = z.nullable(optionSchema);

const taskFieldsSchema = z.object({
  priority: requiredChoice(z.enum(TASK_PRIORITIES)),
  assignee: nullableOption,
  taskTopic: nullableOption,
  leadSource: nullableOption,
  salesPromotion: nullableOption,
  labels: z.array(optionSchema),
  salesPerson: nullableOption,
  participants: z.array(optionSchema),
  campaignId: numericText({ pattern: 'integer', min: 1, isOptional: true }),
  description: maxLengthText(TASK_DESCRIPTION_MAX),
});
const taskForm = z.extend(taskFieldsSchema, { account: requiredChoice(optionSchema) });
type TaskFormValues = z.input<typeof taskForm>;

const named = (record: { id: number; name: string } | null): Option | null =>
  record ? idOption(record.id, record.name) : null;
const idOf = (option: Option | null) => (option ? Number(option.id) : null);

/** What the page hands over to a new task (spec 3 §2.5): an account, a promotion. */
export interface TaskHandOver {
  account?: Option | undefined;
  promotion?: Option | undefined;
}

function taskDefaults(task: Task | undefined, handOver: TaskHandOver) {
  const priority = task?.priority ?? 'MEDIUM';
  return {
    account: task
      ? idOption(task.account.id, task.account.displayName)
      : (handOver.account ?? null),
    priority,
    assignee: null,
    taskTopic: named(task?.taskTopic ?? null),
    leadSource: named(task?.leadSource ?? null),
    salesPromotion: task ? named(task.salesPromotion) : (handOver.promotion ?? null),
    labels: task?.labels.map((label) => idOption(label.id, label.name)) ?? [],
    salesPerson: task?.salesPerson
      ? idOption(task.salesPerson.userId, task.salesPerson.name)
      : null,
    participants: task?.participants.map((user) => idOption(user.userId, user.name)) ?? [],
    campaignId: task?.campaign ? String(task.campaign.campaignId) : '',
    description: task?.description ?? '',
  } satisfies TaskFormValues;
}

function lookupField(
  name: string,
  load: (search: string, context: { signal: AbortSignal; limit: number }) => Promise<Option[]>,
  options: { isRequired?: boolean; multiple?: boolean; description?: string } = {},
): RecordField {
  return {
    kind: 'custom',
    name,
    render: (control: Control<FieldValues>, label: string) =>
      options.multiple ? (
        <FormMultiLookup
          control={control}
          name={name}
          label={label}
          load={load}
          toEntry={asOption}
        />
      ) : (
        <FormLookup
          control={control}
          name={name}
          label={label}
          isRequired={options.isRequired}
          load={load}
          toEntry={asOption}
          {...(options.description ? { description: options.description } : {})}
        />
      ),
  };
}

/** The task form's fields; a new task may be assigned at once, a batch has its accounts. */
function taskFields(t: TFunction, isNew: boolean, hasAccount = true): (RecordField | false)[] {
  return [
    hasAccount && lookupField('account', loadAccountOptions, { isRequired: true }),
    {
      kind: 'select',
      name: 'priority',
      isRequired: true,
      options: TASK_PRIORITIES.map((priority) => ({
        id: priority,
        label: t(`tasks.priority.${priority}`),
      })),
    },
    isNew &&
      lookupField('assignee', loadUserOptions, { description: t('tasks.form.assigneeHint') }),
    lookupField('taskTopic', loadTopicOptions),
    lookupField('leadSource', loadSourceOptions),
    lookupField('salesPromotion', loadPromotionOptions),
    lookupField('labels', loadLabelOptions, { multiple: true }),
    // Spec 3 §6: "Only users with the SALES role can be added as task sales person or participant".
    lookupField('salesPerson', loadParticipantOptions, { description: t('tasks.form.salesHint') }),
    lookupField('participants', loadParticipantOptions, { multiple: true }),
    { kind: 'text', name: 'campaignId' },
    { kind: 'textarea', name: 'description', maxLength: TASK_DESCRIPTION_MAX },
  ];
}

/** What the form's values write, but the account. */
function writeOf(values: z.output<typeof taskFieldsSchema>, isNew: boolean) {
  return {
    priority: values.priority,
    description: values.description.trim() || null,
    leadSourceId: idOf(values.leadSource),
    taskTopicId: idOf(values.taskTopic),
    salesPromotionId: idOf(values.salesPromotion),
    campaignId: values.campaignId ? Number(values.campaignId) : null,
    labelIds: values.labels.map((label) => Number(label.id)),
    salesPersonId: idOf(values.salesPerson),
    participantIds: values.participants.map((user) => Number(user.id)),
    ...(isNew ? { assigneeId: idOf(values.assignee) } : {}),
  };
}

function TaskForm({ id, handOver }: { id?: number; handOver: TaskHandOver }) {
  const { t } = useTranslation();
  const fields = taskFields(t, id === undefined);
  return (
    <RecordFormPage
      calls={taskEndpoints}
      id={id}
      texts="tasks"
      form={{
        schema: taskForm,
        defaults: (task: Task | undefined) => taskDefaults(task, handOver),
        toWrite: (values): TaskCreate => ({
          accountId: Number(values.account.id),
          ...writeOf(values, id === undefined),
        }),
        fields,
      }}
      savedTo={(task) => `/sales/tasks/details/${task.id}`}
      cancelTo={id === undefined ? '/sales/tasks' : `/sales/tasks/details/${id}`}
    />
  );
}

/**
 * A batch of accounts handed over (`?accountIds=1,2,3`): one task per account with the same
 * fields, created one after another; then on to `redirectTo` or the Unassigned tab.
 */
function TaskBatchForm({ accounts, handOver }: { accounts: Option[]; handOver: TaskHandOver }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const run = useTaskCall();
  const { title, crumbs } = usePageHeading();
  const search = useRouteSearch();
  const redirectTo = internalPath(search.redirectTo) ?? '/sales/tasks?status=NEW';
  const { account: _account, ...defaults } = taskDefaults(undefined, handOver);
  const controller = useZodForm({
    schema: taskFieldsSchema,
    defaultValues: defaults,
    onSubmit: async (values) => {
      for (const account of accounts) {
        await run(() =>
          call(taskEndpoints.create, {
            body: { accountId: Number(account.id), ...writeOf(values, true) },
          }),
        );
      }
      toast({ title: t('tasks.toast.createdMany', { count: accounts.length }), tone: 'positive' });
      await invalidatePath(queryClient, taskEndpoints.list.path);
      void navigate({ href: redirectTo });
    },
    onError: () => {},
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <PageLayout title={title} breadcrumbs={crumbs}>
      <FormShell
        controller={controller}
        title={t('tasks.batch.title', { count: accounts.length })}
        submitLabel={t('tasks.dialog.create')}
        onCancel={() => void navigate({ href: redirectTo })}
      >
        <Stack as="ul" space="xsmall" aria-label={t('tasks.batch.accounts')}>
          {accounts.map((account) => (
            <li key={account.id}>{account.label}</li>
          ))}
        </Stack>
        <RecordFields texts="tasks" fields={taskFields(t, true, false)} control={control} />
      </FormShell>
    </PageLayout>
  );
}

const positiveId = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
};

/**
 * /sales/tasks/create (spec 3 §2.5) with the optional hand-over of the page that leads here:
 * `?accountId=…&salesPromotionId=…&redirectTo=…` (the account page's "Create task"), or a batch
 * of accounts, `?accountIds=1,2,3`, one task each.
 */
export function TaskCreatePage() {
  const search = useRouteSearch();
  const { title, crumbs } = usePageHeading();
  const accountId = positiveId(search.accountId);
  const promotionId = positiveId(search.salesPromotionId);
  const batchIds = [
    ...new Set(
      String(search.accountIds ?? '')
        .split(',')
        .flatMap((id) => positiveId(id.trim()) ?? []),
    ),
  ].slice(0, 100);
  const companyId = useActingCompanyId();
  const batch = useQuery({
    // One answer for the batch, keyed like every call: the acting company, the path, the ids.
    queryKey: endpointKey(activityEndpoints.crmAccount, { query: batchIds }, companyId),
    queryFn: ({ signal }) =>
      Promise.all(
        batchIds.map((id) =>
          call(activityEndpoints.crmAccount, { params: { accountId: id } }, { signal }),
        ),
      ),
    enabled: batchIds.length > 0,
    retry: false,
  });
  const account = useQuery({
    ...endpointQuery(
      activityEndpoints.crmAccount,
      { params: { accountId: accountId ?? 0 } },
      companyId,
    ),
    enabled: accountId !== undefined,
    retry: false,
  });
  const promotions = useQuery({
    ...endpointQuery(taskEndpoints.activePromotions, { query: { page: 0, limit: 100 } }, companyId),
    select: (answer) => answer.items.map(promotionOption),
    enabled: promotionId !== undefined,
    retry: false,
  });
  if (
    (accountId && account.isPending) ||
    (promotionId && promotions.isPending) ||
    (batchIds.length > 0 && batch.isPending)
  ) {
    return (
      <PageLayout title={title} breadcrumbs={crumbs}>
        <Loader />
      </PageLayout>
    );
  }
  const handOver: TaskHandOver = {
    account: account.data ? idOption(account.data.id, account.data.displayName) : undefined,
    promotion: promotions.data?.find((promotion) => promotion.id === String(promotionId)),
  };
  if (batch.data && batch.data.length > 0) {
    const accounts = batch.data.map((entry) => idOption(entry.id, entry.displayName));
    return <TaskBatchForm accounts={accounts} handOver={handOver} />;
  }
  return <TaskForm handOver={handOver} />;
}

/** /sales/tasks/edit/{taskId}: the same form, without the assignee (Assign does that). */
export function TaskEditPage() {
  const { taskId } = useTableParams<'crm.taskEdit'>();
  return <TaskForm id={taskId} handOver={{}} />;
}
