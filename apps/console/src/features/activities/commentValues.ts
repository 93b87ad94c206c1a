import type { Comment, CrmCommentWrite } from '@adconsole/api';
import type { Option } from '@adconsole/ui';
import { idOption, idsOf } from '../../app/lookups.ts';
import { attachmentsOf } from './attachments.ts';
import type { CommentFormInput, CommentFormValues } from './commentForm.ts';

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
      files: attachmentsOf(),
    };
  }
  return {
    message: comment.message,
    account: idOption(comment.accountId, comment.accountName),
    title: comment.title ?? '',
    contacts: comment.contacts.map((contact) => idOption(contact.id, contact.name)),
    participants: comment.additionalParticipants.map((user) => idOption(user.id, user.name)),
    files: attachmentsOf(comment.files),
  };
}

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
    contactIds: idsOf(values.contacts),
    additionalParticipantIds: idsOf(values.participants),
    privateAccess: comment?.privateAccess ?? false,
    files,
  };
}
