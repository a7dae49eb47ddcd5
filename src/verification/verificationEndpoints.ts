// One-time codes by email and by phone, for a multi-factor check ({ mfaId }), an enrollment ({ enrollmentId }) or
// an application's /otp ({ applicationId }), and remembering a device after a passed check. The mfa and enrollment features (and
// the application's remember-device modal) call these from their sagas.
import type {
  EmailVerificationQuery,
  OtpSearchQuery,
  OtpVerifyCodeMutation,
  RememberDeviceMutationVariables,
  ValidateEmailVerificationCodeMutation,
} from '../api/generated/graphql';
import { request } from '../api/sagaRequest';
import { verificationOperations } from './verification.generated';

/** Whose codes: one multi-factor check, one enrollment, or one application's mobile number (phone codes only). */
export type CodeOwner = { mfaId: string } | { enrollmentId: string } | { applicationId: string };
/** Email codes are for a multi-factor check or an enrollment only. */
export type EmailCodeOwner = Exclude<CodeOwner, { applicationId: string }>;
export type EmailCodeIds = EmailVerificationQuery['emailVerificationQuery'];
export type EmailCodeResult = ValidateEmailVerificationCodeMutation['validateEmailVerificationCode'];
export type PhoneCodeState = OtpSearchQuery['otpSearch'];
export type PhoneCodeResult = OtpVerifyCodeMutation['otpVerifyCode'];

const { endpoints } = verificationOperations;

const once = { subscribe: false, forceRefetch: true } as const;

export function* requestEmailCode(owner: EmailCodeOwner) {
  return yield* request(endpoints.emailVerification.initiate(owner, once));
}

export function* checkEmailCode(
  variables: EmailCodeOwner & { emailVerificationId: string; sessionId: string; verificationCode: string },
) {
  return yield* request(endpoints.validateEmailVerificationCode.initiate(variables));
}

export function* resendEmailCode(owner: EmailCodeOwner) {
  return yield* request(endpoints.emailResendCode.initiate(owner));
}

export function* findPhoneCode(owner: CodeOwner) {
  return yield* request(endpoints.otpSearch.initiate(owner, once));
}

export function* sendPhoneCode(owner: CodeOwner) {
  return yield* request(endpoints.otpSendCode.initiate(owner));
}

export function* checkPhoneCode(variables: CodeOwner & { verificationCode: string }) {
  return yield* request(endpoints.otpVerifyCode.initiate(variables));
}

export function* saveRememberedDevice(variables: RememberDeviceMutationVariables) {
  return yield* request(endpoints.rememberDevice.initiate(variables));
}
