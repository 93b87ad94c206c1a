import type { Comment } from '@adconsole/api';
import { useTranslation } from 'react-i18next';
import { CommentForm } from './CommentForm.tsx';
import { ACCOUNT_MARK } from './sentence.tsx';
import { TimelineEntry, taskAndPeopleChips } from './TimelineEntry.tsx';
import { TimelineList } from './TimelineList.tsx';
import { type CommentListController, useCommentList } from './useCommentList.ts';
import type { TimelineListOptions } from './useTimelineList.ts';

function CommentEntry({ comment, list }: { comment: Comment; list: CommentListController }) {
  const { t } = useTranslation();
  return (
    <TimelineEntry
      date={comment.date}
      type="comment"
      sentence={t('comments.item.sentence', {
        creator: comment.creatorName,
        account: ACCOUNT_MARK,
      })}
      accountId={comment.accountId}
      accountName={comment.accountName}
      chips={taskAndPeopleChips(t, {
        taskId: comment.taskId,
        participants: comment.additionalParticipants,
        contacts: comment.contacts,
      })}
      title={comment.title}
      message={comment.message}
      files={comment.files.map((file) => ({ id: file.fileId, name: file.fileName }))}
      actionsLabel={t('comments.item.actions', { creator: comment.creatorName })}
      texts="comments"
      onEdit={() => list.openEdit(comment)}
      onDelete={() => list.remove(comment)}
      onDownload={(id) => void list.download(id)}
    />
  );
}

export interface CommentListProps extends TimelineListOptions {}

/** The comments (spec 2 §2): Add comment, the timeline, Edit inline and Delete. */
export function CommentList({ account, ...options }: CommentListProps) {
  const { t } = useTranslation();
  const list = useCommentList({ ...options, ...(account ? { account } : {}) });
  const fixed = account ? { fixedAccount: account } : {};
  return (
    <TimelineList
      list={list}
      listLabel={t('comments.listLabel')}
      createLabel={t('comments.create')}
      renderEntry={(comment) => <CommentEntry key={comment.id} comment={comment} list={list} />}
      renderForm={({ entry, ...form }) => (
        <CommentForm {...(entry ? { comment: entry } : {})} {...fixed} {...form} />
      )}
    />
  );
}
