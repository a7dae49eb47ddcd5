// Issue 68, part 1: what one account may spend on one-time codes. A new reset code used to start its count of wrong
// tries at zero, so asking again and again gave an attacker about 250 guesses a minute at a six-digit code. Now every
// wrong try at any code of the account and every code issued to it is counted against the account, from any address.
// On a server of its own with the production limits (10 wrong tries a day, 5 codes an hour and 10 a day).
import fc from 'fast-check';
import { CODES_PAUSED, CODES_PAUSED_NOTICE } from './codeBudget';
import { cognitoFromAnywhere, graphql, mailFrom, mailsTo, tokensFor } from '../../tests/support/serverClient';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (
    env: Record<string, string>,
  ) => Promise<{ url: string; maildevUrl: string; child: { kill: () => void } }>;
};

const GUESSES_A_DAY = 10;
const CODES_AN_HOUR = 5;
let server: Awaited<ReturnType<typeof startServer>>;
const saved = { url: process.env.TEST_SERVER_URL, mail: process.env.MAILDEV_URL };

beforeAll(async () => {
  server = await startServer({
    TRUSTED_PROXIES: '127.0.0.1',
    CODE_GUESSES_PER_DAY: String(GUESSES_A_DAY),
    CODES_PER_HOUR: String(CODES_AN_HOUR),
    CODES_PER_DAY: '10',
  });
  // The shared clients talk to this file's server (jest gives each test file its own copy of the environment).
  process.env.TEST_SERVER_URL = server.url;
  process.env.MAILDEV_URL = server.maildevUrl;
}, 90_000);
afterAll(() => {
  server?.child.kill();
  process.env.TEST_SERVER_URL = saved.url;
  process.env.MAILDEV_URL = saved.mail;
});
jest.setTimeout(120_000);

const PASSWORD = 'Budget#2026x';
let made = 0;
/** A login of its own (an application's sign-up: confirmed at once, with a customer record, no mail): its email. */
async function newLogin(): Promise<string> {
  made += 1;
  const email = `budget.${String(made)}.${String(Date.now())}@example.com`;
  const answer = await cognitoFromAnywhere('SignUp', {
    Username: email,
    Password: PASSWORD,
    UserAttributes: Object.entries({ 'custom:brand': 'cng', name: 'Bea', family_name: 'Budget' }).map(
      ([Name, Value]) => ({ Name, Value }),
    ),
    ClientMetadata: { flow: 'application' },
  });
  if (answer.UserConfirmed !== true) throw new Error(`sign-up failed: ${JSON.stringify(answer)}`);
  return email;
}
const strangerName = () => `nobody.${String(Date.now())}.${String(Math.random()).slice(2, 8)}@example.com`;

/** A code that can never be right (not six digits), so every try at it is a wrong one. */
const NEVER = 'wrong!';
type Op = 'reset' | 'guess' | 'start' | 'answer';

/** Runs the attacker's requests for one name, batch by batch (each batch at once, each request from its own address). */
async function attack(name: string, batches: Op[][]) {
  let session = '';
  const answers: string[][] = [];
  let guesses = 0;
  for (const batch of batches) {
    const answered = await Promise.all(
      batch.map(async (op) => {
        if (op === 'reset') return cognitoFromAnywhere('ForgotPassword', { Username: name });
        if (op === 'guess')
          return cognitoFromAnywhere('ConfirmForgotPassword', {
            Username: name,
            ConfirmationCode: NEVER,
            Password: 'Other#2026x',
          });
        if (op === 'start')
          return cognitoFromAnywhere('InitiateAuth', {
            AuthFlow: 'CUSTOM_AUTH',
            AuthParameters: { USERNAME: name },
            ClientMetadata: { flow: 'passwordless' },
          });
        return cognitoFromAnywhere('RespondToAuthChallenge', {
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: session || 'none',
          ChallengeResponses: { USERNAME: name, ANSWER: NEVER },
        });
      }),
    );
    answered.forEach((answer, i) => {
      if (typeof answer.Session === 'string') session = answer.Session;
      const op = batch[i]!;
      // A try that reached a code: a wrong reset code, or a passwordless answer re-challenged or refused as wrong.
      if (op === 'guess' && answer.__type === 'CodeMismatchException') guesses += 1;
      if (
        op === 'answer' &&
        (answer.ChallengeName === 'CUSTOM_CHALLENGE' || /wrong codes/.test(String(answer.message)))
      )
        guesses += 1;
    });
    // What a client sees, in an order that does not depend on which request of the batch came first.
    answers.push(
      answered
        .map((a, i) => `${batch[i]!}:${JSON.stringify([a.__type ?? a.ChallengeName ?? 'ok', a.message ?? ''])}`)
        .sort(),
    );
  }
  return { answers, guesses };
}

