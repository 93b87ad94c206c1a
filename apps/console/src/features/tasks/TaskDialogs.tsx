import { type BulkResult, taskEndpoints, type UndoableTaskAction } from '@adconsole/api';
import { Button, useConfirm, useToast } from '@adconsole/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { call, invalidatePath } from '../../kit/endpointQuery.ts';
import { useTaskCall } from './taskCalls.ts';

// The task actions' hooks; their dialogs (assign, archive, done) are TaskActionDialogs.tsx,
// which the pages load when one first opens (issue 36).

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
