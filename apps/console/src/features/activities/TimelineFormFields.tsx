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
import { fieldsOf } from '../../kit/fieldsOf.ts';
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

/** A timeline field bound by its name: the form's control, the label `activities.form.<name>`. */
function useTimelineField<T extends TimelineFields>(
  control: Control<T>,
  name: keyof TimelineFields,
) {
  const { t } = useTranslation();
  return fieldsOf(control, t, 'activities.form')(nameIn<T>(name));
}

/** The optional title, at most as long as the calls take it. */
export function TitleField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const field = useTimelineField(control, 'title');
  return <FormTextField {...field} maxLength={ACTIVITY_TITLE_MAX} />;
}

/** The description: required, four rows. */
export function MessageField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const field = useTimelineField(control, 'message');
  return <FormTextArea {...field} isRequired rows={4} />;
}

/** Further participants: users holding SALES (spec 2 §6). */
export function ParticipantsField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const field = useTimelineField(control, 'participants');
  return <FormMultiLookup {...field} load={loadParticipantOptions} toEntry={asOption} />;
}

/** The attachments: uploaded when the form is saved (spec 2 §4). */
export function FilesField<T extends TimelineFields>({ control }: FieldProps<T>) {
  const field = useTimelineField(control, 'files');
  return <FormFileUploadField {...field} accept={UPLOAD_ACCEPT} />;
}
