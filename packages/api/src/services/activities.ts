import type { ApiClient, RequestOptions } from '../client.ts';
import type {
  Activities,
  Activity,
  ActivityEntityType,
  ActivityTypes,
  ActivityWrite,
  Creators,
  EntityActivitiesQuery,
  TouchpointsQuery,
} from '../contracts/activities.ts';
import { activityEndpoints } from '../contracts/activity-endpoints.ts';
import type { Accounts, AccountsQuery } from '../contracts/crm.ts';
import { fillPath } from '../contracts/endpoint.ts';
import type {
  CampaignPositions,
  CampaignPositionType,
  PositionHistory,
  PositionHistoryQuery,
  PositionTypes,
} from '../contracts/position-history.ts';
import { requireParams, searchParamsOf } from '../params.ts';
import { type DownloadedFile, readDownload } from './downloads.ts';

/** Log an activity about an account (spec 2 §7: POST activities). */
export function createActivity(
  client: ApiClient,
  activity: ActivityWrite,
  options?: RequestOptions,
): Promise<Activity> {
  requireParams({ activity }, 'activity');
  const { path, response } = activityEndpoints.createActivity;
  return client.post(path, response, activity, options);
}

/** Change an activity; contacts, participants, labels and files are the new set. */
export function updateActivity(
  client: ApiClient,
  params: { activityId: number },
  activity: ActivityWrite,
  options?: RequestOptions,
): Promise<Activity> {
  requireParams({ ...params, activity }, 'activityId', 'activity');
  const { path, response } = activityEndpoints.updateActivity;
  return client.put(fillPath(path, params), response, activity, options);
}

/** Delete an activity and its attachments (spec 2 §7: DELETE activities?id). */
export function deleteActivity(
  client: ApiClient,
  params: { id: number },
  options?: RequestOptions,
): Promise<void> {
  requireParams(params, 'id');
  return client.delete(activityEndpoints.deleteActivity.path, {
    ...options,
    searchParams: { id: String(params.id) },
  });
}

/** The activities of one entity: an account page's list, a campaign's log. */
export function getEntityActivities(
  client: ApiClient,
  params: { entityId: number; entityType: ActivityEntityType },
  query: EntityActivitiesQuery = {},
  options?: RequestOptions,
): Promise<Activities> {
  requireParams(params, 'entityId', 'entityType');
  const { path, response } = activityEndpoints.entityActivities;
  return client.get(fillPath(path, params), response, {
    ...options,
    searchParams: searchParamsOf({ ...query }),
  });
}

/** The touchpoints list with its filters (account, contact, task, creator, type, dates). */
export function getTouchpoints(
  client: ApiClient,
  query: TouchpointsQuery = {},
  options?: RequestOptions,
): Promise<Activities> {
  const { path, response } = activityEndpoints.touchpoints;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}

/** The users who created touchpoints, for the creator filter. */
export function getTouchpointCreators(
  client: ApiClient,
  options?: RequestOptions,
): Promise<Creators> {
  const { path, response } = activityEndpoints.touchpointCreators;
  return client.get(path, response, options);
}

/** Download an attachment of an activity; undefined when there is no file (204). */
export async function downloadActivityAttachment(
  client: ApiClient,
  params: { attachmentId: number },
  options?: RequestOptions,
): Promise<DownloadedFile | undefined> {
  requireParams(params, 'attachmentId');
  const path = fillPath(activityEndpoints.activityAttachment.path, params);
  return readDownload(await client.getResponse(path, options));
}

/** The activity types the system writes. */
export function getTechnicalActivityTypes(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ActivityTypes> {
  const { path, response } = activityEndpoints.technicalActivityTypes;
  return client.get(path, response, options);
}

/** The activity types people log by hand: the form's choice. */
export function getNonTechnicalActivityTypes(
  client: ApiClient,
  options?: RequestOptions,
): Promise<ActivityTypes> {
  const { path, response } = activityEndpoints.nonTechnicalActivityTypes;
  return client.get(path, response, options);
}

/** The change history of a campaign's positions. */
export function getPositionHistory(
  client: ApiClient,
  params: { campaignId: number },
  query: PositionHistoryQuery = {},
  options?: RequestOptions,
): Promise<PositionHistory> {
  requireParams(params, 'campaignId');
  const { path, response } = activityEndpoints.positionHistory;
  return client.get(fillPath(path, params), response, {
    ...options,
    searchParams: searchParamsOf({ ...query }),
  });
}

/** The position types in a campaign's history. */
export function getPositionHistoryTypes(
  client: ApiClient,
  params: { campaignId: number },
  query: { includeDeleted?: boolean } = {},
  options?: RequestOptions,
): Promise<PositionTypes> {
  requireParams(params, 'campaignId');
  const { path, response } = activityEndpoints.positionHistoryTypes;
  return client.get(fillPath(path, params), response, {
    ...options,
    searchParams: searchParamsOf({ ...query }),
  });
}

/** The positions in a campaign's history. */
export function getPositionHistoryPositions(
  client: ApiClient,
  params: { campaignId: number },
  query: { campaignPositionType?: CampaignPositionType; includeDeleted?: boolean } = {},
  options?: RequestOptions,
): Promise<CampaignPositions> {
  requireParams(params, 'campaignId');
  const { path, response } = activityEndpoints.positionHistoryPositions;
  return client.get(fillPath(path, params), response, {
    ...options,
    searchParams: searchParamsOf({ ...query }),
  });
}

/** The change history of one campaign position. */
export function getPositionHistoryOfPosition(
  client: ApiClient,
  params: { campaignId: number; campaignPositionId: number },
  query: { page?: number; limit?: number } = {},
  options?: RequestOptions,
): Promise<PositionHistory> {
  requireParams(params, 'campaignId', 'campaignPositionId');
  const { path, response } = activityEndpoints.positionHistoryOfPosition;
  return client.get(fillPath(path, params), response, {
    ...options,
    searchParams: searchParamsOf({ ...query }),
  });
}

/** Invoicing accounts by prefix (the account lookup and filter; spec 2 §7: GET accounts). */
export function searchAccounts(
  client: ApiClient,
  query: AccountsQuery = {},
  options?: RequestOptions,
): Promise<Accounts> {
  const { path, response } = activityEndpoints.activityAccounts;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}
