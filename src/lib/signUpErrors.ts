// How a failed sign-up or confirmation is classified (account-access spec, section 8), for the enrollment
// flow: the username exists (userExists, source PARTIAL: a login was started before); the pre sign-up check
// found an existing customer (source LEGACY) or a passwordless one (isPasswordless); any other customer-check
// or confirmation error (source LEGACY); the post-confirmation hook failed (userExists). The message is
// 'Authentication Error' for registration failures, none when the user already exists, and 'SignUp Error'
// for anything else.
export const SIGN_UP_ERROR = 'SignUp Error';
export const AUTHENTICATION_ERROR = 'Authentication Error';

export interface SignUpFailure {
  message: string | null;
  userExists: boolean;
  source: 'LEGACY' | 'PARTIAL' | null;
  isPasswordless: boolean;
  /** The application's sign-up found a store customer whose open store loan may be converted (source LEGACY too). */
  conversionEligible: boolean;
}

const describe = (error: unknown): { name: string; message: string } => {
  const { name, message } = (error && typeof error === 'object' ? error : {}) as { name?: unknown; message?: unknown };
  return { name: typeof name === 'string' ? name : '', message: typeof message === 'string' ? message : '' };
};

export function classifySignUpError(error: unknown, step: 'signUp' | 'confirm'): SignUpFailure {
  const { name, message } = describe(error);
  const failure: SignUpFailure = {
    message: AUTHENTICATION_ERROR,
    userExists: false,
    source: null,
    isPasswordless: false,
    conversionEligible: false,
  };
  if (name === 'UsernameExistsException') return { ...failure, message: null, userExists: true, source: 'PARTIAL' };
  if (/^PostConfirmation failed/.test(message)) return { ...failure, message: null, userExists: true };
  if (/^PreSignUp failed with error PASSWORDLESS_CUSTOMER/.test(message)) return { ...failure, isPasswordless: true };
  if (/^PreSignUp failed with error CONVERSION_ELIGIBLE_CUSTOMER/.test(message))
    return { ...failure, source: 'LEGACY', conversionEligible: true };
  if (/^PreSignUp failed/.test(message)) return { ...failure, source: 'LEGACY' };
  if (step === 'confirm' && name !== 'CodeMismatchException' && name !== 'ExpiredCodeException')
    return { ...failure, source: 'LEGACY' };
  return { ...failure, message: SIGN_UP_ERROR };
}
