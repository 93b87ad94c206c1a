import { LABEL_DESCRIPTION_MAX, LABEL_NAME_MAX, type Label, type LabelType } from '@adconsole/api';
import { FormDialog, FormSelect, FormTextArea, FormTextField, useZodForm } from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { labelTypeOption } from './labelFilters.ts';
import { labelFormSchema, withTranslatedNameTaken } from './labelForm.ts';
import type { LabelDialogState, LabelFormValues } from './useLabelListController.ts';

export interface LabelDialogProps {
  dialog: LabelDialogState;
  /** The types a label may have here; one type is not asked for. */
  types: readonly LabelType[];
  /** The type a new label starts with (the list's type filter). */
  defaultType: LabelType | undefined;
  onSave: (values: LabelFormValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Create or edit a label in a dialog: name (required), type where the screen has several, and
 * a description. Closing with unsaved changes asks first; a taken name shows on the field.
 */
export function LabelDialog({ dialog, types, defaultType, onSave, onClose }: LabelDialogProps) {
  const { t } = useTranslation();
  const label: Label | undefined = dialog.mode === 'edit' ? dialog.label : undefined;
  const controller = useZodForm({
    schema: labelFormSchema,
    defaultValues: {
      name: label?.name ?? '',
      type: label?.type ?? defaultType ?? (types.length === 1 ? types[0] : null) ?? null,
      description: label?.description ?? '',
    },
    onSubmit: async (values) => {
      try {
        await onSave({ ...values, description: values.description || null });
      } catch (error) {
        throw withTranslatedNameTaken(error, t);
      }
    },
    // Other failures are already a toast of the global failure handler; the dialog stays open.
    onError: () => {},
  });
  const { control } = controller;

  return (
    <FormDialog
      controller={controller}
      title={
        label ? t('labels.dialog.editTitle', { name: label.name }) : t('labels.dialog.createTitle')
      }
      {...(label ? {} : { submitLabel: t('labels.dialog.create') })}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('labels.form.name')}
        isRequired
        maxLength={LABEL_NAME_MAX}
        autoFocus
      />
      {types.length > 1 && (
        <FormSelect
          control={control}
          name="type"
          label={t('labels.form.type')}
          isRequired
          options={types.map((type) => labelTypeOption(t, type))}
        />
      )}
      <FormTextArea
        control={control}
        name="description"
        label={t('labels.form.description')}
        maxLength={LABEL_DESCRIPTION_MAX}
        rows={3}
      />
    </FormDialog>
  );
}
