export { api, walletOwnedTags, type Api } from './api';
export { describeError, describeErrorLine } from './describeError';
export {
  isApiError,
  malformedResponseError,
  noTokenError,
  toApiError,
  tokenExpiredError,
  type ApiError,
  type ApiErrorKey,
} from './apiError';
export {
  authApi,
  useGetProfileQuery,
  type Profile,
  type WalletConnectRequest,
  type WalletConnectResponse,
} from './authApi';
export {
  apiTimeoutMs,
  baseQueryWithReauth,
  refreshSessionToken,
  type ApiExtraOptions,
  type RefreshOutcome,
} from './baseQueryWithReauth';
export { allOf, isRecord, pageOf, recordOf, type ResponseShape } from './responseShape';
