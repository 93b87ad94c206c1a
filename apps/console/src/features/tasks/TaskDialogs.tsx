import {
  ARCHIVE_OUTCOMES,
  type BulkResult,
  DONE_OUTCOMES,
  taskEndpoints,
  type UndoableTaskAction,
} from '@adconsole/api';
import {
  FormDialog,
  FormLookup,
  FormSelect,
  optionSchema,
  requiredChoice,
  useZodForm,
} from '@adconsole/forms';
import { Button, useConfirm, useToast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { asOption, loadParticipantOptions } from '../../app/lookups.ts';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { useTaskCall } from './taskCalls.ts';

export { useTaskCall };

export type TaskActionResult = BulkResult;

const undoneKeys: Record<UndoableTaskAction, string> = {
  ARCHIVE: 'tasks.toast.archiveUndone',
  SNOOZE: 'tasks.toast.snoozeUndone',
};

/**
 * Notices of a bulk task action: what was done, and what was refused and why. An action that
 * can be taken back (`undo`) offers "Rückgängig" on its toast, like the creative review's: the
 * server's undo moves the tasks it did back, with their history entries.
 */
export function useActionNotices() {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  return (result: TaskActionResult, doneKey: string, undo?: UndoableTaskAction) => {
    const doneIds = result.results.filter((row) => row.outcome === 'DONE').map((row) => row.id);
    if (result.done > 0) {
      let close = () => {};
      const takeBack = async () => {
        close();
        try {
          const undone = await call(taskEndpoints.undo, {
            body: { taskIds: doneIds, action: undo as UndoableTaskAction },
          });
          toast({
            title: t(
              undone.done > 0 ? undoneKeys[undo as UndoableTaskAction] : 'tasks.toast.undoFailed',
            ),
            tone: undone.done > 0 ? 'positive' : 'critical',
          });
        } catch {
          toast({ title: t('tasks.toast.undoFailed'), tone: 'critical' });
        }
        await invalidatePath(queryClient, taskEndpoints.list.path);
      };
      close = toast({
        title: t(doneKey, { count: result.done }),
        tone: 'positive',
        ...(undo && {
          body: (
            <Button size="small" variant="secondary" onPress={() => void takeBack()}>
              {t('tasks.toast.undo')}
            </Button>
          ),
        }),
      });
    }
    const refused = result.results.filter((row) => row.outcome === 'REFUSED');
    if (refused.length > 0) {
      toast({
        title: t('tasks.toast.refused', {
          count: refused.length,
          reasons: refused
            .map((row) => `#${row.id} ${t(`tasks.refusals.${row.translationKey ?? 'NOT_FOUND'}`)}`)
            .join(', '),
        }),
        tone: 'critical',
      });
    }
  };
}

/** Restore an archived task (spec 3 §4), after asking. */
export function useRestoreTask() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const run = useTaskCall();
  return useCallback(
    (task: { id: number; name: string }) =>
      void confirm({
        title: t('tasks.restoreDialog.title'),
        text: t('tasks.restoreDialog.text', { name: task.name }),
        confirmLabel: t('tasks.restoreDialog.confirm'),
        onConfirm: async () => {
          await run(() => call(taskEndpoints.restore, { body: { taskId: task.id } }));
          toast({ title: t('tasks.toast.restored'), tone: 'positive' });
          await invalidatePath(queryClient, taskEndpoints.list.path);
        },
      }),
    [confirm, t, toast, queryClient, run],
  );
}

interface TaskDialogProps {
  ids: number[];
  onClose: () => void;
  /** After the action ran: the dialog closes and the selection starts afresh. */
  onDone: () => void;
}

/**
 * Runs a bulk task action from a dialog: its notices (with undo where it can be taken back),
 * the lists marked stale, then the dialog's `onDone`.
 */
export function useTaskAction(onDone: () => void) {
  const queryClient = useQueryClient();
  const notify = useActionNotices();
  const run = useTaskCall();
  return async (
    request: () => Promise<TaskActionResult>,
    doneKey: string,
    undo?: UndoableTaskAction,
  ) => {
    notify(await run(request), doneKey, undo);
    await invalidatePath(queryClient, taskEndpoints.list.path);
    onDone();
  };
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
