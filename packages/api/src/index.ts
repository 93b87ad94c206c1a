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
export * from './roles.ts';
export { getCompaniesByPermission, getCompany, searchCompanies } from './services/companies.ts';
export {
  activateAccount,
  changePassword,
  getCurrentUser,
  restorePassword,
  signIn,
  signOut,
} from './services/identity.ts';
export {
  getCommitHash,
  getCreativeCount,
  getHealth,
  getIncidents,
  getUnreadCommentsCount,
} from './services/system.ts';
export {
  addMissingTranslation,
  createTranslation,
  deleteTranslation,
  getAggregatedTranslations,
  getTranslationNamespaces,
  getTranslations,
  getTranslationTexts,
  updateTranslation,
} from './services/translations.ts';
