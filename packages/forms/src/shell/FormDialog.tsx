import { Button, DialogContent, DialogFooter, DialogTitle, Stack } from '@adconsole/ui';
import type { ReactNode } from 'react';
import type { ZodFormController } from '../form/useZodForm.ts';
import { useFormText } from '../messages/useFormMessage.ts';
import { FormErrors } from './FormErrors.tsx';

export interface FormDialogProps {
  /** What useZodForm returned. */
  controller: Pick<
    ZodFormController,
    'formRef' | 'submit' | 'formErrors' | 'isSubmitting' | 'confirmLeave'
  >;
  /** The dialog's title; it also names the dialog. */
  title: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** The submit button's label: 'Save' by default. */
  submitLabel?: string;
  /** Called once the dialog may close: at once when clean, after 'unsaved changes' got Yes. */
  onClose: () => void;
}

/**
 * A form in a modal dialog: title, fields, the server's form errors, Cancel and Submit (busy
 * while saving). Cancel, Escape or a click outside on a dirty form ask first; nothing closes
 * it while it saves.
 */
export function FormDialog({ controller, title, children, submitLabel, onClose }: FormDialogProps) {
  const text = useFormText();
  const { formRef, submit, formErrors, isSubmitting, confirmLeave } = controller;
  const close = async () => {
    if (await confirmLeave()) onClose();
  };
  return (
    <DialogContent
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) void close();
      }}
      isDismissable={!isSubmitting}
    >
      <DialogTitle>{title}</DialogTitle>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack space="large">
          <Stack space="medium">{children}</Stack>
          <FormErrors messages={formErrors} />
          <DialogFooter>
            <Button variant="secondary" onPress={() => void close()} isDisabled={isSubmitting}>
              {text('forms.shell.cancel')}
            </Button>
            <Button type="submit" isBusy={isSubmitting}>
              {submitLabel ?? text('forms.shell.save')}
            </Button>
          </DialogFooter>
        </Stack>
      </form>
    </DialogContent>
  );
}
