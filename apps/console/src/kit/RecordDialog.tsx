import { FormDialog, useZodForm } from '@adconsole/forms';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { EditableRecord, RecordEditing } from './useRecordEditing.ts';

export interface RecordDialogProps<
  Item extends EditableRecord,
  Schema extends z.core.$ZodType<FieldValues, FieldValues>,
  Write = z.output<Schema>,
> {
  editing: Pick<RecordEditing<Item, Write>, 'editing' | 'save' | 'closeDialog'>;
  schema: Schema;
  /** The form's values for a record, or for a new one. */
  defaults: (record: Item | undefined) => z.input<Schema>;
  /** The dialog's title when it creates, and when it edits a record (translated). */
  title: { create: string; edit: (record: Item) => string };
  /** The create button's label (translated); an edit saves with 'Save'. */
  createLabel: string;
  /** What the form's values save as, e.g. with the record's fields the form does not show. */
  toWrite?: (values: z.output<Schema>, record: Item | undefined) => Write;
  /** A server error said in the interface language (a taken name), or the error as it was. */
  translateError?: (error: unknown) => unknown;
  /** The fields, bound to the form's control. */
  children: (control: Control<z.input<Schema>>) => ReactNode;
}

/**
 * The create / edit dialog of a record, declared by its schema, defaults and fields: required
 * and length rules on the fields, the server's 422 on them, the topmost error focused, and a
 * dirty form asking before it closes (FormDialog).
 */
export function RecordDialog<
  Item extends EditableRecord,
  Schema extends z.core.$ZodType<FieldValues, FieldValues>,
  Write = z.output<Schema>,
>({
  editing: { editing: record, save, closeDialog },
  schema,
  defaults,
  title,
  createLabel,
  translateError = (error) => error,
  toWrite = (values) => values as Write,
  children,
}: RecordDialogProps<Item, Schema, Write>) {
  const controller = useZodForm({
    schema,
    defaultValues: defaults(record) as Parameters<typeof useZodForm<Schema>>[0]['defaultValues'],
    onSubmit: async (values) => {
      try {
        await save(toWrite(values, record));
      } catch (error) {
        throw translateError(error);
      }
    },
    // Other failures are already a toast of the global failure handler; the dialog stays open.
    onError: () => {},
  });
  return (
    <FormDialog
      controller={controller}
      title={record ? title.edit(record) : title.create}
      {...(record ? {} : { submitLabel: createLabel })}
      onClose={closeDialog}
    >
      {children(controller.control as Control<z.input<Schema>>)}
    </FormDialog>
  );
}
