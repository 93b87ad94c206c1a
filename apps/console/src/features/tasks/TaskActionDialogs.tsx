import { ARCHIVE_OUTCOMES, DONE_OUTCOMES, taskEndpoints } from '@adconsole/api';
import {
  FormDialog,
  FormLookup,
  FormSelect,
  optionSchema,
  requiredChoice,
  useZodForm,
} from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { asOption, loadParticipantOptions } from '../../app/lookups.ts';
import { call } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { useTaskAction } from './TaskDialogs.tsx';

// The task actions' dialogs: a part of their own, loaded when one first opens (issue 36: their
// forms and react-aria's dialog stay off the task pages until then).

interface TaskDialogProps {
  ids: number[];
  onClose: () => void;
  /** After the action ran: the dialog closes and the selection starts afresh. */
  onDone: () => void;
}

const assignForm = z.object({ assignee: requiredChoice(optionSchema) });
// A select stores the chosen option's id.
const outcomeForm = z.object({ outcome: requiredChoice(z.string()) });

/**
 * Assign (spec 3 §5): an active user is required ('field is required'); the choices are the
 * active sales users (§6: "Only users with the SALES role can be added as task sales person").
 */
export function AssignTasksDialog({ ids, onClose, onDone }: TaskDialogProps) {
  const { t } = useTranslation();
  const act = useTaskAction(onDone);
  const controller = useZodForm({
    schema: assignForm,
    defaultValues: { assignee: null },
    onSubmit: ({ assignee }) =>
      act(
        () =>
          call(taskEndpoints.assign, { body: { taskIds: ids, assigneeId: Number(assignee.id) } }),
        'tasks.toast.assigned',
      ),
    onError: () => {},
  });
  const field = fieldsOf(controller.control, t, 'tasks.assignDialog');
  return (
    <FormDialog
      controller={controller}
      title={t('tasks.assignDialog.title', { count: ids.length })}
      submitLabel={t('tasks.assignDialog.confirm')}
      onClose={onClose}
    >
      <FormLookup
        {...field('assignee')}
        isRequired
        autoFocus
        description={t('tasks.assignDialog.hint')}
        load={loadParticipantOptions}
        toEntry={asOption}
      />
    </FormDialog>
  );
}

/**
 * A dialog that asks for one outcome (required) and runs its action with it: archive (spec 3
 * §4, §5) and done. Its texts are `<texts>.title|confirm|outcome`, the outcomes'
 * `tasks.outcome.<outcome>`.
 */
function OutcomeDialog<Outcome extends string>({
  texts,
  count,
  outcomes,
  onClose,
  onSubmit,
}: {
  texts: 'tasks.archiveDialog' | 'tasks.doneDialog';
  count?: number;
  outcomes: readonly Outcome[];
  onClose: () => void;
  onSubmit: (outcome: Outcome) => Promise<void>;
}) {
  const { t } = useTranslation();
  const controller = useZodForm({
    schema: outcomeForm,
    defaultValues: { outcome: null },
    onSubmit: ({ outcome }) => onSubmit(outcome as Outcome),
    onError: () => {},
  });
  return (
    <FormDialog
      controller={controller}
      title={t(`${texts}.title`, { count })}
      submitLabel={t(`${texts}.confirm`)}
      onClose={onClose}
    >
      <FormSelect
        control={controller.control}
        name="outcome"
        label={t(`${texts}.outcome`)}
        isRequired
        autoFocus
        options={outcomes.map((outcome: string) => ({
          id: outcome,
          label: t(`tasks.outcome.${outcome}`),
        }))}
      />
    </FormDialog>
  );
}

/** Archive (spec 3 §4, §5): an outcome is required. */
export function ArchiveTasksDialog({ ids, onClose, onDone }: TaskDialogProps) {
  const act = useTaskAction(onDone);
  return (
    <OutcomeDialog
      texts="tasks.archiveDialog"
      count={ids.length}
      outcomes={ARCHIVE_OUTCOMES}
      onClose={onClose}
      onSubmit={(outcome) =>
        act(
          () => call(taskEndpoints.archive, { body: { taskIds: ids, outcome } }),
          'tasks.toast.archived',
          'ARCHIVE',
        )
      }
    />
  );
}

/** Done (spec 3 §4): an outcome is required. */
export function DoneTaskDialog({ taskId, onClose }: { taskId: number; onClose: () => void }) {
  const act = useTaskAction(onClose);
  return (
    <OutcomeDialog
      texts="tasks.doneDialog"
      outcomes={DONE_OUTCOMES}
      onClose={onClose}
      onSubmit={(outcome) =>
        act(
          () => call(taskEndpoints.done, { body: { taskIds: [taskId], outcome } }),
          'tasks.toast.done',
        )
      }
    />
  );
}
