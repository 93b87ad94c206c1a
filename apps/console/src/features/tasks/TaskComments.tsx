import {
  type Comment,
  commentService,
  type FunnelCommentsQuery,
  type FunnelCommentWrite,
} from '@adconsole/api';
import { FormSwitch } from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import { type CommentVariant, CommentVariantForm } from '../activities/CommentForm.tsx';
import { describeComment } from '../activities/CommentList.tsx';
import { commentFormSchema } from '../activities/commentForm.ts';
import { commentSourceParts } from '../activities/commentSource.ts';
import { commentWriteOf } from '../activities/commentValues.ts';
import { type TimelineFormProps, TimelineList } from '../activities/TimelineList.tsx';
import { type TimelineSource, useTimelineList } from '../activities/useTimelineList.ts';

// The sales-funnel comments of a task (spec 2 §3: the FUNNEL variant, tied to a task, with the
// notifySales switch), embedded on /sales/tasks/details/{taskId}.

const funnelCommentSchema = z.extend(commentFormSchema, { notifySales: z.boolean() });
type FunnelCommentInput = z.input<typeof funnelCommentSchema>;
type FunnelCommentValues = z.output<typeof funnelCommentSchema>;

const funnel = commentService('FUNNEL');

const funnelCommentSource: TimelineSource<
  Comment,
  FunnelCommentValues,
  FunnelCommentsQuery,
  FunnelCommentWrite
> = {
  ...commentSourceParts,
  key: ['comments', 'funnel'],
  load: (query, signal) => funnel.list(apiClient, query, { signal }),
  // The task comes from the list (useTimelineList adds the page's taskId).
  writeOf: (values, files, comment) => ({
    ...commentWriteOf(values, files, comment),
    taskId: comment?.taskId ?? 0,
    notifySales: values.notifySales,
  }),
  create: (body) => funnel.create(apiClient, body),
  update: (comment, body) => funnel.update(apiClient, { commentId: comment.id }, body),
  remove: (comment) => funnel.remove(apiClient, { commentId: comment.id }),
};

/** The funnel comment's form: the CRM comment's with the notifySales switch. */
const funnelComment: CommentVariant<FunnelCommentInput, FunnelCommentValues> = {
  schema: funnelCommentSchema,
  defaults: (comment, defaults) => ({ ...defaults, notifySales: comment?.notifySales ?? false }),
  fields: (control) => <NotifySalesField control={control} />,
};

function FunnelCommentForm(props: TimelineFormProps<Comment, FunnelCommentValues>) {
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

/** The task's comments: the FUNNEL variant on the task's account. */
export function TaskComments({ taskId, account }: { taskId: number; account: Option }) {
  const list = useTimelineList(funnelCommentSource, {
    scope: `task-${taskId}-comments`,
    prefix: 'comment',
    account,
    taskId,
  });
  return <TimelineList list={list} describe={describeComment} Form={FunnelCommentForm} />;
}
