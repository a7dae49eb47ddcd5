// The one plain, serialisable error shape that every failed request is turned into.
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR' | 'UNAUTHENTICATED';
  message: string;
  code?: string;
  /** Why a refusal was made, when the page acts on it (a step's refusal: src/lib/rules/applicationSteps.ts). */
  reason?: string;
}

export const UNAUTHENTICATED_MESSAGE = 'No current user: the request needs a signed-in user';

export const unauthenticatedError = (): ApiError => ({
  status: 'UNAUTHENTICATED',
  message: UNAUTHENTICATED_MESSAGE,
  code: 'UNAUTHENTICATED',
});
