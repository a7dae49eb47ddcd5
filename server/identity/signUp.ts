// SignUp and ConfirmSignUp, with the user pool's two hooks as the account-access spec classifies them:
// - pre sign-up: an email that is already a customer's is refused (EXISTING_CUSTOMER, or PASSWORDLESS_CUSTOMER
//   for a customer without a password), so the enrollment looks that customer up instead;
// - post confirmation: the lender's customer record is created; a failure there (the record appeared in the
//   meantime) is reported, and the account then already exists.
// An email that already has a login gets UsernameExistsException. The confirmation code is mailed; codes are
// hashed, single use, expire, and allow a few wrong tries.
// A sign-up from the enrollment screen (ClientMetadata.flow 'enrollment') makes an enrollment user (group
// enrollment.user), confirmed at once: the enrollment itself finds the customer's record by SSN and verifies
// the email and phone (domain/enrollment), so the pre sign-up check only refuses a passwordless
// customer's email there (they log in with a code instead).
// A sign-up from the application's first screen (ClientMetadata.flow 'application') is a new customer's login,
// confirmed at once with its customer record (NEW) made, so the applicant goes on signed in: the application
// verifies the phone and email itself before anything is signed (step 4). The pre sign-up check applies as usual.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signUpCodes, users } from '../db/schema/identity';
import { findCustomer, insertNewCustomer } from '../domain/customers/customerRepository';
import type { Mailer } from '../mail/mailer';
import type { Settings } from '../settings';
import type { BrandKey } from '../../brands/brandKeys';
import { brands, isBrandKey } from '../../brands/index';
import { maskEmail } from '../../src/lib/rules/maskEmail';
import { isEmailAddress } from '../../src/lib/validation/emailRules';
import { IDENTITY_NAME_MAX, INPUT_LIMIT_TEXT } from '../../src/lib/rules/inputLimits';
import { PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from '../../src/lib/validation/passwordRule';
import { CognitoError, codesPaused, invalidParameter } from './cognitoErrors';
import { accountOf, type CodeBudget } from '../security/codeBudget';
import { codeMatches, hashPassword, newOneTimeCode, sha256 } from './passwordHash';
import { createVerifier } from './srp';
import { takeCodeTry } from './codeTries';
import { LOOKUP_LIMITED, lookupGate } from '../security/lookupLimits';
import { IDENTITY_GROUPS } from './groups';
import { findUserByEmail } from './userStore';

type Body = Record<string, unknown>;

export const PRE_SIGN_UP_EXISTING = 'PreSignUp failed with error EXISTING_CUSTOMER.';
export const PRE_SIGN_UP_PASSWORDLESS = 'PreSignUp failed with error PASSWORDLESS_CUSTOMER.';
/** An application sign-up by a store customer whose open store loan may be converted: they enroll for the conversion. */
export const PRE_SIGN_UP_CONVERSION = 'PreSignUp failed with error CONVERSION_ELIGIBLE_CUSTOMER.';
export const POST_CONFIRMATION_FAILED = 'PostConfirmation failed with error CUSTOMER_RECORD.';

const str = (body: Body, key: string) => (typeof body[key] === 'string' ? body[key] : '');

function attributes(body: Body): Record<string, string> {
  const list = Array.isArray(body.UserAttributes) ? (body.UserAttributes as { Name?: unknown; Value?: unknown }[]) : [];
  return Object.fromEntries(
    list
      .filter((a) => typeof a.Name === 'string' && typeof a.Value === 'string')
      .map((a) => [a.Name as string, a.Value as string]),
  );
}

export function createSignUp(deps: {
  db: Database;
  settings: Settings;
  mailer: Mailer;
  poolName: string;
  budget: CodeBudget;
}) {
  const { db, settings, mailer, budget } = deps;

  /**
   * `siteBrand`: the brand of the site the request came to (null on a loopback name: tools and tests, never in
   * production, where custom:brand names it). The brand and the source are the server's: a custom:brand naming another
   * site is refused, and custom:source is never taken from the client.
   */
  async function signUp(body: Body, siteBrand: BrandKey | null, address: string | null): Promise<Body> {
    const email = str(body, 'Username').trim().toLowerCase();
    const password = str(body, 'Password');
    const given = attributes(body);
    if (!isEmailAddress(email)) throw invalidParameter('Invalid email address format.');
    if (!PASSWORD_PATTERN.test(password)) throw new CognitoError('InvalidPasswordException', PASSWORD_RULE_MESSAGE);
    const asked = given['custom:brand'] ?? '';
    const brand = siteBrand ?? asked;
    if (!isBrandKey(brand)) throw invalidParameter('custom:brand must be a brand key');
    if (asked && asked !== brand) throw invalidParameter('custom:brand does not match the site you are signing up on');
    if (!given.name || !given.family_name) throw invalidParameter('name and family_name are required');
    if (given.name.length > IDENTITY_NAME_MAX || given.family_name.length > IDENTITY_NAME_MAX)
      throw invalidParameter(INPUT_LIMIT_TEXT.identityName);
    // What follows tells whether the email has a login or is a customer's: limited per address and per email.
    if (!(await lookupGate(db, settings)('sign-up', address, email)))
      throw new CognitoError('TooManyRequestsException', LOOKUP_LIMITED);
    if (await findUserByEmail(db, email))
      throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
    const flow = (body.ClientMetadata as { flow?: unknown } | undefined)?.flow;
    const enrollment = flow === 'enrollment';
    const application = flow === 'application';
    // Pre sign-up hook.
    const customer = await findCustomer(db, email);
    if (customer && (!enrollment || customer.isPasswordless)) {
      const convertible = application && customer.openRetailLoan?.isEligible === true;
      throw new CognitoError(
        'UserLambdaValidationException',
        customer.isPasswordless
          ? PRE_SIGN_UP_PASSWORDLESS
          : convertible
            ? PRE_SIGN_UP_CONVERSION
            : PRE_SIGN_UP_EXISTING,
      );
    }

    // A mailed code counts against the address like every other code (a sign-up cannot flood a mailbox).
    if (!enrollment && !application && !(await budget.issue(accountOf(null, email), email, null))) throw codesPaused();
    const sub = randomUUID();
    const isPasswordless = given['custom:isPasswordless'] === 'true';
    const srp = createVerifier(deps.poolName, sub, password);
    const code = newOneTimeCode();
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        sub,
        email,
        brand,
        source: brands[brand].idpSource,
        groups: [enrollment ? IDENTITY_GROUPS.enrollment : IDENTITY_GROUPS.customer],
        givenName: given.name!,
        familyName: given.family_name!,
        passwordHash: isPasswordless ? null : await hashPassword(password),
        srpSalt: isPasswordless ? null : srp.salt,
        srpVerifier: isPasswordless ? null : srp.verifier,
        isPasswordless,
        confirmed: enrollment || application,
      });
      if (application)
        await insertNewCustomer(tx, {
          email,
          firstName: given.name!,
          lastName: given.family_name!,
          brand,
          isPasswordless,
        });
      if (enrollment || application) return;
      await tx.insert(signUpCodes).values({
        userSub: sub,
        codeHash: sha256(code),
        attempts: 0,
        expiresAt: new Date(Date.now() + settings.resetCodeTtlSeconds * 1000),
      });
    });
    if (enrollment || application) return { UserConfirmed: true, UserSub: sub };
    await mailer.send({
      to: email,
      subject: 'Your verification code',
      text: `Your verification code is ${code}. It expires in ${Math.round(settings.resetCodeTtlSeconds / 60)} minutes.`,
    });
    return {
      UserConfirmed: false,
      UserSub: sub,
      CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    };
  }

  async function confirmSignUp(body: Body): Promise<Body> {
    const email = str(body, 'Username').trim().toLowerCase();
    const code = str(body, 'ConfirmationCode').trim();
    const user = email ? await findUserByEmail(db, email) : undefined;
    if (!user) throw new CognitoError('UserNotFoundException', 'Username/client id combination not found.');
    if (user.confirmed)
      throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    const account = accountOf(user, email);
    if (!(await budget.guess(account, null))) throw codesPaused();
    const codeHash = await takeCodeTry(db, signUpCodes, user.sub, settings.resetMaxAttempts);
    if (!codeHash) {
      throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    }
    if (!codeMatches(code, codeHash)) {
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    await budget.giveBack(account);
    // The code is used once: of two right answers at once, only the one that takes it confirms.
    const taken = await db.delete(signUpCodes).where(eq(signUpCodes.userSub, user.sub)).returning();
    if (taken.length === 0)
      throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    await db.update(users).set({ confirmed: true }).where(eq(users.sub, user.sub));
    // Post confirmation hook: the customer record. The user stays confirmed if it fails, as at Cognito.
    try {
      await insertNewCustomer(db, {
        email,
        firstName: user.givenName,
        lastName: user.familyName,
        brand: user.brand,
        isPasswordless: user.isPasswordless,
      });
    } catch {
      throw new CognitoError('UserLambdaValidationException', POST_CONFIRMATION_FAILED);
    }
    return {};
  }

  return { signUp, confirmSignUp };
}
