// The one createApi for the REST back end: auth events, the passwordless resume's lookup, the store search, the
// customer's files (fileDownload.ts) and the documents an applicant uploads (documentsEndpoints.ts). Every error is
// normalised to a plain ApiError. An endpoint marked `{ authorized: true }` (its extraOptions) sends the signed-in
// person's id token, asked of the auth service for each call and never kept, in the one authorization header
// (authorization.ts). What is read before the store exists (the runtime configuration, the flags) and the footer's
// links, read with the first chunk before any API loads, use plain fetch (decision 0063).
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../lib/apiError';
import type { Services } from '../services/services';
import { authorizationHeader } from './authorization';
import { correlationId, sessionId } from '../lib/sessionId';
import { registerApi } from './lazyApis';
import type { RuntimeState } from '../config/runtimeSettings';

const rawBaseQuery = fetchBaseQuery({
  // Absolute, because fetchBaseQuery builds a Request, and a Request outside a page (jest) needs one.
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  prepareHeaders(headers, { getState }) {
    headers.set('X-brand-key', (getState() as { runtime: RuntimeState }).runtime.brandKey);
    headers.set('X-session-id', sessionId());
    headers.set('X-correlation-id', correlationId());
    return headers;
  },
});

/** What an endpoint may ask of the base query: the id token in the authorization header. */
export interface RestOptions {
  authorized?: boolean;
}

const restBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, RestOptions> = async (args, api, options) => {
  let request = args;
  if (options?.authorized) {
    const token = await (api.extra as Services).auth.getIdToken();
    const fetchArgs = typeof args === 'string' ? { url: args } : args;
    request = {
      ...fetchArgs,
      headers: { ...(fetchArgs.headers as Record<string, string>), ...authorizationHeader(token) },
    };
  }
  const result = await rawBaseQuery(request, api, {});
  if (!result.error) return { data: result.data };
  const { status } = result.error;
  const data = 'data' in result.error ? (result.error.data as { error?: string } | undefined) : undefined;
  if (typeof status === 'number') return { error: { status, message: data?.error ?? `Request failed (${status})` } };
  return {
    error: {
      status: status === 'PARSING_ERROR' ? 'PARSE_ERROR' : 'FETCH_ERROR',
      message: 'error' in result.error ? String(result.error.error) : 'Network error',
    },
  };
};

export const restApi = createApi({
  reducerPath: 'restApi',
  baseQuery: restBaseQuery,
  endpoints: () => ({}),
});

registerApi(restApi);
