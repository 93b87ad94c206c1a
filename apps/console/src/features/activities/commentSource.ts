import {
  type Comment,
  type CommentsQuery,
  type CrmCommentWrite,
  createCrmComment,
  deleteCrmComment,
  downloadFile,
  getCrmComments,
  updateCrmComment,
} from '@adconsole/api';
import { apiClient } from '../../app/api.ts';
import { COMMENT_FILTER_PARAMS, commentFilters, listFilterQueryOf } from './activityFilters.ts';
import type { CommentFormValues } from './commentForm.ts';
import { commentWriteOf } from './commentValues.ts';
import type { TimelineSource } from './useTimelineList.ts';

/** The CRM comments' calls, filters and texts (spec 2 §2, §7; sort createdAt). */
export const commentSource: TimelineSource<
  Comment,
  CommentFormValues,
  CommentsQuery,
  CrmCommentWrite
> = {
  key: ['comments', 'crm'],
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
  load: (query, signal) => getCrmComments(apiClient, query, { signal }),
  writeOf: commentWriteOf,
  create: (body) => createCrmComment(apiClient, body),
  update: (comment, body) => updateCrmComment(apiClient, { commentId: comment.id }, body),
  remove: (comment) => deleteCrmComment(apiClient, { commentId: comment.id }),
  download: (fileId) => downloadFile(apiClient, { fileId }),
};
