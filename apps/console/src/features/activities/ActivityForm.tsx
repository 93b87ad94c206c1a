import { type Activity, getNonTechnicalActivityTypes, UPLOAD_ACCEPT } from '@adconsole/api';
import {
  FormDatePicker,
  FormFileUploadField,
  FormMultiLookup,
  FormSelect,
  FormShell,
  FormSwitch,
  FormTextArea,
  FormTextField,
  FormTimeField,
  useZodForm,
} from '@adconsole/forms';
import { Column, Columns, type Option } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { AccountAndContacts } from './AccountAndContacts.tsx';
import { activityTypeOption } from './activityFilters.ts';
import { ACTIVITY_TITLE_MAX, type ActivityFormValues, activityFormSchema } from './activityForm.ts';
import { activityFormDefaults } from './activityValues.ts';
import { loadLabelOptions, loadParticipantOptions } from './lookups.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

export interface ActivityFormProps {
  /** The activity to edit; a new one when absent. */
  activity?: Activity;
  /** The account of an account page: fixed, not asked for. */
  fixedAccount?: Option;
  onSave: (values: ActivityFormValues) => Promise<unknown>;
  /** After Cancel (a dirty form asked first) or a save. */
  onClose: () => void;
  /** Takes the form's 'unsaved changes' question while the form is open. */
  onGuard?: (confirmLeave: (() => Promise<boolean>) | undefined) => void;
}

const asOption = (option: Option) => option;

/**
 * Create or edit an activity inline (spec 2 §2): title, type, date and time, account,
 * contacts (once an account is chosen), description, notify sales, files; participants and
 * labels under Extended options (on phones the Simple / Extended toggle).
 */
export function ActivityForm({
  activity,
  fixedAccount,
  onSave,
  onClose,
  onGuard,
}: ActivityFormProps) {
  const { t } = useTranslation();
  const types = useQuery({
    queryKey: ['activities', 'types', 'non-technical'],
    queryFn: ({ signal }) => getNonTechnicalActivityTypes(apiClient, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const controller = useZodForm({
    schema: activityFormSchema,
    defaultValues: activityFormDefaults(activity, fixedAccount),
    onSubmit: async (values) => {
      await onSave(values);
      onClose();
    },
    // Other failures are already a toast of the global failure handler; the form stays open.
    onError: () => {},
  });
  const { control, form, confirmLeave } = controller;
  useLeaveGuard(confirmLeave, onGuard);

  const typeOptions = (types.data?.items ?? []).map((type) => activityTypeOption(t, type));
  return (
    <FormShell
      controller={controller}
      title={activity ? t('activities.form.editTitle') : t('activities.form.createTitle')}
      submitLabel={activity ? t('activities.form.save') : t('activities.form.add')}
      onCancel={onClose}
      extendedOptions={
        <>
          <FormMultiLookup
            control={control}
            name="participants"
            label={t('activities.form.participants')}
            load={loadParticipantOptions}
            toEntry={asOption}
          />
          <FormMultiLookup
            control={control}
            name="labels"
            label={t('activities.form.labels')}
            load={loadLabelOptions}
            toEntry={asOption}
          />
        </>
      }
    >
      <FormTextField
        control={control}
        name="title"
        label={t('activities.form.title')}
        maxLength={ACTIVITY_TITLE_MAX}
      />
      <FormSelect
        control={control}
        name="activityType"
        label={t('activities.form.type')}
        isRequired
        options={typeOptions}
      />
      <Columns space="medium" collapseBelow="sm">
        <Column>
          <FormDatePicker
            control={control}
            name="day"
            label={t('activities.form.date')}
            isRequired
          />
        </Column>
        <Column>
          <FormTimeField control={control} name="time" label={t('activities.form.time')} />
        </Column>
      </Columns>
      <AccountAndContacts form={form} isAccountFixed={Boolean(fixedAccount)} />
      <FormTextArea
        control={control}
        name="message"
        label={t('activities.form.message')}
        isRequired
        rows={4}
      />
      <FormSwitch control={control} name="notifySales" label={t('activities.form.notifySales')} />
      <FormFileUploadField
        control={control}
        name="files"
        label={t('activities.form.files')}
        accept={UPLOAD_ACCEPT}
      />
    </FormShell>
  );
}
