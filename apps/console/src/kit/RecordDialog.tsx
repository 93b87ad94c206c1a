import { FormDialog, type RowsForm, useZodForm } from '@adconsole/forms';
import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { type RecordField, RecordFields } from './RecordFields.tsx';
import type { EditableRecord, RecordEditing } from './useRecordEditing.ts';

/** A record's form: its rules, its values for a record (or a new one), how they save, its fields. */
export interface RecordForm<Item extends EditableRecord, Schema extends FormSchema, Write> {
  schema: Schema;
  defaults: (record: Item | undefined) => DefaultValues<z.input<Schema>>;
  /** What the form's values save as, e.g. with the record's fields the form does not show. */
  toWrite?: (values: z.output<Schema>, record: Item | undefined) => Write;
  /** The fields in order (`false`: a field this screen leaves out). */
  fields?: readonly (RecordField | false)[];
}

export type FormSchema = z.core.$ZodType<FieldValues, FieldValues>;

export interface RecordDialogProps<Item extends EditableRecord, Write> {
  editing: Pick<RecordEditing<Item, Write>, 'texts' | 'form' | 'editing' | 'save' | 'closeDialog'>;
}

/**
 * The create / edit dialog of a record, declared by its schema, defaults and fields (titles:
 * `<texts>.dialog.createTitle|editTitle|create`): required and length rules on the fields, the
 * server's 422 on them, the topmost error focused, and a dirty form asking before it closes.
 */
export function RecordDialog<Item extends EditableRecord, Write>({
  editing: { texts, form, editing: record, save, closeDialog },
}: RecordDialogProps<Item, Write>) {
  const { schema, defaults, toWrite = (values) => values as Write, fields = [] } = form;
  const { t } = useTranslation();
  const controller = useZodForm({
    schema,
    defaultValues: defaults(record),
    onSubmit: async (values) => {
      // The server's field errors come in the interface language (Accept-Language, issue 33).
      await save(toWrite(values, record));
    },
    // Other failures are already a toast of the global failure handler; the dialog stays open.
    onError: () => {},
  });
  const control = controller.control as unknown as Control<FieldValues>;
  return (
    <FormDialog
      controller={controller}
      title={
        record
          ? t(`${texts}.dialog.editTitle`, { name: record.name })
          : t(`${texts}.dialog.createTitle`)
      }
      {...(record ? {} : { submitLabel: t(`${texts}.dialog.create`) })}
      onClose={closeDialog}
    >
      <RecordFields
        texts={texts}
        fields={fields}
        control={control}
        form={controller.form as unknown as RowsForm}
        autoFocus
      />
    </FormDialog>
  );
}

/**
 * The dialog as a part loaded on demand (ListView): a lazy part has one type of props and the
 * dialog is generic in its record, so the caller renders it, typed, with the loaded component.
 */
export function RecordDialogPart({ show }: { show: (dialog: typeof RecordDialog) => ReactNode }) {
  return show(RecordDialog);
}
