import {
  type Comment,
  type CommentsQuery,
  type CrmCommentWrite,
  commentService,
  downloadFile,
} from '@adconsole/api';
import type { TFunction } from 'i18next';
import { apiClient } from '../../app/api.ts';
import { COMMENT_FILTER_PARAMS, commentFilters, listFilterQueryOf } from './activityFilters.ts';
import type { CommentFormValues } from './commentForm.ts';
import { commentWriteOf } from './commentValues.ts';
import type { FilteredListState } from './filteredListState.ts';
import type { TimelineSource } from './useTimelineList.ts';

/** What every comment list shares (spec 2 §2, §7): its texts, filters, order and files. */
export const commentSourceParts = {
  texts: (t: TFunction) => ({
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
  queryOf: (state: FilteredListState, lockedAccountId: number | undefined) => ({
    ...listFilterQueryOf(state, lockedAccountId),
    sort: 'createdAt' as const,
  }),
  download: (fileId: string) => downloadFile(apiClient, { fileId }),
};

const crm = commentService('CRM');

/** The CRM comments' calls (spec 2 §2, §7; sort createdAt). */
export const commentSource: TimelineSource<
  Comment,
  CommentFormValues,
  CommentsQuery,
  CrmCommentWrite
> = {
  ...commentSourceParts,
  key: ['comments', 'crm'],
  load: (query, signal) => crm.list(apiClient, query, { signal }),
  writeOf: commentWriteOf,
  create: (body) => crm.create(apiClient, body),
  update: (comment, body) => crm.update(apiClient, { commentId: comment.id }, body),
  remove: (comment) => crm.remove(apiClient, { commentId: comment.id }),
};
