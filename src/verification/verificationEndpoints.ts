// One-time codes by email and by phone, for a multi-factor check ({ mfaId }), an enrollment ({ enrollmentId }) or
// an application's /otp ({ applicationId }), and remembering a device after a passed check. The mfa and enrollment features (and
// the application's remember-device modal) call these from their sagas.
import type {
  EmailResendCodeMutation,
  EmailVerificationQuery,
  OtpSearchQuery,
  OtpSendCodeMutation,
  OtpVerifyCodeMutation,
  RememberDeviceMutationVariables,
  ValidateEmailVerificationCodeMutation,
} from '../api/generated/graphql';
import { graphqlApi } from '../api/graphqlApi';
import { request } from '../store/sagaRequest';
import {
  EmailResendCodeDocument,
  EmailVerificationDocument,
  OtpSearchDocument,
  OtpSendCodeDocument,
  OtpVerifyCodeDocument,
  RememberDeviceDocument,
  ValidateEmailVerificationCodeDocument,
} from './verification.generated';

/** Whose codes: one multi-factor check, one enrollment, or one application's mobile number (phone codes only). */
export type CodeOwner = { mfaId: string } | { enrollmentId: string } | { applicationId: string };
export type EmailCodeIds = EmailVerificationQuery['emailVerificationQuery'];
export type EmailCodeResult = ValidateEmailVerificationCodeMutation['validateEmailVerificationCode'];
export type PhoneCodeState = OtpSearchQuery['otpSearch'];
export type PhoneCodeResult = OtpVerifyCodeMutation['otpVerifyCode'];

export const verificationApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    emailVerification: build.query<EmailCodeIds, CodeOwner>({
      query: (owner) => ({ document: EmailVerificationDocument, variables: owner }),
      transformResponse: (data: EmailVerificationQuery) => data.emailVerificationQuery,
    }),
    validateEmailCode: build.mutation<EmailCodeResult, CodeOwner & { emailVerificationId: string; sessionId: string; verificationCode: string }>({
      query: (variables) => ({ document: ValidateEmailVerificationCodeDocument, variables }),
      transformResponse: (data: ValidateEmailVerificationCodeMutation) => data.validateEmailVerificationCode,
    }),
    resendEmailCode: build.mutation<EmailResendCodeMutation['emailResendCode'], CodeOwner>({
      query: (owner) => ({ document: EmailResendCodeDocument, variables: owner }),
      transformResponse: (data: EmailResendCodeMutation) => data.emailResendCode,
    }),
    phoneCode: build.query<PhoneCodeState, CodeOwner>({
      query: (owner) => ({ document: OtpSearchDocument, variables: owner }),
      transformResponse: (data: OtpSearchQuery) => data.otpSearch,
    }),
    sendPhoneCode: build.mutation<PhoneCodeState, CodeOwner>({
      query: (owner) => ({ document: OtpSendCodeDocument, variables: owner }),
      transformResponse: (data: OtpSendCodeMutation) => data.otpSendCode,
    }),
    verifyPhoneCode: build.mutation<PhoneCodeResult, CodeOwner & { verificationCode: string }>({
      query: (variables) => ({ document: OtpVerifyCodeDocument, variables }),
      transformResponse: (data: OtpVerifyCodeMutation) => data.otpVerifyCode,
    }),
    rememberDevice: build.mutation<unknown, RememberDeviceMutationVariables>({
      query: (variables) => ({ document: RememberDeviceDocument, variables }),
    }),
  }),
});

const once = { subscribe: false, forceRefetch: true } as const;

export function* requestEmailCode(owner: CodeOwner) {
  return yield* request(verificationApi.endpoints.emailVerification.initiate(owner, once));
}

export function* checkEmailCode(variables: CodeOwner & { emailVerificationId: string; sessionId: string; verificationCode: string }) {
  return yield* request(verificationApi.endpoints.validateEmailCode.initiate(variables));
}

export function* resendEmailCode(owner: CodeOwner) {
  return yield* request(verificationApi.endpoints.resendEmailCode.initiate(owner));
}

export function* findPhoneCode(owner: CodeOwner) {
  return yield* request(verificationApi.endpoints.phoneCode.initiate(owner, once));
}

export function* sendPhoneCode(owner: CodeOwner) {
  return yield* request(verificationApi.endpoints.sendPhoneCode.initiate(owner));
}

export function* checkPhoneCode(variables: CodeOwner & { verificationCode: string }) {
  return yield* request(verificationApi.endpoints.verifyPhoneCode.initiate(variables));
}

export function* saveRememberedDevice(variables: RememberDeviceMutationVariables) {
  return yield* request(verificationApi.endpoints.rememberDevice.initiate(variables));
}
