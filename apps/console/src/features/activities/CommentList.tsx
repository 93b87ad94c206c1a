import type { Comment } from '@adconsole/api';
import { AttachmentList, DropdownMenuItem, TimelineItem, useConfirm } from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CommentForm } from './CommentForm.tsx';
import { ACCOUNT_MARK, SentenceWithAccount } from './sentence.tsx';
import { TimelineList } from './TimelineList.tsx';
import { type CommentListController, useCommentList } from './useCommentList.ts';
import type { TimelineListOptions } from './useTimelineList.ts';

/** The chips of a comment: its task, participants and contacts. */
function commentChips(t: TFunction, comment: Comment) {
  return [
    {
      label: t('activities.item.task'),
      items: comment.taskId
        ? [
            {
              id: String(comment.taskId),
              label: t('activities.item.taskLink', { id: comment.taskId }),
              href: `/sales/tasks/details/${comment.taskId}`,
            },
          ]
        : [],
    },
    {
      label: t('activities.item.participants'),
      items: comment.additionalParticipants.map((user) => ({
        id: String(user.id),
        label: user.name,
      })),
    },
    {
      label: t('activities.item.contacts'),
      items: comment.contacts.map((contact) => ({ id: String(contact.id), label: contact.name })),
    },
  ];
}

function CommentEntry({ comment, list }: { comment: Comment; list: CommentListController }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const askDelete = () =>
    confirm({
      title: t('comments.delete.title'),
      text: t('comments.delete.text'),
      confirmLabel: t('comments.delete.confirm'),
      tone: 'critical',
      onConfirm: () => list.remove(comment),
    });
  return (
    <TimelineItem
      date={comment.date}
      type="comment"
      sentence={
        <SentenceWithAccount
          text={t('comments.item.sentence', {
            creator: comment.creatorName,
            account: ACCOUNT_MARK,
          })}
          accountId={comment.accountId}
          accountName={comment.accountName}
        />
      }
      chips={commentChips(t, comment)}
      {...(comment.title ? { title: comment.title } : {})}
      attachments={
        comment.files.length > 0 && (
          <AttachmentList
            aria-label={t('activities.item.attachments')}
            files={comment.files.map((file) => ({ id: file.fileId, name: file.fileName }))}
            onDownload={(file) => void list.download(file.id)}
          />
        )
      }
      actionsLabel={t('comments.item.actions', { creator: comment.creatorName })}
      actions={
        <>
          <DropdownMenuItem id="edit" onAction={() => list.openEdit(comment)}>
            {t('activities.item.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem id="delete" tone="critical" onAction={() => void askDelete()}>
            {t('activities.item.delete')}
          </DropdownMenuItem>
        </>
      }
    >
      {comment.message}
    </TimelineItem>
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
