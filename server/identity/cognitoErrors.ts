// Errors in the shape Cognito's JSON protocol uses (aws-amplify reads __type and message).
import { CODES_PAUSED } from '../security/codeBudget';

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const incorrectCredentials = () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
export const attemptsExceeded = () => new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const notAuthorized = (message: string) => new CognitoError('NotAuthorizedException', message);
/** An account's codes are paused (server/security/codeBudget.ts): the same answer for every name. */
export const codesPaused = () => new CognitoError('LimitExceededException', CODES_PAUSED);
