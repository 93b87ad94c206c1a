import {
  type Comment,
  type CommentsQuery,
  createCrmComment,
  deleteCrmComment,
  downloadFile,
  getCrmComments,
  updateCrmComment,
} from '@adconsole/api';
import { CONTACT_SEARCH_DEBOUNCE_MS } from '@adconsole/ui';
import { apiClient } from '../../app/api.ts';
import { COMMENT_FILTER_PARAMS, commentFilters, listFilterQueryOf } from './activityFilters.ts';
import type { CommentFormValues } from './commentForm.ts';
import { commentWriteOf } from './commentValues.ts';
import {
  type TimelineListController,
  type TimelineListOptions,
  type TimelineSource,
  useTimelineList,
} from './useTimelineList.ts';

/** The CRM comments' calls, filters and notices (spec 2 §2, §7; sort createdAt). */
const commentSource: TimelineSource<Comment, CommentFormValues, CommentsQuery> = {
  key: ['comments', 'crm'],
  params: COMMENT_FILTER_PARAMS,
  filters: (t, lockedAccountId) =>
    commentFilters(t, { lockedAccountId, contactDebounceMs: CONTACT_SEARCH_DEBOUNCE_MS }),
  queryOf: (state, lockedAccountId) => ({
    ...listFilterQueryOf(state, lockedAccountId),
    sort: 'createdAt',
  }),
  load: (query, signal) => getCrmComments(apiClient, query, { signal }),
  save: (values, files, comment) => {
    const body = commentWriteOf(values, files, comment);
    return comment
      ? updateCrmComment(apiClient, { commentId: comment.id }, body)
      : createCrmComment(apiClient, body);
  },
  remove: (comment) => deleteCrmComment(apiClient, { commentId: comment.id }),
  download: (fileId) => downloadFile(apiClient, { fileId }),
  notices: (t) => ({
    created: t('comments.toast.created'),
    updated: t('comments.toast.updated'),
    deleted: t('comments.toast.deleted'),
  }),
};

export type CommentListController = TimelineListController<Comment, CommentFormValues>;

/** The controller of the CRM comments: the timeline list on the comments call. */
export const useCommentList = (options: TimelineListOptions): CommentListController =>
  useTimelineList(commentSource, options);
