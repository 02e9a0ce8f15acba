export { api, configureApi, ApiClient } from './client';
export type { ApiClientDependencies } from './client';
export {
  ApiError,
  ERROR_CATALOGUE,
  errorText,
  errorDetail,
  errorCaption,
  isApiError,
  isCancelled,
} from './errors';
export type { ApiErrorInit, CatalogueEntry, ErrorCode } from './errors';
export { showErrorCode } from './notifyError';
export { isTrustedImageOrigin, trustImageOrigin } from './trustedImages';
export { isVersionNewer, compareVersions } from './version';
export { buildUrl, toQueryString } from './query';
export type { QueryParams } from './query';
export {
  browserSessionId,
  deviceModelFromUserAgent,
  isPublicWholesalePath,
  loginType,
  platformHeaders,
  webDeviceInfo,
} from './headers';
export type { PageLocation } from './headers';
export { backoffDelay, BACKOFF_BASE_MS, BACKOFF_CAP_MS } from './retry';
export { DEFAULT_RETRIES, DEFAULT_REUSE_SECONDS } from './types';
export type {
  ApiOptions,
  ApiResult,
  CallConfig,
  DeviceInfo,
  FetchLike,
  HttpMethod,
  ResponseLike,
} from './types';
