import { type Activity, getNonTechnicalActivityTypes, UPLOAD_ACCEPT } from '@adconsole/api';
import {
  FormDatePicker,
  FormFileUploadField,
  FormLookup,
  FormMultiLookup,
  FormSelect,
  FormShell,
  FormSwitch,
  FormTextArea,
  FormTextField,
  FormTimeField,
  useZodForm,
} from '@adconsole/forms';
import { CONTACT_SEARCH_DEBOUNCE_MS, Column, Columns, type Option } from '@adconsole/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { apiClient } from '../../app/api.ts';
import { activityTypeOption } from './activityFilters.ts';
import { ACTIVITY_TITLE_MAX, type ActivityFormValues, activityFormSchema } from './activityForm.ts';
import { activityFormDefaults } from './activityValues.ts';
import {
  loadAccountOptions,
  loadContactOptions,
  loadLabelOptions,
  loadParticipantOptions,
} from './lookups.ts';
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
  useLeaveGuard(confirmLeave);
  useEffect(() => {
    onGuard?.(confirmLeave);
    return () => onGuard?.(undefined);
  }, [onGuard, confirmLeave]);

  // A new account has other contacts: the chosen ones go.
  const account = useWatch({ control, name: 'account' });
  const accountId = account ? Number(account.id) : undefined;
  const shownAccount = useRef(accountId);
  useEffect(() => {
    if (shownAccount.current === accountId) return;
    shownAccount.current = accountId;
    form.setValue('contacts', []);
  }, [accountId, form]);

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
      {!fixedAccount && (
        <FormLookup
          control={control}
          name="account"
          label={t('activities.form.account')}
          isRequired
          load={loadAccountOptions}
          toEntry={asOption}
        />
      )}
      <FormMultiLookup
        // Another account: its own contacts to choose from.
        key={accountId ?? 'none'}
        control={control}
        name="contacts"
        label={t('activities.form.contacts')}
        load={(search, context) => loadContactOptions(search, context, accountId)}
        toEntry={asOption}
        debounceMs={CONTACT_SEARCH_DEBOUNCE_MS}
        disabledReason={accountId ? undefined : t('activities.form.chooseAccountFirst')}
      />
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
