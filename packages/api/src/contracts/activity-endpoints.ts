import {
  activitiesSchema,
  activityDeleteQuerySchema,
  activityIdParamsSchema,
  activitySchema,
  activityTypesSchema,
  activityWriteSchema,
  attachmentIdParamsSchema,
  creatorsSchema,
  entityActivitiesParamsSchema,
  entityActivitiesQuerySchema,
  touchpointsQuerySchema,
} from './activities.ts';
import {
  commentIdParamsSchema,
  commentSchema,
  commentsSchema,
  crmCommentsQuerySchema,
  crmCommentWriteSchema,
  funnelCommentsQuerySchema,
  funnelCommentWriteSchema,
} from './comments.ts';
import {
  accountIdParamsSchema,
  accountSchema,
  accountsQuerySchema,
  accountsSchema,
  contactIdParamsSchema,
  contactSchema,
  contactsQuerySchema,
  contactsSchema,
  usersByIdsSchema,
  usersSchema,
  usersSearchQuerySchema,
} from './crm.ts';
import { type Endpoint, endpoint } from './endpoint.ts';
import { fileIdParamsSchema, fileInfoSchema } from './files.ts';
import {
  labelIdParamsSchema,
  labelListSchema,
  labelSchema,
  labelsQuerySchema,
  labelsSchema,
  labelTypesSchema,
  labelWriteSchema,
} from './labels.ts';
import { idsRequestSchema } from './lists.ts';
import {
  campaignIdParamsSchema,
  campaignPositionParamsSchema,
  campaignPositionsQuerySchema,
  campaignPositionsSchema,
  positionHistoryQuerySchema,
  positionHistorySchema,
  positionTypesQuerySchema,
  positionTypesSchema,
  singlePositionHistoryQuerySchema,
} from './position-history.ts';

/** The activity service (spec 2 §7): activities, touchpoints, position history, accounts. */
const activityServiceEndpoints = {
  createActivity: endpoint({
    method: 'POST',
    path: 'ws-activities/activities',
    summary: 'Log an activity about an account: a call, meeting, e-mail or other touchpoint',
    body: activityWriteSchema,
    response: activitySchema,
  }),
  deleteActivity: endpoint({
    method: 'DELETE',
    path: 'ws-activities/activities',
    summary: 'Delete an activity and its attachments',
    query: activityDeleteQuerySchema,
  }),
  updateActivity: endpoint({
    method: 'PUT',
    path: 'ws-activities/activities/{activityId}',
    summary: 'Change an activity; contacts, participants, labels and files are the new set',
    params: activityIdParamsSchema,
    body: activityWriteSchema,
    response: activitySchema,
  }),
  entityActivities: endpoint({
    method: 'GET',
    path: 'ws-activities/activities/{entityId}/{entityType}',
    summary: 'The activities of one entity (an account, a campaign, …), newest first',
    params: entityActivitiesParamsSchema,
    query: entityActivitiesQuerySchema,
    response: activitiesSchema,
  }),
  touchpoints: endpoint({
    method: 'GET',
    path: 'ws-activities/activities/touchpoints',
    summary:
      'The touchpoints of the acting company: account activities filtered by account, contact, task, creator, type and date range',
    query: touchpointsQuerySchema,
    response: activitiesSchema,
  }),
  touchpointCreators: endpoint({
    method: 'GET',
    path: 'ws-activities/activities/touchpoints/creators',
    summary: 'The users who created touchpoints of the acting company, for the creator filter',
    response: creatorsSchema,
  }),
  activityAttachment: endpoint({
    method: 'GET',
    path: 'ws-activities/activities/attachments/{attachmentId}',
    summary:
      'Download an attachment of an activity: the file, its name in Content-Disposition; 204 when there is no file',
    params: attachmentIdParamsSchema,
  }),
  technicalActivityTypes: endpoint({
    method: 'GET',
    path: 'ws-activities/activities/activity-types/technical',
    summary: 'The activity types the system writes',
    response: activityTypesSchema,
  }),
  nonTechnicalActivityTypes: endpoint({
    method: 'GET',
    path: 'ws-activities/activities/activity-types/non-technical',
    summary: 'The activity types people log by hand: the form’s choice',
    response: activityTypesSchema,
  }),
  positionHistory: endpoint({
    method: 'GET',
    path: 'ws-activities/campaign-position-history/{campaignId}',
    summary: 'The change history of a campaign’s positions, newest first',
    params: campaignIdParamsSchema,
    query: positionHistoryQuerySchema,
    response: positionHistorySchema,
  }),
  positionHistoryTypes: endpoint({
    method: 'GET',
    path: 'ws-activities/campaign-position-history/{campaignId}/campaign-position-types',
    summary: 'The position types that occur in a campaign’s history',
    params: campaignIdParamsSchema,
    query: positionTypesQuerySchema,
    response: positionTypesSchema,
  }),
  positionHistoryPositions: endpoint({
    method: 'GET',
    path: 'ws-activities/campaign-position-history/{campaignId}/positions',
    summary: 'The positions that occur in a campaign’s history',
    params: campaignIdParamsSchema,
    query: campaignPositionsQuerySchema,
    response: campaignPositionsSchema,
  }),
  positionHistoryOfPosition: endpoint({
    method: 'GET',
    path: 'ws-activities/campaign-position-history/{campaignId}/campaign-position-id/{campaignPositionId}',
    summary: 'The change history of one campaign position, newest first',
    params: campaignPositionParamsSchema,
    query: singlePositionHistoryQuerySchema,
    response: positionHistorySchema,
  }),
  activityAccounts: endpoint({
    method: 'GET',
    path: 'ws-activities/accounts',
    summary:
      'Invoicing accounts of the acting company whose name or display name starts with the prefix',
    query: accountsQuerySchema,
    response: accountsSchema,
  }),
} as const satisfies Record<string, Endpoint>;

