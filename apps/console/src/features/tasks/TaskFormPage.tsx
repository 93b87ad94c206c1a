import {
  getAccount,
  TASK_DESCRIPTION_MAX,
  TASK_PRIORITIES,
  type Task,
  type TaskCreate,
  taskEndpoints,
} from '@adconsole/api';
import {
  FormLookup,
  FormMultiLookup,
  maxLengthText,
  numericText,
  optionSchema,
  requiredChoice,
} from '@adconsole/forms';
import { Loader, type Option, PageLayout } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { Control, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import { asOption, idOption, loadAccountOptions, loadLabelOptions } from '../../app/lookups.ts';
import type { RecordField } from '../../kit/RecordFields.tsx';
import { RecordFormPage } from '../../kit/RecordFormPage.tsx';
import { usePageHeading } from '../../kit/usePageHeading.ts';
import type { taskPages } from '../../routes/table/crm.ts';
import { useTableParams } from '../../routes/useTableParams.ts';
import {
  loadPromotionOptions,
  loadSourceOptions,
  loadTopicOptions,
  loadUserOptions,
} from './taskLookups.ts';

const nullableOption = z.nullable(optionSchema);

const taskForm = z.object({
  account: requiredChoice(optionSchema),
  priority: requiredChoice(z.enum(TASK_PRIORITIES)),
  assignee: nullableOption,
  taskTopic: nullableOption,
  leadSource: nullableOption,
  salesPromotion: nullableOption,
  labels: z.array(optionSchema),
  campaignId: numericText({ pattern: 'integer', min: 1, isOptional: true }),
  description: maxLengthText(TASK_DESCRIPTION_MAX),
});
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

function TaskForm({ id, handOver }: { id?: number; handOver: TaskHandOver }) {
  const { t } = useTranslation();
  const fields: (RecordField | false)[] = [
    lookupField('account', loadAccountOptions, { isRequired: true }),
    {
      kind: 'select',
      name: 'priority',
      isRequired: true,
      options: TASK_PRIORITIES.map((priority) => ({
        id: priority,
        label: t(`tasks.priority.${priority}`),
      })),
    },
    id === undefined &&
      lookupField('assignee', loadUserOptions, { description: t('tasks.form.assigneeHint') }),
    lookupField('taskTopic', loadTopicOptions),
    lookupField('leadSource', loadSourceOptions),
    lookupField('salesPromotion', loadPromotionOptions),
    lookupField('labels', loadLabelOptions, { multiple: true }),
    { kind: 'text', name: 'campaignId' },
    { kind: 'textarea', name: 'description', maxLength: TASK_DESCRIPTION_MAX },
  ];
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
          priority: values.priority,
          description: values.description.trim() || null,
          leadSourceId: idOf(values.leadSource),
          taskTopicId: idOf(values.taskTopic),
          salesPromotionId: idOf(values.salesPromotion),
          campaignId: values.campaignId ? Number(values.campaignId) : null,
          labelIds: values.labels.map((label) => Number(label.id)),
          ...(id === undefined ? { assigneeId: idOf(values.assignee) } : {}),
        }),
        fields,
      }}
      savedTo={(task) => `/sales/tasks/details/${task.id}`}
      cancelTo={id === undefined ? '/sales/tasks' : `/sales/tasks/details/${id}`}
    />
  );
}

const positiveId = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 && number <= 2_147_483_647 ? number : undefined;
};

/**
 * /sales/tasks/create (spec 3 §2.5) with the optional hand-over of the page that leads here:
 * `?accountId=…&salesPromotionId=…&redirectTo=…` (the account page's "Create task").
 */
export function TaskCreatePage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const { title, crumbs } = usePageHeading();
  const accountId = positiveId(search.accountId);
  const promotionId = positiveId(search.salesPromotionId);
  const account = useQuery({
    queryKey: ['tasks', 'hand-over', 'account', accountId],
    queryFn: ({ signal }) => getAccount(apiClient, { accountId: accountId as number }, { signal }),
    enabled: accountId !== undefined,
    retry: false,
  });
  const promotions = useQuery({
    queryKey: ['tasks', 'hand-over', 'promotion', promotionId],
    queryFn: ({ signal }) => loadPromotionOptions('', { signal, limit: 100 }),
    enabled: promotionId !== undefined,
    retry: false,
  });
  if ((accountId && account.isPending) || (promotionId && promotions.isPending)) {
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
  return <TaskForm handOver={handOver} />;
}

/** /sales/tasks/edit/{taskId}: the same form, without the assignee (Assign does that). */
export function TaskEditPage() {
  const { taskId } = useTableParams<typeof taskPages>() as { taskId: number };
  return <TaskForm id={taskId} handOver={{}} />;
}
