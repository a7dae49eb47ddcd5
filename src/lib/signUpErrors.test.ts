import { classifySignUpError } from './signUpErrors';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('sign-up error classification (section 8)', () => {
  it('an existing username: userExists, source PARTIAL, no registration message', () => {
    expect(
      classifySignUpError(
        cognitoError('UsernameExistsException', 'An account with the given email already exists.'),
        'signUp',
      ),
    ).toEqual({ message: null, userExists: true, source: 'PARTIAL', isPasswordless: false, conversionEligible: false });
  });

  it('the pre sign-up check: an existing customer is LEGACY, a passwordless one isPasswordless, any other check failure LEGACY', () => {
    const lambda = (message: string) =>
      classifySignUpError(cognitoError('UserLambdaValidationException', message), 'signUp');
    expect(lambda('PreSignUp failed with error EXISTING_CUSTOMER.')).toEqual({
      message: 'Authentication Error',
      userExists: false,
      source: 'LEGACY',
      isPasswordless: false,
      conversionEligible: false,
    });
    expect(lambda('PreSignUp failed with error PASSWORDLESS_CUSTOMER.')).toEqual({
      message: 'Authentication Error',
      userExists: false,
      source: null,
      isPasswordless: true,
      conversionEligible: false,
    });
    expect(lambda('PreSignUp failed with error CONVERSION_ELIGIBLE_CUSTOMER.')).toEqual({
      message: 'Authentication Error',
      userExists: false,
      source: 'LEGACY',
      isPasswordless: false,
      conversionEligible: true,
    });
    expect(lambda('PreSignUp failed with error Task timed out.')).toMatchObject({ source: 'LEGACY' });
  });

  it('confirmation: a post-confirmation failure means the user exists; other confirmation errors are LEGACY; a wrong code is a plain sign-up error', () => {
    expect(
      classifySignUpError(
        cognitoError('UserLambdaValidationException', 'PostConfirmation failed with error CUSTOMER_RECORD.'),
        'confirm',
      ),
    ).toEqual({ message: null, userExists: true, source: null, isPasswordless: false, conversionEligible: false });
    expect(classifySignUpError(cognitoError('InternalErrorException', 'boom'), 'confirm')).toMatchObject({
      source: 'LEGACY',
      message: 'Authentication Error',
    });
    expect(
      classifySignUpError(
        cognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
        'confirm',
      ),
    ).toEqual({
      message: 'SignUp Error',
      userExists: false,
      source: null,
      isPasswordless: false,
      conversionEligible: false,
    });
    expect(classifySignUpError(new Error('offline'), 'signUp')).toMatchObject({ message: 'SignUp Error' });
  });
});
