// The identity service does not tell who has a login (issue 47, part 3), as Amazon Cognito with "prevent user existence
// errors" does: USER_SRP_AUTH answers a name without a login with a salt and a user id that are stable for that name and
// shaped like a real user's; a wrong password takes as long for an unknown name as for a real one (compared as a ratio
// of medians, never as an absolute time). ForgotPassword's uniform answer is in accountRecovery.test.ts.
import { configureAmplifyForTestServer } from '../../tests/support/amplifyClient';
import { signIn, signOut } from 'aws-amplify/auth';
import {
  cognitoFromAnywhere,
  graphql,
  graphqlWithCookie,
  mailsTo,
  newConfirmedLogin,
  tokensFor,
} from '../../tests/support/serverClient';

const PASSWORD = 'Known#2026x';

const cognito = cognitoFromAnywhere;
const newLogin = () => newConfirmedLogin(PASSWORD, 'known');

const srpStart = (email: string) =>
  cognito('InitiateAuth', {
    AuthFlow: 'USER_SRP_AUTH',
    AuthParameters: { USERNAME: email, SRP_A: 'a'.repeat(768) },
  }).then((answer) => answer.ChallengeParameters as Record<string, string>);

/** A salt as the service writes one: 16 bytes, as Java's BigInteger.toByteArray would give them. */
function isSaltShaped(salt: string): boolean {
  if (!/^(?:[0-9a-f]{2})+$/.test(salt)) return false;
  const value = BigInt(`0x${salt}`);
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  if (/^[89a-f]/.test(hex)) hex = `00${hex}`;
  return hex === salt && value < 2n ** 128n && salt.length >= 28;
}
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

describe('no user enumeration', () => {
  beforeAll(configureAmplifyForTestServer);

  it('answers USER_SRP_AUTH for an unknown name with a stable salt and user id, shaped as a real user’s', async () => {
    const real = await srpStart('maria.lopez@example.com');
    expect(isSaltShaped(real.SALT!)).toBe(true);
    expect(real.USER_ID_FOR_SRP).toMatch(UUID_V4);
    for (let i = 0; i < 20; i += 1) {
      const name = `nobody.${String(i)}@example.com`;
      const first = await srpStart(name);
      const again = await srpStart(name.toUpperCase());
      expect(isSaltShaped(first.SALT!)).toBe(true);
      expect(first.USER_ID_FOR_SRP).toMatch(UUID_V4);
      expect(first.USERNAME).toBe(first.USER_ID_FOR_SRP);
      expect(Object.keys(first).sort()).toEqual(Object.keys(real).sort());
      // Asked again (any case), the same: a salt that changed on each call told the name was unknown.
      expect([again.SALT, again.USER_ID_FOR_SRP]).toEqual([first.SALT, first.USER_ID_FOR_SRP]);
    }
    // A passwordless customer has no password login: answered as a name without one is.
    const passwordless = await srpStart('pat.nopass@example.com');
    expect(isSaltShaped(passwordless.SALT!)).toBe(true);
    expect((await srpStart('pat.nopass@example.com')).SALT).toBe(passwordless.SALT);
  }, 30_000);

  it('takes as long for a wrong password of an unknown name as of a real login (USER_PASSWORD_AUTH and SRP)', async () => {
    const email = await newLogin();
    const wrong = (name: string) =>
      cognito('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: name, PASSWORD: 'Wrong#2026x' },
      });
    const srpWrong = (name: string) => signIn({ username: name, password: 'Wrong#2026x' }).catch(() => undefined);
    const known: number[] = [];
    const unknown: number[] = [];
    const knownSrp: number[] = [];
    const unknownSrp: number[] = [];
    await wrong('warm.up@example.com');
    for (let round = 0; round < 6; round += 1) {
      // Two wrong tries of each kind a round, then the right password, so the login never reaches the lock.
      known.push(await timed(() => wrong(email)));
      unknown.push(await timed(() => wrong(`nobody.${String(round)}@example.com`)));
      knownSrp.push(await timed(() => srpWrong(email)));
      unknownSrp.push(await timed(() => srpWrong(`nobody.srp.${String(round)}@example.com`)));
      await cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD } });
      await signOut().catch(() => undefined);
    }
    const ratio = median(unknown) / median(known);
    const srpRatio = median(unknownSrp) / median(knownSrp);
    // Before: 39.5 ms against 3.3 ms (a ratio of 0.08). Both sides now check a scrypt hash or a password claim.
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
    expect(srpRatio).toBeGreaterThan(0.5);
    expect(srpRatio).toBeLessThan(2);
  }, 120_000);
});

