import type { Comment } from '@adconsole/api';
import { lazyPart } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import type { ComponentProps } from 'react';
import { OnDemandPart } from '../../kit/OnDemandPart.tsx';
import type { CommentForm as LoadedCommentForm } from './CommentForm.tsx';
import { commentSource } from './commentSource.ts';
import { ACCOUNT_MARK } from './sentence.tsx';
import { type TimelineEntryContent, taskAndPeopleChips } from './TimelineEntry.tsx';
import { TimelineList } from './TimelineList.tsx';
import { type TimelineListOptions, useTimelineList } from './useTimelineList.ts';

// The inline form loads when Create or Edit opens it.
const commentFormPart = lazyPart(() =>
  import('./CommentForm.tsx').then((module) => module.CommentForm),
);
function CommentForm(props: ComponentProps<typeof LoadedCommentForm>) {
  return <OnDemandPart part={commentFormPart} props={props} />;
}

/** A comment on the timeline: "<creator> commented on <account>", its chips and files. */
export function describeComment(t: TFunction, comment: Comment): TimelineEntryContent {
  return {
    date: comment.date,
    type: 'comment',
    sentence: t('comments.item.sentence', { creator: comment.creatorName, account: ACCOUNT_MARK }),
    accountId: comment.accountId,
    accountName: comment.accountName,
    chips: taskAndPeopleChips(t, {
      taskId: comment.taskId,
      participants: comment.additionalParticipants,
      contacts: comment.contacts,
    }),
    title: comment.title,
    message: comment.message,
    files: comment.files.map((file) => ({ id: file.fileId, name: file.fileName })),
    actionsLabel: t('comments.item.actions', { creator: comment.creatorName }),
  };
}

/** The comments (spec 2 §2): Add comment, the timeline, Edit inline and Delete. */
export function CommentList(options: TimelineListOptions) {
  const list = useTimelineList(commentSource, options);
  return <TimelineList list={list} describe={describeComment} Form={CommentForm} />;
}
