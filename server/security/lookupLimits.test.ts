// Issue 47, parts 3 and 4: the answers that tell something about a person are limited per client address and per
// person, across logins (an enrollment sign-up is confirmed at once for any address, and each new login brought five
// more SSN and birth-date checks: about 750 a minute from one address). On a server of its own, with the defaults.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startServer } = require('../../tests/jest/startServer.cjs') as {
  startServer: (env: Record<string, string>) => Promise<{ url: string; child: { kill: () => void } }>;
};

const LIMITED = 'Too many tries from this device or for these details. Please wait 10 minutes and try again.';
let server: { url: string; child: { kill: () => void } };

beforeAll(async () => {
  server = await startServer({
    TRUSTED_PROXIES: '127.0.0.1',
    LOOKUPS_PER_ADDRESS: '20',
    LOOKUPS_PER_SUBJECT: '5',
  });
}, 90_000);
afterAll(() => server?.child.kill());

async function post(path: string, from: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const cognito = (operation: string, from: string, body: Record<string, unknown>) =>
  post(
    '/cognito',
    from,
    { ClientId: 'portal-web-client', ...body },
    {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
  );

let made = 0;
/** A new enrollment login (confirmed at once) signed in from `from`: its id token, or the refusal. */
async function enrollmentLogin(from: string): Promise<{ token?: string; refusal?: Record<string, unknown> }> {
  made += 1;
  const email = `sweep.${String(made)}.${String(Date.now())}@example.com`;
  const signUp = await cognito('SignUp', from, {
    Username: email,
    Password: 'Sweep#2026x',
    UserAttributes: Object.entries({ name: 'Sam', family_name: 'Sweep', 'custom:brand': 'cng' }).map(
      ([Name, Value]) => ({ Name, Value }),
    ),
    ClientMetadata: { flow: 'enrollment' },
  });
  if (signUp.status !== 200) return { refusal: signUp.body };
  const signIn = await cognito('InitiateAuth', from, {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: 'Sweep#2026x' },
  });
  return { token: (signIn.body.AuthenticationResult as { IdToken: string }).IdToken };
}

type Refusal = { message: string; extensions?: { code?: string } };
async function prepare(token: string, from: string, ssn: string): Promise<{ refused: Refusal } | { state: unknown }> {
  const answer = await post(
    '/graphql',
    from,
    { query: `mutation { prepareForEnrollment(ssn: "${ssn}", dateOfBirth: "1990-03-08") { state result } }` },
    { authorization: token, 'x-brand-key': 'cng' },
  );
  const errors = answer.body.errors as Refusal[] | undefined;
  return errors
    ? { refused: errors[0]! }
    : { state: (answer.body.data as { prepareForEnrollment: unknown }).prepareForEnrollment };
}

// The server tests also run on PostgreSQL, where this server shares the rate_limits table with the shared test server:
// every address and person here is this run's own.
const run = Math.floor(Math.random() * 9000) + 1000;
const octet = () => String(Math.floor(Math.random() * 250) + 1);
const addressOf = () => `10.${octet()}.${octet()}.${octet()}`;
const ssnOf = (n: number) =>
  `9${String(run).slice(0, 2)}-${String(10 + (run % 89))}-${String(1000 + n).padStart(4, '0')}`;

describe('lookups of people', () => {
  it('holds one address to 20 lookups in all, however many enrollment logins it makes', async () => {
    const from = addressOf();
    let answered = 0;
    let refusal: { message: string; extensions?: { code?: string } } | Record<string, unknown> | undefined;
    for (let login = 0; login < 8 && !refusal; login += 1) {
      const made = await enrollmentLogin(from);
      if (!made.token) {
        refusal = made.refusal;
        break;
      }
      for (let i = 0; i < 5 && !refusal; i += 1) {
        const result = await prepare(made.token, from, ssnOf(login * 10 + i));
        if (
          'refused' in result &&
          result.refused.message !== 'Too many tries. Please call us for help with your enrollment.'
        )
          refusal = result.refused;
        else if ('state' in result) answered += 1;
      }
    }
    // Each sign-up is a lookup too (it says whether the email is a customer's): 20 in all, then the limit.
    expect(refusal).toMatchObject({ message: LIMITED });
    expect(answered).toBeLessThan(20);
    expect(answered + made).toBeGreaterThanOrEqual(20);
    // Another address is not held by this one's limit.
    expect((await enrollmentLogin(addressOf())).token).toEqual(expect.any(String));
  }, 60_000);

  it('holds one SSN to 5 lookups in all, from any number of addresses and logins', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      const from = addressOf();
      const { token } = await enrollmentLogin(from);
      answers.push(await prepare(token!, from, ssnOf(99)));
    }
    expect(answers.filter((answer) => 'state' in answer)).toHaveLength(5);
    for (const answer of answers.slice(5)) {
      expect('refused' in answer && answer.refused.message).toBe(LIMITED);
      expect('refused' in answer && answer.refused.extensions?.code).toBe('RATE_LIMITED');
    }
  }, 60_000);

  it('holds the forgot-password check, the resume lookup and the sign-up check to 5 a person in all, and forgot-email to 5', async () => {
    const email = `swept.${String(run)}.${String(Date.now())}@example.com`;
    const forgot = () => post('/api/auth', addressOf(), { email, blackBox: 'x', type: 'forgotPassword' });
    const resume = () => post('/api/application/resume-lookup', addressOf(), { email, dateOfBirth: '1970-01-01' });
    const signUp = () =>
      cognito('SignUp', addressOf(), {
        Username: email,
        Password: 'Sweep#2026x',
        UserAttributes: Object.entries({ name: 'Sam', family_name: 'Sweep', 'custom:brand': 'cng' }).map(
          ([Name, Value]) => ({ Name, Value }),
        ),
        ClientMetadata: { flow: 'application' },
      });
    // Two of one kind, two of another and one more: five lookups of one person, whatever their kinds (issue 68).
    expect([(await forgot()).body.result, (await forgot()).body.result]).toEqual(['OK', 'OK']);
    expect([(await resume()).status, (await resume()).status]).toEqual([404, 404]);
    expect((await forgot()).body.result).toBe('OK');
    expect(await forgot()).toEqual({ status: 429, body: { error: LIMITED } });
    expect((await resume()).status).toBe(429);
    expect((await signUp()).body).toEqual({ __type: 'TooManyRequestsException', message: LIMITED });

    const lookup = () =>
      post('/api/forgot-email', addressOf(), {
        lastName: `Swept${String(run)}`,
        dateOfBirth: '1988-04-12',
        ssnLast4: '4821',
      });
    const emails = [];
    for (let i = 1; i <= 6; i += 1) emails.push((await lookup()).status);
    expect(emails).toEqual([404, 404, 404, 404, 404, 429]);
  }, 60_000);
});
