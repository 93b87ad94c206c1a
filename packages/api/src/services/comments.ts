import type { ApiClient, RequestOptions } from '../client.ts';
import { activityEndpoints } from '../contracts/activity-endpoints.ts';
import type {
  Comment,
  Comments,
  CommentsQuery,
  CrmCommentWrite,
  FunnelCommentsQuery,
  FunnelCommentWrite,
} from '../contracts/comments.ts';
import { fillPath } from '../contracts/endpoint.ts';
import { requireParams, searchParamsOf } from '../params.ts';

/** The messages of spec 2 §8 for a comment call that lacks its account or task. */
export const ACCOUNT_ID_REQUIRED = 'Account id required';
export const TASK_ID_REQUIRED = 'TaskId required';

function requireAccount(comment: { accountId?: number } | undefined) {
  requireParams({ comment }, 'comment');
  if (!comment?.accountId) throw new Error(ACCOUNT_ID_REQUIRED);
}

function requireTask(comment: { taskId?: number } | undefined) {
  requireParams({ comment }, 'comment');
  if (!comment?.taskId) throw new Error(TASK_ID_REQUIRED);
}

/**
 * CRM comments, newest first. An account page passes its accountId; the sales Comments tab
 * lists every account's comments, with the invoicing-account filter optional.
 */
export function getCrmComments(
  client: ApiClient,
  query: CommentsQuery = {},
  options?: RequestOptions,
): Promise<Comments> {
  const { path, response } = activityEndpoints.crmComments;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}

/** Comment on an account; the CRM variant needs the account id ('Account id required'). */
export function createCrmComment(
  client: ApiClient,
  comment: CrmCommentWrite,
  options?: RequestOptions,
): Promise<Comment> {
  requireAccount(comment);
  const { path, response } = activityEndpoints.createCrmComment;
  return client.post(path, response, comment, options);
}

/** Change a CRM comment: it carries its id and accountId (spec 2 §5). */
export function updateCrmComment(
  client: ApiClient,
  params: { commentId: number },
  comment: CrmCommentWrite,
  options?: RequestOptions,
): Promise<Comment> {
  requireParams(params, 'commentId');
  requireAccount(comment);
  const { path, response } = activityEndpoints.updateCrmComment;
  return client.put(fillPath(path, params), response, comment, options);
}

export function deleteCrmComment(
  client: ApiClient,
  params: { commentId: number },
  options?: RequestOptions,
): Promise<void> {
  requireParams(params, 'commentId');
  return client.delete(fillPath(activityEndpoints.deleteCrmComment.path, params), options);
}

/** Sales-funnel comments, newest first; a task page passes its taskId. */
export function getFunnelComments(
  client: ApiClient,
  query: FunnelCommentsQuery = {},
  options?: RequestOptions,
): Promise<Comments> {
  const { path, response } = activityEndpoints.funnelComments;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}

/** Comment on a sales task; funnel operations need the task id ('TaskId required'). */
export function createFunnelComment(
  client: ApiClient,
  comment: FunnelCommentWrite,
  options?: RequestOptions,
): Promise<Comment> {
  requireTask(comment);
  const { path, response } = activityEndpoints.createFunnelComment;
  return client.post(path, response, comment, options);
}

export function updateFunnelComment(
  client: ApiClient,
  params: { commentId: number },
  comment: FunnelCommentWrite,
  options?: RequestOptions,
): Promise<Comment> {
  requireParams(params, 'commentId');
  requireTask(comment);
  const { path, response } = activityEndpoints.updateFunnelComment;
  return client.put(fillPath(path, params), response, comment, options);
}

export function deleteFunnelComment(
  client: ApiClient,
  params: { commentId: number },
  options?: RequestOptions,
): Promise<void> {
  requireParams(params, 'commentId');
  return client.delete(fillPath(activityEndpoints.deleteFunnelComment.path, params), options);
}
