// SignUp and ConfirmSignUp over real HTTP, with the confirmation code read from MailDev.
import { cognito, graphql, latestMail, tokensFor } from '../../tests/support/serverClient';

const attributes = (overrides: Record<string, string> = {}) =>
  Object.entries({
    'custom:brand': 'cng',
    'custom:source': 'CNG',
    name: 'Rosa',
    family_name: 'Diaz',
    'custom:isPasswordless': 'false',
    ...overrides,
  }).map(([Name, Value]) => ({ Name, Value }));

describe('SignUp and ConfirmSignUp', () => {
  it('creates an unconfirmed login, mails a code; a wrong code is refused; the right one confirms and creates the customer record', async () => {
    const email = 'rosa.diaz@example.com';
    const sent = Date.now();
    const signedUp = await cognito('SignUp', { Username: email, Password: 'Rosa#2026', UserAttributes: attributes() });
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { DeliveryMedium: 'EMAIL', Destination: 'r•••z@example.com' },
    });
    const code = /code is (\d{6})/.exec((await latestMail(email, /Your verification code/, sent - 1000)).text)?.[1];
    expect(code).toBeDefined();

    const early = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Rosa#2026' },
    });
    expect(early.body).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    expect(
      (await cognito('ConfirmSignUp', { Username: email, ConfirmationCode: code === '000000' ? '111111' : '000000' }))
        .body.__type,
    ).toBe('CodeMismatchException');
    expect(await cognito('ConfirmSignUp', { Username: email, ConfirmationCode: code })).toEqual({
      status: 200,
      body: {},
    });
    expect((await cognito('ConfirmSignUp', { Username: email, ConfirmationCode: code })).body.__type).toBe(
      'NotAuthorizedException',
    );

    const { IdToken } = await tokensFor(email, 'Rosa#2026');
    expect((await graphql('{ me { firstName lastName customerType } }', IdToken)).body.data).toEqual({
      me: { firstName: 'Rosa', lastName: 'Diaz', customerType: 'NEW' },
    });
  });

  it('classifies refusals: an existing login, an existing customer, a passwordless customer; and refuses bad input', async () => {
    const signUp = (email: string, password = 'Good#2026', overrides: Record<string, string> = {}) =>
      cognito('SignUp', { Username: email, Password: password, UserAttributes: attributes(overrides) });
    expect((await signUp('maria.lopez@example.com')).body).toEqual({
      __type: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
    expect((await signUp('rosa.diaz@example.com')).body.__type).toBe('UsernameExistsException');
    expect((await signUp('sam.rivera@example.com')).body).toEqual({
      __type: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error EXISTING_CUSTOMER.',
    });
    expect((await signUp('lee.park@example.com')).body).toEqual({
      __type: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error PASSWORDLESS_CUSTOMER.',
    });
    expect((await signUp('not-an-email')).body.__type).toBe('InvalidParameterException');
    expect((await signUp('new.person@example.com', 'short')).body.__type).toBe('InvalidPasswordException');
    expect((await signUp('new.person@example.com', 'Good#2026', { 'custom:brand': 'nope' })).body.__type).toBe(
      'InvalidParameterException',
    );
    expect(
      (await cognito('ConfirmSignUp', { Username: 'nobody@example.com', ConfirmationCode: '123456' })).body.__type,
    ).toBe('UserNotFoundException');
  });

  // Issue 30: SignUp took custom:source from the client (P360 on the cng site, then GraphQL as p360).
  it('sets the brand and the source from the site, never from the client', async () => {
    const port = new URL(process.env.TEST_SERVER_URL!).port;
    const onSite = (site: string, body: Record<string, unknown>) =>
      fetch(`${process.env.TEST_SERVER_URL!}/cognito`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
          'x-forwarded-host': `${site}.localhost:${port}`,
          'x-forwarded-for': '10.30.30.30',
        },
        body: JSON.stringify({ ClientId: 'portal-web-client', ...body }),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    const refused = await onSite('cng', {
      Username: 'pat.p360@example.com',
      Password: 'Rosa#2026',
      UserAttributes: attributes({ 'custom:brand': 'p360', 'custom:source': 'P360' }),
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        __type: 'InvalidParameterException',
        message: 'custom:brand does not match the site you are signing up on',
      },
    });
    const email = 'sol.source@example.com';
    const sent = Date.now();
    expect(
      (
        await onSite('cng', {
          Username: email,
          Password: 'Rosa#2026',
          UserAttributes: attributes({ 'custom:source': 'P360', name: 'Sol' }),
        })
      ).status,
    ).toBe(200);
    const code = /code is (\d{6})/.exec((await latestMail(email, /Your verification code/, sent - 1000)).text)?.[1];
    expect((await cognito('ConfirmSignUp', { Username: email, ConfirmationCode: code })).status).toBe(200);
    const { IdToken } = await tokensFor(email, 'Rosa#2026');
    const claims = JSON.parse(Buffer.from(IdToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ 'custom:brand': 'cng', 'custom:source': 'CNG' });
    expect((await graphql('{ me { email } }', IdToken, 'p360')).body.errors?.[0]?.extensions?.code).toBe(
      'INCORRECT_BRAND',
    );
  });
});
