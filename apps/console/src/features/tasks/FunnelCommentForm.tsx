import type { Comment } from '@adconsole/api';
import { FormSwitch } from '@adconsole/forms';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { type CommentVariant, CommentVariantForm } from '../activities/CommentForm.tsx';
import { commentFormSchema } from '../activities/commentForm.ts';
import type { TimelineFormProps } from '../activities/TimelineList.tsx';

// The form of a task's funnel comment (TaskComments.tsx), a module of its own: it loads when
// Create or Edit opens it (issue 36).

const funnelCommentSchema = z.extend(commentFormSchema, { notifySales: z.boolean() });
type FunnelCommentInput = z.input<typeof funnelCommentSchema>;
export type FunnelCommentValues = z.output<typeof funnelCommentSchema>;

/** The funnel comment's form: the CRM comment's with the notifySales switch. */
const funnelComment: CommentVariant<FunnelCommentInput, FunnelCommentValues> = {
  schema: funnelCommentSchema,
  defaults: (comment, defaults) => ({ ...defaults, notifySales: comment?.notifySales ?? false }),
  fields: (control) => <NotifySalesField control={control} />,
};

export function FunnelCommentForm(props: TimelineFormProps<Comment, FunnelCommentValues>) {
  return <CommentVariantForm {...props} variant={funnelComment} />;
}

function NotifySalesField({
  control,
}: {
  control: Control<FunnelCommentInput, unknown, FunnelCommentValues>;
}) {
  const { t } = useTranslation();
  return (
    <FormSwitch control={control} name="notifySales" label={t('activities.form.notifySales')} />
  );
}
