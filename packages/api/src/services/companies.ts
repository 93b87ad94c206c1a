import type { ApiClient, RequestOptions } from '../client.ts';
import type {
  CompaniesByPermission,
  Company,
  CompanySearchQuery,
  CompanySearchResult,
} from '../contracts/company.ts';
import { fillPath } from '../contracts/endpoint.ts';
import { shellEndpoints } from '../contracts/shell-endpoints.ts';
import { requireParams } from '../params.ts';
import type { Role } from '../roles.ts';

/** Companies the caller may act for, filtered by name (the company switcher). */
export function searchCompanies(
  client: ApiClient,
  query: CompanySearchQuery = {},
  options?: RequestOptions,
): Promise<CompanySearchResult> {
  const { path, response } = shellEndpoints.companySearch;
  const { search, page = 0, limit = 100 } = query;
  const searchParams = { page: String(page), limit: String(limit), ...(search ? { search } : {}) };
  return client.get(path, response, { ...options, searchParams });
}

/** One company, for its country code. */
export function getCompany(
  client: ApiClient,
  params: { id: number },
  options?: RequestOptions,
): Promise<Company> {
  requireParams(params, 'id');
  const { path, response } = shellEndpoints.company;
  return client.get(fillPath(path, params), response, options);
}

/** Companies with a user who holds the permission: their names and ids. */
export function getCompaniesByPermission(
  client: ApiClient,
  params: { permission: Role },
  options?: RequestOptions,
): Promise<CompaniesByPermission> {
  requireParams(params, 'permission');
  const { path, response } = shellEndpoints.companiesByPermission;
  return client.get(fillPath(path, params), response, options);
}