describe('the lockout tells nobody who has a login (issue 68)', () => {
  const passwordTry = (name: string, password = 'Wrong#2026x', cookie?: string) =>
    cookie
      ? fetch(`${process.env.TEST_SERVER_URL!}/cognito`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
            cookie,
          },
          body: JSON.stringify({
            ClientId: 'portal-web-client',
            AuthFlow: 'USER_PASSWORD_AUTH',
            AuthParameters: { USERNAME: name, PASSWORD: password },
          }),
        }).then((response) => response.json() as Promise<Record<string, unknown>>)
      : cognito('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: name, PASSWORD: password },
        });
  const outcome = (answer: Record<string, unknown>) =>
    answer.AuthenticationResult ? 'signed in' : `${String(answer.__type)}: ${String(answer.message)}`;

  it('twenty wrong passwords: a login and a stranger get the same answers, the locked ones as fast', async () => {
    const email = await newLogin();
    const stranger = `nobody.lock.${String(Date.now())}@example.com`;
    const answers: Record<string, string[]> = {};
    const lockedTimes: Record<string, number[]> = { [email]: [], [stranger]: [] };
    for (const name of [email, stranger]) {
      answers[name] = [];
      for (let i = 0; i < 5; i += 1) answers[name].push(outcome(await passwordTry(name)));
    }
    // The locked tries of the two in turn, fifteen each, so that a busy moment of the machine weighs on both alike.
    for (let i = 0; i < 15; i += 1) {
      for (const name of [email, stranger]) {
        const started = performance.now();
        answers[name]!.push(outcome(await passwordTry(name)));
        lockedTimes[name]!.push(performance.now() - started);
      }
    }
    const expected = [
      ...Array.from({ length: 5 }, () => 'NotAuthorizedException: Incorrect username or password.'),
      ...Array.from({ length: 15 }, () => 'NotAuthorizedException: Password attempts exceeded'),
    ];
    expect(answers[email]).toEqual(expected);
    expect(answers[stranger]).toEqual(expected);
    // Before: 5 ms locked against 37 ms for a stranger's every try. Now both locked answers skip the password check.
    const ratio = median(lockedTimes[stranger]!) / median(lockedTimes[email]!);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
    // The owner is told once, in words that say what happened and what still works.
    const notices = await mailsTo(email, /Your account was locked for a while/);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Nobody got in with these tries');
    expect(notices[0]!.text).toContain('you can still log in with a passkey or on a device you told us to remember');
  }, 60_000);

  it("a stranger's wrong passwords do not lock the owner out of a remembered device: the right password from it signs in", async () => {
    const email = await newLogin();
    const { IdToken } = await tokensFor(email, PASSWORD);
    const { mfaId } = (await graphql('{ mfaChallenge(blackBox: "owner-laptop") { mfaId decision } }', IdToken)).body
      .data!.mfaChallenge as { mfaId: string };
    const remembered = await graphqlWithCookie(
      `mutation { rememberDevice(blackBox: "owner-laptop", mfaId: "${mfaId}") { success } }`,
      IdToken,
      null,
    );
    expect(remembered.body.data).toEqual({ rememberDevice: { success: true } });
    for (let i = 0; i < 6; i += 1) await passwordTry(email);
    expect(outcome(await passwordTry(email, PASSWORD))).toBe('NotAuthorizedException: Password attempts exceeded');
    // Another device's cookie, or none, does not pass the lock; the owner's does, with the right password.
    expect(outcome(await passwordTry(email, PASSWORD, 'portal_device=not-a-secret'))).toBe(
      'NotAuthorizedException: Password attempts exceeded',
    );
    expect(outcome(await passwordTry(email, PASSWORD, remembered.cookies))).toBe('signed in');
  }, 60_000);

  it('CUSTOM_AUTH, ForgotPassword and ConfirmForgotPassword take as long for a stranger as for a login (medians)', async () => {
    const email = await newLogin();
    const operations = {
      passwordless: (name: string) =>
        cognito('InitiateAuth', {
          AuthFlow: 'CUSTOM_AUTH',
          AuthParameters: { USERNAME: name },
          ClientMetadata: { flow: 'passwordless' },
        }),
      reset: (name: string) => cognito('ForgotPassword', { Username: name }),
      confirm: (name: string) =>
        cognito('ConfirmForgotPassword', { Username: name, ConfirmationCode: '123456', Password: 'Other#2026x' }),
    };
    for (const [name, operation] of Object.entries(operations)) {
      // The passwordless code is mailed to a passwordless customer only: that one is the login of this operation.
      const real = name === 'passwordless' ? 'pat.nopass@example.com' : email;
      const known: number[] = [];
      const unknown: number[] = [];
      await operation(`warm.${name}@example.com`);
      for (let round = 0; round < 7; round += 1) {
        known.push(await timed(() => operation(real)));
        unknown.push(await timed(() => operation(`nobody.${name}.${String(round)}@example.com`)));
      }
      const ratio = median(unknown) / median(known);
      expect({ name, fast: ratio > 0.33, slow: ratio < 3 }).toEqual({ name, fast: true, slow: true });
    }
  }, 60_000);

  it('CUSTOM_AUTH and ConfirmForgotPassword answer a login, a passwordless customer and a stranger alike', async () => {
    const email = await newLogin();
    const names = [email, 'pat.nopass@example.com', `nobody.custom.${String(Date.now())}@example.com`];
    for (const name of names) {
      const started = await cognito('InitiateAuth', {
        AuthFlow: 'CUSTOM_AUTH',
        AuthParameters: { USERNAME: name.toUpperCase() },
        ClientMetadata: { flow: 'passwordless' },
      });
      expect(started.ChallengeParameters).toEqual({ USERNAME: name, flow: 'passwordless' });
      expect(
        await cognito('ConfirmForgotPassword', { Username: name, ConfirmationCode: '123456', Password: 'Other#2026x' }),
      ).toEqual({
        __type: 'CodeMismatchException',
        message: 'Invalid verification code provided, please try again.',
      });
    }
  }, 30_000);
});
