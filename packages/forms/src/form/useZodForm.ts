import { useToast } from '@adconsole/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { useFormMessage, useFormText } from '../messages/useFormMessage.ts';
import { formErrorMap } from '../rules/errorMap.ts';
import { focusTopmostError } from './focusTopmostError.ts';
import { placeServerErrors, serverValidationErrors } from './serverErrors.ts';
import { useDirtyGuard } from './useDirtyGuard.ts';

/** How long the error toast waits for more errors before it shows (spec 1 §9). */
export const FORM_ERROR_TOAST_DEBOUNCE_MS = 200;

/** Every message in a form's errors, in the order of the fields. */
export function allErrorMessages(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([key, error]) => {
    if (key === 'ref' || key === 'type' || !error || typeof error !== 'object') return [];
    if ('message' in error && typeof error.message === 'string') return [error.message];
    return allErrorMessages(error as FieldErrors);
  });
}

export interface UseZodFormOptions<S extends z.core.$ZodType<FieldValues, FieldValues>> {
  /** The form's rules; plain zod checks speak the global form messages (formErrorMap). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The loaded data, when it may arrive or change after the form shows (a record refetched, a
   * slow answer): each time it changes, the fields the user has not changed take it and what
   * the user typed stays (react-hook-form's `values` with `keepDirtyValues`). Late data never
   * overwrites what the user typed (issue 33). Without it the form keeps its defaultValues.
   */
  values?: z.input<S>;
  /**
   * Saves the checked values. A 422 it throws lands on the fields and the form; after a
   * success the saved values become the form's clean state.
   */
  onSubmit: (values: z.output<S>) => unknown;
  /** Any other failure of onSubmit; without it the failure is thrown on. */
  onError?: (error: unknown) => void;
  /** Also raise the errors of a failed submit as a toast, debounced 200 ms (spec 1 §5). */
  hasErrorToast?: boolean;
}

/**
 * A form on react-hook-form with a zod schema: errors show once a field is touched or the form
 * submitted; a failed submit scrolls to and focuses the topmost field in error; a 422 answer
 * lands on the fields (fieldErrors) and the form (formError, formErrors); a dirty form guards
 * leaving (`confirmLeave`). Render it with FormShell, or wire `formRef` and `submit` yourself.
 */
export function useZodForm<S extends z.core.$ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  values,
  onSubmit,
  onError,
  hasErrorToast = false,
}: UseZodFormOptions<S>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: formErrorMap }),
    defaultValues,
    ...(values === undefined
      ? {}
      : { values, resetOptions: { keepDirtyValues: true, keepErrors: true } }),
    mode: 'onTouched',
    // focusTopmostError focuses the topmost field on screen instead of the first registered.
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const [formErrors, setFormErrors] = useState<readonly string[]>([]);
  const { confirmLeave } = useDirtyGuard(form.formState.isDirty);
  const toast = useToast();
  const format = useFormMessage();
  const text = useFormText();

  // Counts failed submits; the focus moves once the errors they brought are on screen.
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    const frame = requestAnimationFrame(() => focusTopmostError(formRef.current));
    return () => cancelAnimationFrame(frame);
  }, [failures]);

  const toastTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(toastTimer.current), []);
  const showFailure = useCallback(
    (messages: readonly string[]) => {
      setFailures((count) => count + 1);
      if (!hasErrorToast) return;
      clearTimeout(toastTimer.current);
      const body = [...new Set(messages.map((message) => format(message)))].join(' · ');
      toastTimer.current = setTimeout(
        () => toast({ title: text('forms.toast.title'), body, tone: 'critical' }),
        FORM_ERROR_TOAST_DEBOUNCE_MS,
      );
    },
    [hasErrorToast, format, text, toast],
  );

  const submit = form.handleSubmit(
    async (values) => {
      setFormErrors([]);
      try {
        await onSubmit(values);
        // A rule the schema cannot say, set by the submit handler as a field error
        // (`form.setError`), stays on screen like the schema's own: no reset, focus on it.
        // (The live errors: `form.formState` is the last render's.)
        const errors = form.control._formState.errors;
        if (Object.keys(errors).length > 0) {
          showFailure(allErrorMessages(errors));
          return;
        }
        form.reset(form.getValues());
      } catch (error) {
        const server = serverValidationErrors(error);
        if (!server) {
          if (onError) return onError(error);
          throw error;
        }
        // The fields on screen: react-hook-form's registered names (its control's `_names`).
        const { onFields, onForm } = placeServerErrors(
          server.fieldErrors,
          form.control._names.mount,
        );
        for (const [name, message] of onFields)
          form.setError(name as Path<z.input<S>>, { type: 'server', message });
        setFormErrors([...onForm, ...server.formErrors]);
        showFailure([...Object.values(server.fieldErrors), ...server.formErrors]);
      }
    },
    (errors) => showFailure(allErrorMessages(errors)),
  );

  return {
    form,
    control: form.control,
    formRef,
    submit,
    /** The server's messages for the whole form, in the current language. */
    formErrors: formErrors.map((message) => format(message) as string),
    isSubmitting: form.formState.isSubmitting,
    submitCount: form.formState.submitCount,
    isDirty: form.formState.isDirty,
    confirmLeave,
  };
}

export type ZodFormController = ReturnType<typeof useZodForm>;
