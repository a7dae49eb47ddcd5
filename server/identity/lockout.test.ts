// The lockout under concurrency (issue 47, part 2): tries sent at once for one login are counted one by one in the
// database, so no more than MAX_FAILED_SIGN_INS (5) passwords are ever checked before the lock, whatever the order in
// which they arrive; and the counted codes (reset, sign-up) hold the same way.
import fc from 'fast-check';
import { cognitoFromAnywhere, latestMail, newConfirmedLogin } from '../../tests/support/serverClient';

const LIMIT = 5;
const PASSWORD = 'Lock#2026x';

const newLogin = () => newConfirmedLogin(PASSWORD, 'lockout');
const cognito = cognitoFromAnywhere;

const passwordTry = (email: string, password: string) =>
  cognito('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } });

type Outcome = 'signed in' | 'wrong' | 'locked' | 'other';
function outcomeOf(answer: Record<string, unknown>): Outcome {
  if (answer.AuthenticationResult) return 'signed in';
  if (answer.message === 'Incorrect username or password.') return 'wrong';
  if (answer.message === 'Password attempts exceeded') return 'locked';
  return 'other';
}

describe('the lockout under concurrency', () => {
  it('forty tries at once, the right one last: at most five passwords are checked, then even the right one is refused', async () => {
    const email = await newLogin();
    const passwords = [...Array.from({ length: 39 }, (_, i) => `Wrong#${String(i)}x`), PASSWORD];
    const outcomes = (await Promise.all(passwords.map((password) => passwordTry(email, password)))).map(outcomeOf);
    expect(outcomes).not.toContain('other');
    const wrong = outcomes.filter((o) => o === 'wrong').length;
    if (outcomes.includes('signed in')) {
      // The right one was among the first five counted: it signed in and started the count again, as a right
      // password does, so the wrong ones counted after it make a second window of at most five.
      expect(wrong).toBeLessThanOrEqual(2 * LIMIT - 1);
    } else {
      expect(wrong).toBe(LIMIT);
      expect(outcomes.filter((o) => o === 'locked').length).toBe(40 - LIMIT);
      expect(outcomeOf(await passwordTry(email, PASSWORD))).toBe('locked');
    }
  });

  it('any number of tries at once, the right one anywhere, never signs in once five wrong passwords were counted', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.nat(), async (wrongCount, at) => {
        const email = await newLogin();
        const passwords = Array.from({ length: wrongCount }, (_, i) => `Wrong#${String(i)}x`);
        passwords.splice(at % (wrongCount + 1), 0, PASSWORD);
        const outcomes = (await Promise.all(passwords.map((password) => passwordTry(email, password)))).map(outcomeOf);
        expect(outcomes).not.toContain('other');
        const wrong = outcomes.filter((o) => o === 'wrong').length;
        const after = outcomeOf(await passwordTry(email, PASSWORD));
        if (wrongCount < LIMIT) expect(outcomes).toContain('signed in');
        if (!outcomes.includes('signed in')) {
          // Refused: exactly five wrong passwords were checked, every other try was refused unchecked, and the
          // login is locked for its right password too.
          expect(wrong).toBe(LIMIT);
          expect(after).toBe('locked');
        } else {
          expect(wrong).toBeLessThanOrEqual(2 * LIMIT - 1);
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('forty reset codes at once use the code up: each is answered as a wrong code, and so is the right one after them', async () => {
    const email = await newLogin();
    const sent = Date.now();
    await cognito('ForgotPassword', { Username: email });
    const link = (await latestMail(email, /Reset your password/, sent - 1000)).text;
    const code = /change-password\/(\d{6})\//.exec(link)![1]!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        cognito('ConfirmForgotPassword', { Username: email, ConfirmationCode: wrong(i), Password: 'Other#2026x' }),
      ),
    );
    // A used-up code is answered as a wrong one (issue 68: the answer does not tell a login from a stranger).
    expect(answers.map((a) => a.__type)).toEqual(Array.from({ length: 40 }, () => 'CodeMismatchException'));
    // The right code, too late: the five tries are used up.
    expect(
      (await cognito('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: 'Other#2026x' }))
        .__type,
    ).toBe('CodeMismatchException');
    // Nothing changed: the old password still signs in.
    expect((await passwordTry(email, PASSWORD)).AuthenticationResult).toBeDefined();
  });
});
