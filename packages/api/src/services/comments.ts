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
/**
 * The guards of spec 2 §8 ("Comment messages"): a comment service that is neither of the two
 * variants, and a comment list whose service changes while it is shown.
 */
export const UNEXPECTED_COMMENT_SERVICE = 'Unexpected comment service';
export const PROVIDER_CHANGED = 'Do not change provider dynamically';

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

/** The two comment variants of spec 2 §3: on an account (CRM) and on a sales task (FUNNEL). */
export const COMMENT_SERVICES = ['CRM', 'FUNNEL'] as const;
export type CommentServiceName = (typeof COMMENT_SERVICES)[number];

const commentServices = {
  CRM: {
    list: getCrmComments,
    create: createCrmComment,
    update: updateCrmComment,
    remove: deleteCrmComment,
  },
  FUNNEL: {
    list: getFunnelComments,
    create: createFunnelComment,
    update: updateFunnelComment,
    remove: deleteFunnelComment,
  },
} as const;

/** The calls of a comment variant; any other name is refused ('Unexpected comment service'). */
export function commentService<Name extends CommentServiceName>(
  name: Name,
): (typeof commentServices)[Name] {
  if (!Object.hasOwn(commentServices, name)) throw new Error(UNEXPECTED_COMMENT_SERVICE);
  return commentServices[name];
}

/**
 * A comment list keeps the service it was opened with: a different one on a later render is a
 * programming error ('Do not change provider dynamically'), not a silent switch of what it lists.
 */
export function assertSameCommentService(opened: string, current: string): void {
  if (opened !== current) throw new Error(PROVIDER_CHANGED);
}
