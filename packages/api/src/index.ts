export {
  type AnyCallInput,
  type CallAnswer,
  type CallInput,
  callEndpoint,
  callPath,
  callSearchParams,
  requestEndpoint,
} from './call.ts';
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
export { requireParams, searchParamsOf } from './params.ts';
export * from './roles.ts';
export {
  createActivity,
  deleteActivity,
  downloadActivityAttachment,
  getEntityActivities,
  getNonTechnicalActivityTypes,
  getPositionHistory,
  getPositionHistoryOfPosition,
  getPositionHistoryPositions,
  getPositionHistoryTypes,
  getTechnicalActivityTypes,
  getTouchpointCreators,
  getTouchpoints,
  searchAccounts,
  updateActivity,
} from './services/activities.ts';
export {
  ACCOUNT_ID_REQUIRED,
  assertSameCommentService,
  COMMENT_SERVICES,
  type CommentServiceName,
  commentService,
  createCrmComment,
  createFunnelComment,
  deleteCrmComment,
  deleteFunnelComment,
  getCrmComments,
  getFunnelComments,
  PROVIDER_CHANGED,
  TASK_ID_REQUIRED,
  UNEXPECTED_COMMENT_SERVICE,
  updateCrmComment,
  updateFunnelComment,
} from './services/comments.ts';
export { getCompaniesByPermission, getCompany, searchCompanies } from './services/companies.ts';
export {
  getAccount,
  getContact,
  getUsersByIds,
  searchContacts,
  searchUsers,
} from './services/crm.ts';
export { type DownloadedFile, fileNameOf, readDownload } from './services/downloads.ts';
export { deleteFile, downloadFile, getFileInfo, uploadFile } from './services/files.ts';
export {
  activateAccount,
  changePassword,
  confirmEmail,
  getCurrentUser,
  restorePassword,
  signIn,
  signOut,
} from './services/identity.ts';
export {
  createLabel,
  getLabel,
  getLabels,
  getLabelsByIds,
  getLabelTypes,
  updateLabel,
} from './services/labels.ts';
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
