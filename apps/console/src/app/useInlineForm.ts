import { type UseZodFormOptions, useZodForm } from '@adconsole/forms';
import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';

type Guard = (confirmLeave: (() => Promise<boolean>) | undefined) => void;

/** What a list gives its inline create or edit form. */
export interface InlineFormProps<Entry, Values> {
  /** The entry to edit; a new one when absent. */
  entry?: Entry;
  onSave: (values: Values) => Promise<unknown>;
  /** After Cancel (a dirty form asked first) or a save. */
  onClose: () => void;
  /** Takes the form's 'unsaved changes' question while the form is open. */
  onGuard?: Guard;
}

/**
 * The 'unsaved changes' question of an inline form (spec 2 §2), asked before the page is left
 * and handed to the list, which asks it before another form opens. Filters and paging change
 * only the query of the same page and keep the form, so they pass.
 */
function useLeaveGuard(confirmLeave: () => Promise<boolean>, onGuard?: Guard) {
  useBlocker({
    shouldBlockFn: async ({ current, next }) =>
      current.pathname !== next.pathname && !(await confirmLeave()),
    enableBeforeUnload: false,
  });
  useEffect(() => {
    onGuard?.(confirmLeave);
    return () => onGuard?.(undefined);
  }, [onGuard, confirmLeave]);
}

/**
 * The form of an inline editor: saves, then closes; guards leaving while dirty. A failed save
 * keeps it open (422s land on the fields, other failures are the global handler's toast).
 */
export function useInlineForm<S extends z.core.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: UseZodFormOptions<S>['defaultValues'],
  { onSave, onClose, onGuard }: InlineFormProps<unknown, z.output<S>>,
) {
  const controller = useZodForm({
    schema,
    defaultValues,
    onSubmit: async (values) => {
      await onSave(values);
      onClose();
    },
    onError: () => {},
  });
  useLeaveGuard(controller.confirmLeave, onGuard);
  return controller;
}
