import { type Activity, activityEndpoints } from '@adconsole/api';
import {
  FormDatePicker,
  FormMultiLookup,
  FormSelect,
  FormShell,
  FormSwitch,
  FormTimeField,
} from '@adconsole/forms';
import { Column, Columns } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { asOption, loadLabelOptions } from '../../app/lookups.ts';
import { useInlineForm } from '../../app/useInlineForm.ts';
import { endpointQuery, useActingCompanyId } from '../../kit/endpointQuery.ts';
import { fieldsOf } from '../../kit/fieldsOf.ts';
import { AccountAndContacts } from './AccountAndContacts.tsx';
import { activityTypeOption } from './activityFilters.ts';
import { type ActivityFormValues, activityFormSchema } from './activityForm.ts';
import { activityFormDefaults } from './activityValues.ts';
import { FilesField, MessageField, ParticipantsField, TitleField } from './TimelineFormFields.tsx';
import type { TimelineFormProps } from './TimelineList.tsx';

/**
 * Create or edit an activity inline (spec 2 §2): title, type, date and time, account,
 * contacts (once an account is chosen), description, notify sales, files; participants and
 * labels under Extended options (on phones the Simple / Extended toggle).
 */
export function ActivityForm({
  entry: activity,
  ...props
}: TimelineFormProps<Activity, ActivityFormValues>) {
  const { t } = useTranslation();
  const types = useQuery({
    ...endpointQuery(activityEndpoints.nonTechnicalActivityTypes, {}, useActingCompanyId()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const controller = useInlineForm(
    activityFormSchema,
    activityFormDefaults(activity, props.fixedAccount),
    props,
  );
  const { control, form } = controller;

  const typeOptions = (types.data?.items ?? []).map((type) => activityTypeOption(t, type));
  const field = fieldsOf(control, t, 'activities.form');
  return (
    <FormShell
      controller={controller}
      title={activity ? t('activities.form.editTitle') : t('activities.form.createTitle')}
      submitLabel={activity ? t('activities.form.save') : t('activities.form.add')}
      onCancel={props.onClose}
      extendedOptions={
        <>
          <ParticipantsField control={control} />
          <FormMultiLookup {...field('labels')} load={loadLabelOptions} toEntry={asOption} />
        </>
      }
    >
      <TitleField control={control} />
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
      <MessageField control={control} />
      <FormSwitch control={control} name="notifySales" label={t('activities.form.notifySales')} />
      <FilesField control={control} />
    </FormShell>
  );
}
