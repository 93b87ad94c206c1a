import {
  type Comment,
  createFunnelComment,
  deleteFunnelComment,
  downloadFile,
  type FunnelCommentsQuery,
  type FunnelCommentWrite,
  getFunnelComments,
  updateFunnelComment,
} from '@adconsole/api';
import { FormShell, FormSwitch } from '@adconsole/forms';
import type { Option } from '@adconsole/ui';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { apiClient } from '../../app/api.ts';
import { useInlineForm } from '../../app/useInlineForm.ts';
import { AccountAndContacts } from '../activities/AccountAndContacts.tsx';
import {
  COMMENT_FILTER_PARAMS,
  commentFilters,
  listFilterQueryOf,
} from '../activities/activityFilters.ts';
import { describeComment } from '../activities/CommentList.tsx';
import { commentFormSchema } from '../activities/commentForm.ts';
import { commentFormDefaults, commentWriteOf } from '../activities/commentValues.ts';
import {
  FilesField,
  MessageField,
  ParticipantsField,
  TitleField,
} from '../activities/TimelineFormFields.tsx';
import { type TimelineFormProps, TimelineList } from '../activities/TimelineList.tsx';
import { type TimelineSource, useTimelineList } from '../activities/useTimelineList.ts';

// The sales-funnel comments of a task (spec 2 §3: the FUNNEL variant, tied to a task, with the
// notifySales switch), embedded on /sales/tasks/details/{taskId}.

const funnelCommentSchema = z.extend(commentFormSchema, { notifySales: z.boolean() });
type FunnelCommentValues = z.output<typeof funnelCommentSchema>;

const funnelCommentSource: TimelineSource<
  Comment,
  FunnelCommentValues,
  FunnelCommentsQuery,
  FunnelCommentWrite
> = {
  key: ['comments', 'funnel'],
  texts: (t) => ({
    listLabel: t('comments.listLabel'),
    create: t('comments.create'),
    created: t('comments.toast.created'),
    updated: t('comments.toast.updated'),
    deleted: t('comments.toast.deleted'),
    deleteTitle: t('comments.delete.title'),
    deleteText: t('comments.delete.text'),
    deleteConfirm: t('comments.delete.confirm'),
  }),
  params: COMMENT_FILTER_PARAMS,
  filters: commentFilters,
  queryOf: (state, lockedAccountId) => ({
    ...listFilterQueryOf(state, lockedAccountId),
    sort: 'createdAt',
  }),
  load: (query, signal) => getFunnelComments(apiClient, query, { signal }),
  // The task comes from the list (useTimelineList adds the page's taskId).
  writeOf: (values, files, comment) => ({
    ...commentWriteOf(values, files, comment),
    taskId: comment?.taskId ?? 0,
    notifySales: values.notifySales,
  }),
  create: (body) => createFunnelComment(apiClient, body),
  update: (comment, body) => updateFunnelComment(apiClient, { commentId: comment.id }, body),
  remove: (comment) => deleteFunnelComment(apiClient, { commentId: comment.id }),
  download: (fileId) => downloadFile(apiClient, { fileId }),
};

function FunnelCommentForm({
  entry: comment,
  ...props
}: TimelineFormProps<Comment, FunnelCommentValues>) {
  const { t } = useTranslation();
  const controller = useInlineForm(
    funnelCommentSchema,
    {
      ...commentFormDefaults(comment, props.fixedAccount),
      notifySales: comment?.notifySales ?? false,
    },
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
      <FormSwitch control={control} name="notifySales" label={t('activities.form.notifySales')} />
      <FilesField control={control} />
    </FormShell>
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
