import type { ApiClient, RequestOptions } from '../client.ts';
import { activityEndpoints } from '../contracts/activity-endpoints.ts';
import { fillPath } from '../contracts/endpoint.ts';
import type {
  Label,
  LabelList,
  Labels,
  LabelsQuery,
  LabelTypes,
  LabelWrite,
} from '../contracts/labels.ts';
import { requireParams, searchParamsOf } from '../params.ts';

/** Labels by type and name (the form's lookup: type SALESFUNNEL, sort name, order asc). */
export function getLabels(
  client: ApiClient,
  query: LabelsQuery = {},
  options?: RequestOptions,
): Promise<Labels> {
  const { path, response } = activityEndpoints.labels;
  return client.get(path, response, { ...options, searchParams: searchParamsOf({ ...query }) });
}

export function createLabel(
  client: ApiClient,
  label: LabelWrite,
  options?: RequestOptions,
): Promise<Label> {
  requireParams({ label }, 'label');
  const { path, response } = activityEndpoints.createLabel;
  return client.post(path, response, label, options);
}

export function getLabelTypes(client: ApiClient, options?: RequestOptions): Promise<LabelTypes> {
  const { path, response } = activityEndpoints.labelTypes;
  return client.get(path, response, options);
}

export function getLabelsByIds(
  client: ApiClient,
  ids: readonly number[],
  options?: RequestOptions,
): Promise<LabelList> {
  if (!ids || ids.length === 0) throw new Error('Missing required parameter: ids');
  const { path, response } = activityEndpoints.labelsByIds;
  return client.post(path, response, { ids }, options);
}

export function getLabel(
  client: ApiClient,
  params: { id: number },
  options?: RequestOptions,
): Promise<Label> {
  requireParams(params, 'id');
  const { path, response } = activityEndpoints.label;
  return client.get(fillPath(path, params), response, options);
}

/** Change a label, also to activate or deactivate it. */
export function updateLabel(
  client: ApiClient,
  params: { id: number },
  label: LabelWrite,
  options?: RequestOptions,
): Promise<Label> {
  requireParams({ ...params, label }, 'id', 'label');
  const { path, response } = activityEndpoints.updateLabel;
  return client.put(fillPath(path, params), response, label, options);
}