/** Comments in their two variants (spec 2 §3, §7): CRM (account) and sales funnel (task). */
const commentEndpoints = {
  crmComments: endpoint({
    method: 'GET',
    path: 'ws-crm/comments',
    summary: 'CRM comments of the acting company, filtered by account, contact, creator and dates',
    query: crmCommentsQuerySchema,
    response: commentsSchema,
  }),
  createCrmComment: endpoint({
    method: 'POST',
    path: 'ws-crm/comments',
    summary: 'Comment on an account',
    body: crmCommentWriteSchema,
    response: commentSchema,
  }),
  updateCrmComment: endpoint({
    method: 'PUT',
    path: 'ws-crm/comments/{commentId}',
    summary: 'Change a CRM comment',
    params: commentIdParamsSchema,
    body: crmCommentWriteSchema,
    response: commentSchema,
  }),
  deleteCrmComment: endpoint({
    method: 'DELETE',
    path: 'ws-crm/comments/{commentId}',
    summary: 'Delete a CRM comment and its files',
    params: commentIdParamsSchema,
  }),
  funnelComments: endpoint({
    method: 'GET',
    path: 'ws-sales-funnel/comments',
    summary:
      'Sales-funnel comments of the acting company, filtered by task, account, contact, creator and dates',
    query: funnelCommentsQuerySchema,
    response: commentsSchema,
  }),
  createFunnelComment: endpoint({
    method: 'POST',
    path: 'ws-sales-funnel/comments',
    summary: 'Comment on a sales task',
    body: funnelCommentWriteSchema,
    response: commentSchema,
  }),
  updateFunnelComment: endpoint({
    method: 'PUT',
    path: 'ws-sales-funnel/comments/{commentId}',
    summary: 'Change a sales-funnel comment',
    params: commentIdParamsSchema,
    body: funnelCommentWriteSchema,
    response: commentSchema,
  }),
  deleteFunnelComment: endpoint({
    method: 'DELETE',
    path: 'ws-sales-funnel/comments/{commentId}',
    summary: 'Delete a sales-funnel comment and its files',
    params: commentIdParamsSchema,
  }),
} as const satisfies Record<string, Endpoint>;

