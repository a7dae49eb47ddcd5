// The one createApi for the REST back end (auth events today; footer links and store search as they
// arrive); the feature flags are read without it (featureFlags.ts). Every error is normalised to a plain ApiError.
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from '../lib/apiError';
import { correlationId, sessionId } from '../lib/sessionId';
import { registerApi } from '../store/lazyApis';
import type { RuntimeState } from '../store/runtimeSlice';

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

const restBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
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
