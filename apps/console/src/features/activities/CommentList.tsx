import type { Comment } from '@adconsole/api';
import {
  AttachmentList,
  Button,
  DropdownMenuItem,
  EmptyState,
  FilterBar,
  Inline,
  Loader,
  type Option,
  Pagination,
  PlusIcon,
  Stack,
  Timeline,
  TimelineItem,
  useConfirm,
} from '@adconsole/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CommentForm } from './CommentForm.tsx';
import { ACCOUNT_MARK, SentenceWithAccount } from './sentence.tsx';
import { type CommentListController, useCommentList } from './useCommentList.ts';

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

export interface CommentListProps {
  scope: string;
  prefix?: string;
  account?: Option;
}

/**
 * The comments (spec 2 §2): filters, the inline create form, the timeline with Edit inline and
 * Delete, the loader on first load, the empty message and the pager.
 */
export function CommentList({ scope, prefix, account }: CommentListProps) {
  const { t } = useTranslation();
  const list = useCommentList({
    scope,
    ...(prefix ? { prefix } : {}),
    ...(account ? { account } : {}),
  });
  const { editing } = list;
  const fixed = account ? { fixedAccount: account } : {};
  return (
    <Stack space="large">
      <Stack space="medium">
        <FilterBar {...list.filterBar} />
        {editing?.mode === 'create' ? (
          <CommentForm
            {...fixed}
            onSave={(values) => list.save(values)}
            onClose={list.close}
            onGuard={list.guard}
          />
        ) : (
          <Inline>
            <Button icon={<PlusIcon />} onPress={list.openCreate}>
              {t('comments.create')}
            </Button>
          </Inline>
        )}
      </Stack>
      {list.isLoading ? (
        <Loader />
      ) : list.items.length === 0 ? (
        <EmptyState message={t('activities.empty')} />
      ) : (
        <Timeline aria-label={t('comments.listLabel')}>
          {list.items.map((comment) =>
            editing?.mode === 'edit' && editing.commentId === comment.id ? (
              <li key={comment.id}>
                <CommentForm
                  comment={comment}
                  {...fixed}
                  onSave={(values) => list.save(values, comment)}
                  onClose={list.close}
                  onGuard={list.guard}
                />
              </li>
            ) : (
              <CommentEntry key={comment.id} comment={comment} list={list} />
            ),
          )}
        </Timeline>
      )}
      {list.total > 0 && <Pagination {...list.pagination} />}
    </Stack>
  );
}
