// The GraphQL base query: adds X-brand-key, authorization (id token), X-cng-campaign-id when known,
// X-session-id and a new X-correlation-id; without a token it returns the local unauthenticated error and
// makes no call; every error comes back as a plain ApiError.
import { authorizationHeader } from './authorization';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { unauthenticatedError, type ApiError, type Words } from '../lib/apiError';
import { correlationId, sessionId } from '../lib/sessionId';
import type { Services } from '../services/services';
import type { RuntimeState } from '../config/runtimeSettings';

export interface GraphqlArgs {
  document: string;
  variables?: Record<string, unknown>;
}

interface GraphqlResponse {
  data?: unknown;
  errors?: {
    message: string;
    extensions?: { code?: string; reason?: string; messageKey?: unknown; values?: unknown };
  }[];
}

export const graphqlBaseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async ({ document, variables }, api) => {
  const { auth } = api.extra as Services;
  const { runtime } = api.getState() as { runtime: RuntimeState };
  let token: string | null;
  try {
    token = await auth.getIdToken();
  } catch {
    token = null;
  }
  if (!token) return { error: unauthenticatedError() };
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'X-brand-key': runtime.brandKey,
    ...authorizationHeader(token),
    'X-session-id': sessionId(),
    'X-correlation-id': correlationId(),
  };
  if (runtime.campaignId) headers['X-cng-campaign-id'] = runtime.campaignId;
  let response: Response;
  try {
    response = await fetch(runtime.config?.graphqlUrl ?? '/graphql', {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document, variables }),
      signal: api.signal,
    });
  } catch (error) {
    return { error: { status: 'FETCH_ERROR', message: error instanceof Error ? error.message : 'Network error' } };
  }
  let body: GraphqlResponse;
  try {
    body = (await response.json()) as GraphqlResponse;
  } catch {
    return {
      error: {
        status: response.ok ? 'PARSE_ERROR' : response.status,
        message: `Unexpected response (${response.status})`,
      },
    };
  }
  const first = body.errors?.[0];
  if (!response.ok || first) {
    return {
      error: {
        status: response.status,
        message: first?.message ?? `Request failed (${response.status})`,
        code: first?.extensions?.code,
        ...(first?.extensions?.reason ? { reason: first.extensions.reason } : {}),
        words: wordsFrom(first?.extensions?.messageKey, first?.extensions?.values),
      },
    };
  }
  return { data: body.data };
};

/**
 * Words with values from an answer (a GraphQL error's extensions, a REST refusal's body), or undefined when they are
 * not a short key with a few short text or finite number values: the English message stands then.
 */
export function wordsFrom(key: unknown, values: unknown): Words | undefined {
  const entries = values && typeof values === 'object' && !Array.isArray(values) ? Object.entries(values) : [];
  const plain = entries.every(
    ([name, value]) =>
      /^\w{1,40}$/.test(name) && (typeof value === 'string' ? value.length <= 200 : Number.isFinite(value)),
  );
  return typeof key === 'string' && key && key.length <= 500 && entries.length && entries.length <= 10 && plain
    ? { key, values: Object.fromEntries(entries) }
    : undefined;
}
