import { type Task, taskEndpoints } from '@adconsole/api';
import { FormDatePicker, FormDialog, requiredDate, useZodForm } from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { call } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { useTaskAction } from './TaskDialogs.tsx';

const snoozeForm = z.object({ until: requiredDate() });

/** The day after today, as the date picker's value. */
function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Snooze until a day: the task comes back on that day's morning (08:00 local time). */
export function SnoozeDialog({ task, onClose }: { task: Task; onClose: () => void }) {
  const { t } = useTranslation();
  const act = useTaskAction(onClose);
  const controller = useZodForm({
    schema: snoozeForm,
    defaultValues: { until: tomorrow() },
    onSubmit: ({ until }) => {
      const snoozedUntil = new Date(`${until}T08:00:00`).toISOString();
      return act(
        () => call(taskEndpoints.snooze, { body: { taskIds: [task.id], snoozedUntil } }),
        'tasks.toast.snoozed',
        'SNOOZE',
      );
    },
    onError: () => {},
  });
  const field = fieldsOf(controller.control, t, 'tasks.snoozeDialog');
  return (
    <FormDialog
      controller={controller}
      title={t('tasks.snoozeDialog.title')}
      submitLabel={t('tasks.snoozeDialog.confirm')}
      onClose={onClose}
    >
      <FormDatePicker {...field('until')} isRequired />
    </FormDialog>
  );
}
