import { type Comment, UPLOAD_ACCEPT } from '@adconsole/api';
import {
  FormFileUploadField,
  FormMultiLookup,
  FormShell,
  FormTextArea,
  FormTextField,
  useZodForm,
} from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { AccountAndContacts } from './AccountAndContacts.tsx';
import { ACTIVITY_TITLE_MAX } from './activityForm.ts';
import { type CommentFormValues, commentFormSchema } from './commentForm.ts';
import { commentFormDefaults } from './commentValues.ts';
import { loadParticipantOptions } from './lookups.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';

export interface CommentFormProps {
  comment?: Comment;
  /** The account of an account page: fixed, not asked for. */
  fixedAccount?: Option;
  onSave: (values: CommentFormValues) => Promise<unknown>;
  onClose: () => void;
  /** Takes the form's 'unsaved changes' question while the form is open. */
  onGuard?: (confirmLeave: (() => Promise<boolean>) | undefined) => void;
}

const asOption = (option: Option) => option;

/**
 * Create or edit a CRM comment inline (spec 2 §2): contacts, the account (where none is
 * fixed), the description (4 rows, required) and files; title and participants under Extended
 * options (on phones the Simple / Extended toggle).
 */
export function CommentForm({ comment, fixedAccount, onSave, onClose, onGuard }: CommentFormProps) {
  const { t } = useTranslation();
  const controller = useZodForm({
    schema: commentFormSchema,
    defaultValues: commentFormDefaults(comment, fixedAccount),
    onSubmit: async (values) => {
      await onSave(values);
      onClose();
    },
    onError: () => {},
  });
  const { control, form, confirmLeave } = controller;
  useLeaveGuard(confirmLeave, onGuard);

  return (
    <FormShell
      controller={controller}
      title={comment ? t('comments.form.editTitle') : t('comments.form.createTitle')}
      submitLabel={comment ? t('comments.form.save') : t('comments.form.add')}
      onCancel={onClose}
      extendedOptions={
        <>
          <FormTextField
            control={control}
            name="title"
            label={t('activities.form.title')}
            maxLength={ACTIVITY_TITLE_MAX}
          />
          <FormMultiLookup
            control={control}
            name="participants"
            label={t('activities.form.participants')}
            load={loadParticipantOptions}
            toEntry={asOption}
          />
        </>
      }
    >
      <AccountAndContacts form={form} isAccountFixed={Boolean(fixedAccount)} />
      <FormTextArea
        control={control}
        name="message"
        label={t('activities.form.message')}
        isRequired
        rows={4}
      />
      <FormFileUploadField
        control={control}
        name="files"
        label={t('activities.form.files')}
        accept={UPLOAD_ACCEPT}
      />
    </FormShell>
  );
}
