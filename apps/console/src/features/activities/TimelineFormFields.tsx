import { UPLOAD_ACCEPT } from '@adconsole/api';
import {
  type Attachments,
  FormFileUploadField,
  FormMultiLookup,
  FormTextArea,
  FormTextField,
} from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { asOption, loadParticipantOptions } from '../../app/lookups.ts';
import type { PartiesFields } from './AccountAndContacts.tsx';
import { ACTIVITY_TITLE_MAX } from './activityForm.ts';

/**
 * The fields an activity and a comment both have (spec 2 §2), besides their parties; the
 * comment form shows them under the activity form's labels.
 */
export interface TimelineFields extends PartiesFields {
  title?: string | null | undefined;
  message: string;
  participants: Option[];
  files: Attachments;
}

interface FieldProps<T extends TimelineFields> {
  control: Control<T>;
}

/** A field's name in a form known only to have the timeline fields. */
const nameIn = <T extends TimelineFields>(name: keyof TimelineFields) => name as FieldPath<T>;

/** The optional title, at most as long as the calls take it. */
export function TitleField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={nameIn<T>('title')}
      label={t('activities.form.title')}
      maxLength={ACTIVITY_TITLE_MAX}
    />
  );
}

/** The description: required, four rows. */
export function MessageField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormTextArea
      control={control}
      name={nameIn<T>('message')}
      label={t('activities.form.message')}
      isRequired
      rows={4}
    />
  );
}

/** Further participants: users holding SALES (spec 2 §6). */
export function ParticipantsField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormMultiLookup
      control={control}
      name={nameIn<T>('participants')}
      label={t('activities.form.participants')}
      load={loadParticipantOptions}
      toEntry={asOption}
    />
  );
}

/** The attachments: uploaded when the form is saved (spec 2 §4). */
export function FilesField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const { t } = useTranslation();
  return (
    <FormFileUploadField
      control={control}
      name={nameIn<T>('files')}
      label={t('activities.form.files')}
      accept={UPLOAD_ACCEPT}
    />
  );
}
