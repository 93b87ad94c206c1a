import type { Comment, CrmCommentWrite } from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { savedFileOf } from './attachments.ts';
import type { CommentFormInput, CommentFormValues } from './commentForm.ts';

const option = (id: number, label: string): Option => ({ id: String(id), label });

/** The form's first values: a comment's, or a new one's (on the fixed account if any). */
export function commentFormDefaults(
  comment: Comment | undefined,
  fixedAccount: Option | undefined,
): CommentFormInput {
  if (!comment) {
    return {
      message: '',
      account: fixedAccount ?? null,
      title: '',
      contacts: [],
      participants: [],
      files: { pending: [], saved: [], removed: [] },
    };
  }
  return {
    message: comment.message,
    account: option(comment.accountId, comment.accountName),
    title: comment.title ?? '',
    contacts: comment.contacts.map((contact) => option(contact.id, contact.name)),
    participants: comment.additionalParticipants.map((user) => option(user.id, user.name)),
    files: { pending: [], saved: comment.files.map(savedFileOf), removed: [] },
  };
}

const ids = (options: readonly Option[]) => options.map((chosen) => Number(chosen.id));

/** The CRM write payload (spec 2 §3); privateAccess kept from the edited comment, else false. */
export function commentWriteOf(
  values: CommentFormValues,
  files: CrmCommentWrite['files'],
  comment?: Comment,
): CrmCommentWrite {
  return {
    title: values.title || null,
    message: values.message,
    accountId: Number(values.account.id),
    contactIds: ids(values.contacts),
    additionalParticipantIds: ids(values.participants),
    privateAccess: comment?.privateAccess ?? false,
    files,
  };
}
