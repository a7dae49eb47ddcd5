// The history state of the adverse-action entry for a declined request about a payday loan (outside the boot code:
// only the conversion area and the application's notice page read it).
import type { DeclinedRequest } from '../lib/rules/adverseActionNotice';

/**
 * The account's declined request (a conversion or a refinance of a payday loan) opens the adverse-action entry with
 * this history state: the page names the request in its notice (spec 2.3), and reads the notice kept for it (its
 * reasons: the id of the declined request's application); a reload keeps both. No URL carries them.
 */
export const declinedRequestState = (request: DeclinedRequest, noticeId: string | null) => ({
  declinedRequest: request,
  noticeId,
});
export const declinedRequestOf = (state: unknown): DeclinedRequest | null => {
  const request = (state as { declinedRequest?: unknown } | null)?.declinedRequest;
  return request === 'CONVERSION' || request === 'REFINANCE' ? request : null;
};
/** The declined request's notice (its application's id), when the server kept one. */
export const declinedNoticeOf = (state: unknown): string | null => {
  const id = (state as { noticeId?: unknown } | null)?.noticeId;
  return typeof id === 'string' && /^[\w-]{1,64}$/.test(id) ? id : null;
};
