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
import { type InlineFormProps, useInlineForm } from './useInlineForm.ts';

export interface ActivityFormProps extends InlineFormProps<ActivityFormValues> {
  /** The activity to edit; a new one when absent. */
  activity?: Activity;
}

const asOption = (option: Option) => option;

/**
 * Create or edit an activity inline (spec 2 §2): title, type, date and time, account,
 * contacts (once an account is chosen), description, notify sales, files; participants and
 * labels under Extended options (on phones the Simple / Extended toggle).
 */
export function ActivityForm({ activity, ...props }: ActivityFormProps) {
  const { t } = useTranslation();
  const types = useQuery({
    queryKey: ['activities', 'types', 'non-technical'],
    queryFn: ({ signal }) => getNonTechnicalActivityTypes(apiClient, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const controller = useInlineForm(
    activityFormSchema,
    activityFormDefaults(activity, props.fixedAccount),
    props,
  );
  const { control, form } = controller;

  const typeOptions = (types.data?.items ?? []).map((type) => activityTypeOption(t, type));
  return (
    <FormShell
      controller={controller}
      title={activity ? t('activities.form.editTitle') : t('activities.form.createTitle')}
      submitLabel={activity ? t('activities.form.save') : t('activities.form.add')}
      onCancel={props.onClose}
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
      <AccountAndContacts form={form} isAccountFixed={Boolean(props.fixedAccount)} />
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
