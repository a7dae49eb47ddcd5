// The auth feature's calls: agents acting for a customer (or viewing one's screen share)
// (GraphQL: auth.graphql's generated endpoints), and the auth events, password-changed notice and forgot-email lookup (REST).
import type { ImpersonationQuery } from '../../api/generated/graphql';
import { restApi } from '../../api/restApi';
import { request } from '../../api/sagaRequest';
import type { ForgotEmailRequest } from './recoverySlice';
import { authOperations } from './auth.generated';

export type ActingCustomer = NonNullable<ImpersonationQuery['impersonation']>;

const { endpoints } = authOperations;

/** The REST auth endpoint's event types; forgotPassword answers DENIED, FAILED_P or OK. */
export type AuthEvent =
  | { type: 'failedLogin'; email: string; blackBox: string }
  | { type: 'forgotPassword'; email: string; blackBox: string; flags: { enablePasswordlessFlow: boolean } };

export type ForgotPasswordResult = 'DENIED' | 'FAILED_P' | 'OK';

export const authRestApi = restApi.injectEndpoints({
  endpoints: (build) => ({
    authEvent: build.mutation<{ result: ForgotPasswordResult | 'RECORDED' }, AuthEvent>({
      query: (body) => ({ url: '/auth', method: 'POST', body }),
    }),
    passwordChanged: build.mutation<{ success: boolean }, string>({
      query: (email) => ({ url: '/password-changed', method: 'POST', body: { email } }),
    }),
    /** Forgot email: the account's address, masked, for a last name, date of birth and SSN's last 4 (404 when none). */
    forgotEmail: build.mutation<{ maskedEmail: string }, ForgotEmailRequest>({
      query: (body) => ({ url: '/forgot-email', method: 'POST', body }),
    }),
  }),
});

export function* fetchActingCustomer() {
  return yield* request(endpoints.impersonation.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

export function* startActing(email: string) {
  return yield* request(endpoints.startImpersonation.initiate({ email }));
}

export function* joinScreenShare(code: string) {
  return yield* request(endpoints.joinRemoteSession.initiate({ code }));
}

export function* stopActing() {
  return yield* request(endpoints.stopImpersonation.initiate());
}

export function* postAuthEvent(event: AuthEvent) {
  return yield* request(authRestApi.endpoints.authEvent.initiate(event));
}

export function* postPasswordChanged(email: string) {
  return yield* request(authRestApi.endpoints.passwordChanged.initiate(email));
}

export function* lookUpEmail(details: ForgotEmailRequest) {
  return yield* request(authRestApi.endpoints.forgotEmail.initiate(details));
}