/** Lookups of the forms and filters (spec 2 §7): account, contacts, users. */
const lookupEndpoints = {
  crmAccount: endpoint({
    method: 'GET',
    path: 'ws-crm/accounts/{accountId}',
    summary: 'An account of the acting company with its main facts',
    params: accountIdParamsSchema,
    response: accountSchema,
  }),
  crmContacts: endpoint({
    method: 'GET',
    path: 'ws-crm/contacts',
    summary: 'Contacts of the acting company, of one account if given, filtered by name',
    query: contactsQuerySchema,
    response: contactsSchema,
  }),
  crmContact: endpoint({
    method: 'GET',
    path: 'ws-crm/contacts/{contactId}',
    summary: 'A contact of the acting company',
    params: contactIdParamsSchema,
    response: contactSchema,
  }),
  usersSearch: endpoint({
    method: 'GET',
    path: 'ws-users/users/search',
    summary: 'Users of the acting company, filtered by name and by a role they hold (SALES)',
    query: usersSearchQuerySchema,
    response: usersSchema,
  }),
  usersByIds: endpoint({
    method: 'POST',
    path: 'ws-users/users/by-ids',
    summary: 'Names of users of the acting company by their ids',
    body: idsRequestSchema,
    response: usersByIdsSchema,
  }),
} as const satisfies Record<string, Endpoint>;

/** The labels service (spec 2 §7). */
const labelEndpoints = {
  labels: endpoint({
    method: 'GET',
    path: 'ws-labels/labels',
    summary: 'Labels of a company, by type and name, active ones unless includeInactive',
    query: labelsQuerySchema,
    response: labelsSchema,
  }),
  createLabel: endpoint({
    method: 'POST',
    path: 'ws-labels/labels',
    summary: 'Create a label of the acting company',
    body: labelWriteSchema,
    response: labelSchema,
  }),
  labelTypes: endpoint({
    method: 'GET',
    path: 'ws-labels/labels/types',
    summary: 'The label types',
    response: labelTypesSchema,
  }),
  labelsByIds: endpoint({
    method: 'POST',
    path: 'ws-labels/labels/by-ids',
    summary: 'Labels of the acting company by their ids',
    body: idsRequestSchema,
    response: labelListSchema,
  }),
  label: endpoint({
    method: 'GET',
    path: 'ws-labels/labels/{id}',
    summary: 'A label of the acting company',
    params: labelIdParamsSchema,
    response: labelSchema,
  }),
  updateLabel: endpoint({
    method: 'PUT',
    path: 'ws-labels/labels/{id}',
    summary: 'Change a label: rename, retype, activate or deactivate it',
    params: labelIdParamsSchema,
    body: labelWriteSchema,
    response: labelSchema,
  }),
} as const satisfies Record<string, Endpoint>;

/** The file uploader (spec 2 §7). */
const fileEndpoints = {
  uploadFile: endpoint({
    method: 'POST',
    path: 'ws-file-uploader/uploads',
    summary:
      'Upload one file as multipart/form-data in the field "file" (at most 10 MB); the content is type-checked and scanned; answers the file id',
    response: fileInfoSchema,
  }),
  downloadFile: endpoint({
    method: 'GET',
    path: 'ws-file-uploader/downloads/{fileId}',
    summary:
      'Download a file: its content, its name in Content-Disposition; 204 when there is no file',
    params: fileIdParamsSchema,
  }),
  fileInfo: endpoint({
    method: 'GET',
    path: 'ws-file-uploader/files-info/{fileId}',
    summary: 'A file’s name, type, size, upload status and scan status',
    params: fileIdParamsSchema,
    response: fileInfoSchema,
  }),
  deleteFile: endpoint({
    method: 'DELETE',
    path: 'ws-file-uploader/files-info/{fileId}',
    summary: 'Delete a file, and take it off the activity or comment it is attached to',
    params: fileIdParamsSchema,
  }),
} as const satisfies Record<string, Endpoint>;

/** Activities, comments, labels and files (spec 2 §7). */
export const activityEndpoints = {
  ...activityServiceEndpoints,
  ...commentEndpoints,
  ...lookupEndpoints,
  ...labelEndpoints,
  ...fileEndpoints,
} as const satisfies Record<string, Endpoint>;
