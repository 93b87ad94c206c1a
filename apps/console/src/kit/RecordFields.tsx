import { FormSelect, FormTextArea, FormTextField, type RowsForm } from '@adconsole/forms';
import { Heading, type Option } from '@adconsole/ui';
import type { ComponentType, ReactNode } from 'react';
import { type Control, type FieldValues, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldsOf } from './fieldsOf.ts';
import { type FormWatch, FormWatchContext } from './formWatch.ts';

/** What every bound form field of `@adconsole/forms` takes (FormNumberField, FormSwitch, …). */
export type BoundFieldProps = {
  control: Control<FieldValues>;
  name: string;
  label: string;
  description?: string;
  isRequired?: boolean;
};

/**
 * A field of a record form, declared: its label is `<texts>.form.<name>`, its description (with
 * `hint: true`) `<texts>.form.<name>Hint`.
 * - `text`, `textarea`, `select`: the everyday fields, built in.
 * - `field`: any other bound field of `@adconsole/forms` (FormNumberField, FormDatePicker,
 *   FormSwitch, FormMultiSelect, FormCombobox…) with its own props. The screen imports the
 *   component, so a page that uses no date field does not load the date pickers.
 * - `custom`: a field the screen renders itself (a lookup of another resource), given the form's
 *   control and the field's label.
 * - `section`: a heading `<texts>.form.sections.<name>` above the fields that follow.
 */
export type RecordField =
  | {
      kind: 'text' | 'textarea';
      name: string;
      isRequired?: boolean;
      maxLength?: number;
      hint?: boolean;
    }
  | {
      kind: 'select';
      name: string;
      isRequired?: boolean;
      options: readonly Option[];
      hint?: boolean;
    }
  | {
      kind: 'field';
      name: string;
      // biome-ignore lint/suspicious/noExplicitAny: each bound field has props of its own
      component: ComponentType<any>;
      props?: Record<string, unknown>;
      isRequired?: boolean;
      hint?: boolean;
    }
  | {
      kind: 'custom';
      name: string;
      /** `form`: for a field of rows (`useFormRows`); the record pages and dialogs give it. */
      render: (control: Control<FieldValues>, label: string, form?: RowsForm) => ReactNode;
    }
  | { kind: 'section'; name: string };

export interface RecordFieldsProps {
  /** The record's i18n prefix. */
  texts: string;
  fields: readonly (RecordField | false)[];
  control: Control<FieldValues>;
  /** The form's values to set, for a custom field of rows (`useFormRows`). */
  form?: RowsForm;
  /** Focus the first field when the form opens (a dialog's, a create page's). */
  autoFocus?: boolean;
}

/** The declared fields of a record form, in order, each bound to the form. */
export function RecordFields({
  texts,
  fields,
  control,
  form,
  autoFocus = false,
}: RecordFieldsProps) {
  const { t } = useTranslation();
  const shown = fields.filter((field): field is RecordField => field !== false);
  const firstInput = shown.findIndex((field) => field.kind !== 'section');
  const bound = fieldsOf(control, t, `${texts}.form`);
  return shown.map((field, index) => {
    if (field.kind === 'section') {
      return (
        <Heading key={`section-${field.name}`} level={3}>
          {t(`${texts}.form.sections.${field.name}`)}
        </Heading>
      );
    }
    const binding = bound(field.name);
    if (field.kind === 'custom') {
      return (
        <FormWatchContext.Provider key={field.name} value={useWatch as FormWatch}>
          <div>{field.render(control, binding.label, form)}</div>
        </FormWatchContext.Provider>
      );
    }
    const description =
      'hint' in field && field.hint ? t(`${texts}.form.${field.name}Hint`) : undefined;
    const { name, isRequired } = field;
    const common = { ...binding, isRequired, ...(description ? { description } : {}) };
    switch (field.kind) {
      case 'field': {
        const { component: Field, props } = field;
        return <Field key={name} {...common} {...props} />;
      }
      case 'select':
        return <FormSelect key={name} options={field.options} {...common} />;
      case 'textarea':
        return <FormTextArea key={name} maxLength={field.maxLength} rows={3} {...common} />;
      default:
        return (
          <FormTextField
            key={name}
            maxLength={field.maxLength}
            autoFocus={autoFocus && index === firstInput}
            {...common}
          />
        );
    }
  });
}
