import type { Comment } from '@adconsole/api';
import { FormShell } from '@adconsole/forms';
import type { ReactNode } from 'react';
import type { Control, DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useInlineForm } from '../../app/useInlineForm.ts';
import { AccountAndContacts } from './AccountAndContacts.tsx';
import { type CommentFormInput, type CommentFormValues, commentFormSchema } from './commentForm.ts';
import { commentFormDefaults } from './commentValues.ts';
import { FilesField, MessageField, ParticipantsField, TitleField } from './TimelineFormFields.tsx';
import type { TimelineFormProps } from './TimelineList.tsx';

/** A comment form's own rules: the CRM comment's, or those of a variant that adds fields. */
type CommentSchema<
  Input extends CommentFormInput,
  Values extends CommentFormValues & Input,
> = z.ZodMiniType<Values, Input>;

/** What a comment variant adds: its rules, its defaults, its fields above the files. */
export interface CommentVariant<
  Input extends CommentFormInput,
  Values extends CommentFormValues & Input,
> {
  schema: CommentSchema<Input, Values>;
  defaults: (comment: Comment | undefined, base: CommentFormInput) => DefaultValues<Input>;
  fields?: (control: Control<Input, unknown, Values>) => ReactNode;
}

/**
 * The inline create / edit form of a comment variant (spec 2 §2): contacts, the account (where
 * none is fixed), the description (4 rows, required), the variant's own fields and files; title
 * and participants under Extended options (on phones the Simple / Extended toggle).
 */
export function CommentVariantForm<
  Input extends CommentFormInput,
  Values extends CommentFormValues & Input,
>({
  entry: comment,
  variant,
  ...props
}: TimelineFormProps<Comment, Values> & { variant: CommentVariant<Input, Values> }) {
  const { t } = useTranslation();
  const controller = useInlineForm(
    variant.schema,
    variant.defaults(comment, commentFormDefaults(comment, props.fixedAccount)),
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
      {variant.fields?.(control)}
      <FilesField control={control} />
    </FormShell>
  );
}

const crmComment: CommentVariant<CommentFormInput, CommentFormValues> = {
  schema: commentFormSchema,
  defaults: (_comment, defaults) => defaults,
};

/** Create or edit a CRM comment inline (spec 2 §2). */
export function CommentForm(props: TimelineFormProps<Comment, CommentFormValues>) {
  return <CommentVariantForm {...props} variant={crmComment} />;
}
