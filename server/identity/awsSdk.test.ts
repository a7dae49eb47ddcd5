// Contract tests: the AWS SDK for JavaScript v3, the client back-office tools and scripts use, against the
// identity service over HTTP. The SDK sends user-pool calls to the endpoint's path with a trailing slash
// (`/cognito/`), as real Cognito answers at `/`.
import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  NotAuthorizedException,
} from '@aws-sdk/client-cognito-identity-provider';

const client = () =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: `${process.env.TEST_SERVER_URL!}/cognito`,
    maxAttempts: 1,
  });

async function signIn(email: string, password = 'Portal#2026') {
  const result = await client().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'portal-web-client',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return result.AuthenticationResult!;
}

describe('identity service with the AWS SDK v3 client', () => {
  it('signs in with USER_PASSWORD_AUTH and returns Cognito-shaped tokens', async () => {
    const tokens = await signIn('maria.lopez@example.com');
    expect(tokens).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 5 });
    for (const token of [tokens.IdToken, tokens.AccessToken]) expect(token?.split('.')).toHaveLength(3);
    expect(tokens.RefreshToken?.length).toBeGreaterThan(20);
  });

  it('reads the user with GetUser and the access token', async () => {
    const { AccessToken } = await signIn('maria.lopez@example.com');
    const user = await client().send(new GetUserCommand({ AccessToken }));
    expect(user.Username).toEqual(expect.any(String));
    expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: 'maria.lopez@example.com' }]));
  });

  it('refuses a tampered access token with NotAuthorizedException', async () => {
    const { AccessToken } = await signIn('maria.lopez@example.com');
    const [header, payload, signature] = AccessToken!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, username: 'someone-else' })).toString('base64url');
    const failure = client().send(new GetUserCommand({ AccessToken: `${header}.${forged}.${signature}` }));
    await expect(failure).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it("refuses a wrong password with NotAuthorizedException and Cognito's message", async () => {
    const failure = signIn('james.carter@example.com', 'Wrong#2026');
    await expect(failure).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});

describe('the user-pool endpoint', () => {
  it.each(['/cognito', '/cognito/'])('answers at %s', async (path) => {
    const response = await fetch(`${process.env.TEST_SERVER_URL!}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        ClientId: 'portal-web-client',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'li.wei@example.com', PASSWORD: 'Portal#2026' },
      }),
    });
    expect(response.status).toBe(200);
  });
});
