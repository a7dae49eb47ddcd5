// Small clients for the server tests: the identity endpoint, GraphQL and the test hooks, over real HTTP.
const url = () => process.env.TEST_SERVER_URL!;

export interface GraphqlResult {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
}

/**
 * The address this test file's identity calls come from (the test server trusts the forwarding header from localhost):
 * one per file, so files running at once do not share the identity endpoint's rate limit as one client would.
 */
const clientAddress = `10.${String(Math.floor(Math.random() * 250) + 1)}.${String(Math.floor(Math.random() * 250) + 1)}.${String(Math.floor(Math.random() * 250) + 1)}`;

export async function cognito(
  operation: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url()}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'x-forwarded-for': clientAddress,
    },
    body: JSON.stringify({ ClientId: 'portal-web-client', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** An identity call from an address of its own each time, so that many at once meet no per-client limit. */
export async function cognitoFromAnywhere(
  operation: string,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const address = `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
  const response = await fetch(`${url()}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'x-forwarded-for': address,
    },
    body: JSON.stringify({ ClientId: 'portal-web-client', ...body }),
  });
  return (await response.json()) as Record<string, unknown>;
}

/** A new confirmed login of its own, with this password (a lock or a reset would spoil a shared persona): its email. */
export async function newConfirmedLogin(password: string, name: string): Promise<string> {
  const email = `${name}.${String(Date.now())}.${String(Math.floor(Math.random() * 1e6))}@example.com`;
  const sent = Date.now();
  const signedUp = await cognitoFromAnywhere('SignUp', {
    Username: email,
    Password: password,
    UserAttributes: Object.entries({
      'custom:brand': 'cng',
      'custom:source': 'CNG',
      name: 'Lee',
      family_name: 'Stone',
    }).map(([Name, Value]) => ({ Name, Value })),
  });
  if (signedUp.UserConfirmed !== false) throw new Error(`sign-up failed: ${JSON.stringify(signedUp)}`);
  const code = /code is (\d{6})/.exec((await latestMail(email, /Your verification code/, sent - 1000)).text)![1]!;
  await cognitoFromAnywhere('ConfirmSignUp', { Username: email, ConfirmationCode: code });
  return email;
}

export async function tokensFor(
  email: string,
  password = 'Portal#2026',
): Promise<{ IdToken: string; AccessToken: string; RefreshToken: string }> {
  const { body } = await cognito('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  if (!body.AuthenticationResult) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult as { IdToken: string; AccessToken: string; RefreshToken: string };
}

export async function graphql(
  query: string,
  authorization?: string,
  brand: string | null = 'cng',
  variables?: Record<string, unknown>,
): Promise<GraphqlResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (brand !== null) headers['x-brand-key'] = brand;
  if (authorization !== undefined) headers.authorization = authorization;
  const response = await fetch(`${url()}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlResult['body'] };
}

/**
 * A GraphQL call from a browser that holds `cookie` (a Cookie header, or none): the answer and the cookies it set, as
 * name=value pairs (the remembered-device secret), beside the whole Set-Cookie lines.
 */
export async function graphqlWithCookie(
  query: string,
  authorization: string,
  cookie: string | null,
  brand = 'cng',
): Promise<GraphqlResult & { setCookies: string[]; cookies: string }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-brand-key': brand,
    authorization,
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${url()}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query }) });
  const setCookies = response.headers.getSetCookie();
  return {
    status: response.status,
    body: (await response.json()) as GraphqlResult['body'],
    setCookies,
    cookies: setCookies.map((line) => line.split(';')[0]!).join('; '),
  };
}

/** A POST of JSON to one of the REST endpoints under /api. */
/**
 * A POST to a REST route, from `from` when given (a client address of the test's own, as a balancer says it: a
 * route's per-address limit then counts this test's requests alone, not those of the suites running beside it).
 */
export async function rest(
  path: string,
  body: unknown,
  from?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url()}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { 'x-forwarded-for': from } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A page of the server's own (a stand-in's), by its path or full URL, not following redirects. */
export async function serverPage(
  pathOrUrl: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<{ status: number; location: string | null; text: string }> {
  const { pathname } = new URL(pathOrUrl, 'http://server');
  // A POST is a form's, as the browser sends it.
  const headers: Record<string, string> = { 'x-brand-key': 'cng' };
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(`${url()}${pathname}`, {
    method,
    redirect: 'manual',
    headers,
    body: method === 'POST' ? '' : undefined,
  });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

export async function testHook<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${url()}/api/test/${path}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return (await response.json()) as T;
}

export interface ReceivedMail {
  to: { address: string }[];
  subject: string;
  text: string;
  date: string;
  attachments?: { fileName: string; contentType: string }[];
}

/** Every mail to this address in MailDev whose subject matches, oldest first. */
export async function mailsTo(address: string, subject: RegExp): Promise<ReceivedMail[]> {
  const response = await fetch(`${process.env.MAILDEV_URL!}/email`);
  return ((await response.json()) as ReceivedMail[]).filter(
    (mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject),
  );
}

/**
 * Runs `action` and answers its result with the mail it made: the first matching mail to this address that was not
 * there before (a Date header has whole seconds, so "sent after" cannot tell two mails of the same second apart).
 */
export async function mailFrom<T>(
  address: string,
  subject: RegExp,
  action: () => Promise<T>,
): Promise<{ result: T; mail: ReceivedMail }> {
  const before = (await mailsTo(address, subject)).length;
  const result = await action();
  const deadline = Date.now() + 5000;
  for (;;) {
    const mails = await mailsTo(address, subject);
    if (mails.length > before) return { result, mail: mails[before]! };
    if (Date.now() > deadline) throw new Error(`no new mail to ${address} matching ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The newest mail to this address in MailDev whose subject matches, waiting up to 5 s for it to arrive. */
export async function latestMail(address: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const response = await fetch(`${process.env.MAILDEV_URL!}/email`);
    const mails = (await response.json()) as ReceivedMail[];
    const found = mails
      .filter(
        (mail) =>
          mail.to.some((to) => to.address === address) &&
          subject.test(mail.subject) &&
          new Date(mail.date).getTime() >= after,
      )
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} matching ${String(subject)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The API stops trusting an ID token whose session ended (sign-out, global sign-out, a new password, a hand-off): at
 * once with the portal's identity service; with Amazon Cognito as the provider (TEST_PROVIDERS=stand-ins,
 * decision 0081), once the token expires, which the pool keeps short (its refresh token is refused at once either way).
 */
export async function expectTrustEnded(call: () => Promise<{ status: number }>, idToken: string): Promise<void> {
  if (process.env.TEST_PROVIDERS !== 'stand-ins') {
    expect((await call()).status).toBe(401);
    return;
  }
  const { exp } = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as { exp: number };
  if (Date.now() < exp * 1000 - 1000) expect((await call()).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, exp * 1000 - Date.now()) + 1100));
  expect((await call()).status).toBe(401);
}