describe('what one account may spend on codes', () => {
  it('any number of addresses, any mix of resets, passwordless codes and guesses, at once or not: at most 10 guesses a day, and a stranger is answered the same', async () => {
    const op = fc.constantFrom<Op>('reset', 'guess', 'guess', 'start', 'answer', 'answer');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 8, maxLength: 20 }),
        async (batches) => {
          const [victim, twin] = await Promise.all([newLogin(), newLogin()]);
          const since = Date.now() - 1000;
          const oneByOne = batches.flat().map((op) => [op]);
          const [real, twinAnswers, stranger] = await Promise.all([
            attack(victim, batches),
            attack(twin, oneByOne),
            attack(strangerName(), oneByOne),
          ]);
          expect(real.guesses).toBeLessThanOrEqual(GUESSES_A_DAY);
          expect(twinAnswers.guesses).toBeLessThanOrEqual(GUESSES_A_DAY);
          // Nothing in the answers tells the login from a name nobody has (asked one by one: at once, which of two
          // requests takes the last code of the hour depends on the order they arrive in).
          expect(twinAnswers.answers).toEqual(stranger.answers);
          // The victim's mailbox: at most the hour's codes, and the notice of the pause at most once.
          const mails = await mailsTo(victim, /./);
          const fresh = mails.filter((mail) => new Date(mail.date).getTime() >= since);
          expect(fresh.filter((mail) => /Reset your password/.test(mail.subject)).length).toBeLessThanOrEqual(
            CODES_AN_HOUR,
          );
          expect(fresh.filter((mail) => mail.subject === CODES_PAUSED_NOTICE.subject).length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 6 },
    );
  });

  it('a new reset code buys no new guesses: after ten wrong codes even the right one is refused, the customer is told once, and the password still works', async () => {
    const victim = await newLogin();
    const wrongs = async (count: number) => {
      for (let i = 0; i < count; i += 1)
        expect(
          (
            await cognitoFromAnywhere('ConfirmForgotPassword', {
              Username: victim,
              ConfirmationCode: NEVER,
              Password: 'Other#2026x',
            })
          ).__type,
        ).toBe('CodeMismatchException');
    };
    await cognitoFromAnywhere('ForgotPassword', { Username: victim });
    await wrongs(5);
    await cognitoFromAnywhere('ForgotPassword', { Username: victim });
    await wrongs(5);
    const link = (
      await mailFrom(victim, /Reset your password/, () => cognitoFromAnywhere('ForgotPassword', { Username: victim }))
    ).mail.text;
    const code = /change-password\/(\d{6})\//.exec(link)![1]!;
    const refused = await cognitoFromAnywhere('ConfirmForgotPassword', {
      Username: victim,
      ConfirmationCode: code,
      Password: 'Other#2026x',
    });
    expect(refused).toEqual({ __type: 'LimitExceededException', message: CODES_PAUSED });
    // The same answer for a passwordless sign-in of the account: its codes are paused too.
    expect(
      await cognitoFromAnywhere('RespondToAuthChallenge', {
        ChallengeName: 'CUSTOM_CHALLENGE',
        Session: String(
          (
            await cognitoFromAnywhere('InitiateAuth', {
              AuthFlow: 'CUSTOM_AUTH',
              AuthParameters: { USERNAME: victim },
              ClientMetadata: { flow: 'passwordless' },
            })
          ).Session,
        ),
        ChallengeResponses: { USERNAME: victim, ANSWER: '123456' },
      }),
    ).toEqual({ __type: 'LimitExceededException', message: CODES_PAUSED });
    const notices = await mailsTo(victim, new RegExp(CODES_PAUSED_NOTICE.subject));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Your password and your passkeys have not changed');
    // Nothing changed: the password signs in.
    expect((await tokensFor(victim, PASSWORD)).IdToken).toBeTruthy();
  });

  it('five codes an hour: the sixth request is refused alike for a login and a stranger, and no sixth mail goes out', async () => {
    const victim = await newLogin();
    const stranger = strangerName();
    for (const name of [victim, stranger]) {
      for (let i = 0; i < CODES_AN_HOUR; i += 1)
        expect((await cognitoFromAnywhere('ForgotPassword', { Username: name })).CodeDeliveryDetails).toBeDefined();
      expect(await cognitoFromAnywhere('ForgotPassword', { Username: name })).toEqual({
        __type: 'LimitExceededException',
        message: CODES_PAUSED,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(victim, /Reset your password/)).toHaveLength(CODES_AN_HOUR);
  });

  it("a signed-in customer's contact-change codes count against the same account: the eleventh wrong code is refused and changes nothing", async () => {
    const email = await newLogin();
    const { IdToken } = await tokensFor(email, PASSWORD);
    const REQUEST = 'mutation R($change: ContactChangeInput!) { requestContactChange(change: $change) { id } }';
    const CONFIRM =
      'mutation C($id: ID!, $code: String!) { confirmContactChange(changeId: $id, code: $code) { status attemptsLeft } }';
    const statuses: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      const asked = await graphql(REQUEST, IdToken, 'cng', { change: { kind: 'PHONE', phone: '(614) 555-0177' } });
      const id = (asked.body.data?.requestContactChange as { id: string }).id;
      for (let i = 0; i < 5 && statuses.length < GUESSES_A_DAY + 1; i += 1) {
        const answer = await graphql(CONFIRM, IdToken, 'cng', { id, code: NEVER });
        statuses.push(
          answer.body.errors?.[0]?.message ?? (answer.body.data?.confirmContactChange as { status: string }).status,
        );
      }
    }
    expect(statuses.slice(0, GUESSES_A_DAY).every((s) => s === 'PENDING' || s === 'DENIED')).toBe(true);
    expect(statuses[GUESSES_A_DAY]).toBe(CODES_PAUSED);
    const details = await graphql('{ contactDetails { phone } }', IdToken);
    expect(details.body.data).toEqual({ contactDetails: { phone: null } });
  });
});
