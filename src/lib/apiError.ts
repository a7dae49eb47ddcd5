// The one plain, serialisable error shape that every failed request is turned into.

/**
 * A message with values in it ("… (2 tries left)"), as the server words a refusal: its English with placeholders
 * is the key by which a catalog has it in another language, and the values fill it (decision 0085).
 */
export interface Words {
  key: string;
  values: Readonly<Record<string, string | number>>;
}

/** What the portal shows as a message: its English (a catalog's key), or words with values. Plain data for the store. */
export type Message = string | Words;

export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'UNAUTHENTICATED';
  /** The message in English, its values in it. */
  message: string;
  code?: string;
  /** Why a refusal was made, when the page acts on it (a step's refusal: src/lib/rules/applicationSteps.ts). */
  reason?: string;
  /** A message with values in it: its key and values, to word it in the page's language. */
  words?: Words;
}

/**
 * A failed call's message as the portal shows it: the server's words with values when it gave them, else its English,
 * else `fallback` (a call that failed with no message).
 */
export function messageOfError(error: unknown, fallback = ''): Message {
  const failure = error as Partial<ApiError> | null | undefined;
  return failure?.words ?? (failure?.message || fallback);
}

export const UNAUTHENTICATED_MESSAGE = 'No current user: the request needs a signed-in user';

export const unauthenticatedError = (): ApiError => ({
  status: 'UNAUTHENTICATED',
  message: UNAUTHENTICATED_MESSAGE,
  code: 'UNAUTHENTICATED',
});
