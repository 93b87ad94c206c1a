export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type RequestOptions,
} from './client.ts';
export * from './contracts/index.ts';
export {
  decodeSelectedCompany,
  encodeSelectedCompany,
  SELECTED_COMPANY_HEADER,
  STALE_IF_MODIFIED_SINCE,
  TOKEN_STORAGE_KEY,
} from './envelope.ts';
export { ApiError, isAbortError, toApiError, UNKNOWN_ERROR } from './errors.ts';
export { requireParams } from './params.ts';
export { getHealth } from './services/system.ts';
