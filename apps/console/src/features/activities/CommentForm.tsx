import type { Comment } from '@adconsole/api';
import { FormShell } from '@adconsole/forms';
import { useTranslation } from 'react-i18next';
import { useInlineForm } from '../../app/useInlineForm.ts';
import { AccountAndContacts } from './AccountAndContacts.tsx';
import { type CommentFormValues, commentFormSchema } from './commentForm.ts';
import { commentFormDefaults } from './commentValues.ts';
import { FilesField, MessageField, ParticipantsField, TitleField } from './TimelineFormFields.tsx';
import type { TimelineFormProps } from './TimelineList.tsx';

/**
 * Create or edit a CRM comment inline (spec 2 §2): contacts, the account (where none is
 * fixed), the description (4 rows, required) and files; title and participants under Extended
 * options (on phones the Simple / Extended toggle).
 */
export function CommentForm({
  entry: comment,
  ...props
}: TimelineFormProps<Comment, CommentFormValues>) {
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
          <TitleField control={control} />
          <ParticipantsField control={control} />
        </>
      }
    >
      <AccountAndContacts form={form} isAccountFixed={Boolean(props.fixedAccount)} />
      <MessageField control={control} />
      <FilesField control={control} />
    </FormShell>
  );
}
