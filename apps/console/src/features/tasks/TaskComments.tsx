import {
  type Comment,
  commentService,
  type FunnelCommentsQuery,
  type FunnelCommentWrite,
} from '@adconsole/api';
import { lazyPart, type Option } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import { describeComment } from '../activities/CommentList.tsx';
import { commentSourceParts } from '../activities/commentSource.ts';
import { commentWriteOf } from '../activities/commentValues.ts';
import { type TimelineFormProps, TimelineList } from '../activities/TimelineList.tsx';
import { type TimelineSource, useTimelineList } from '../activities/useTimelineList.ts';
import type { FunnelCommentValues } from './FunnelCommentForm.tsx';

// The sales-funnel comments of a task (spec 2 §3: the FUNNEL variant, tied to a task, with the
// notifySales switch), embedded on /sales/tasks/details/{taskId}.

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

// The form (its switch and the comment's fields) loads when Create or Edit opens it.
const funnelCommentForm = lazyPart(() =>
  import('./FunnelCommentForm.tsx').then((module) => module.FunnelCommentForm),
);
function FunnelCommentForm(props: TimelineFormProps<Comment, FunnelCommentValues>) {
  return <OnDemandPart part={funnelCommentForm} props={props} />;
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
