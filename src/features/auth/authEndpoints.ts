// The auth feature's calls: agents acting for a customer (or viewing one's screen share)
// (GraphQL), and the auth events, password-changed notice and forgot-email lookup (REST).
import { graphqlApi } from '../../api/graphqlApi';
import type { ImpersonationQuery, JoinRemoteSessionMutation, StartImpersonationMutation } from '../../api/generated/graphql';
import { restApi } from '../../api/restApi';
import { request } from '../../store/sagaRequest';
import type { ForgotEmailRequest } from './recoverySlice';
import { ImpersonationDocument, JoinRemoteSessionDocument, StartImpersonationDocument, StopImpersonationDocument } from './auth.generated';

export type ActingCustomer = NonNullable<ImpersonationQuery['impersonation']>;

export const authApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    impersonation: build.query<ActingCustomer | null, void>({
      query: () => ({ document: ImpersonationDocument }),
      transformResponse: (data: ImpersonationQuery) => data.impersonation,
    }),
    startImpersonation: build.mutation<ActingCustomer, string>({
      query: (email) => ({ document: StartImpersonationDocument, variables: { email } }),
      transformResponse: (data: StartImpersonationMutation) => data.startImpersonation,
    }),
    /** An agent joins a customer's screen share with the code the customer reads out, and views them read-only. */
    joinRemoteSession: build.mutation<ActingCustomer, string>({
      query: (code) => ({ document: JoinRemoteSessionDocument, variables: { code } }),
      transformResponse: (data: JoinRemoteSessionMutation) => data.joinRemoteSession,
    }),
    stopImpersonation: build.mutation<unknown, void>({
      query: () => ({ document: StopImpersonationDocument }),
    }),
  }),
});

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
  return yield* request(authApi.endpoints.impersonation.initiate(undefined, { subscribe: false, forceRefetch: true }));
}

export function* startActing(email: string) {
  return yield* request(authApi.endpoints.startImpersonation.initiate(email));
}

export function* joinScreenShare(code: string) {
  return yield* request(authApi.endpoints.joinRemoteSession.initiate(code));
}

export function* stopActing() {
  return yield* request(authApi.endpoints.stopImpersonation.initiate());
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
