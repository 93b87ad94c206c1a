import { type Comment, UPLOAD_ACCEPT } from '@adconsole/api';
import {
  FormFileUploadField,
  FormMultiLookup,
  FormShell,
  FormTextArea,
  FormTextField,
} from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { AccountAndContacts } from './AccountAndContacts.tsx';
import { ACTIVITY_TITLE_MAX } from './activityForm.ts';
import { type CommentFormValues, commentFormSchema } from './commentForm.ts';
import { commentFormDefaults } from './commentValues.ts';
import { loadParticipantOptions } from './lookups.ts';
import { type InlineFormProps, useInlineForm } from './useInlineForm.ts';

export interface CommentFormProps extends InlineFormProps<CommentFormValues> {
  /** The comment to edit; a new one when absent. */
  comment?: Comment;
}

const asOption = (option: Option) => option;

/**
 * Create or edit a CRM comment inline (spec 2 §2): contacts, the account (where none is
 * fixed), the description (4 rows, required) and files; title and participants under Extended
 * options (on phones the Simple / Extended toggle).
 */
export function CommentForm({ comment, ...props }: CommentFormProps) {
  const { t } = useTranslation();
  const controller = useInlineForm(
    commentFormSchema,
    commentFormDefaults(comment, props.fixedAccount),
    props,
  );
  const { control, form } = controller;

  return (
    <FormShell
      controller={controller}
      title={comment ? t('comments.form.editTitle') : t('comments.form.createTitle')}
      submitLabel={comment ? t('comments.form.save') : t('comments.form.add')}
      onCancel={props.onClose}
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
      <AccountAndContacts form={form} isAccountFixed={Boolean(props.fixedAccount)} />
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
