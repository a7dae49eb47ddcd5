// Contract tests of the pool's admin API (decision 0082): the portal's calls through Amazon Cognito's own SDK
// (server/identity/cognitoUserPool.ts) against the identity service standing in for a lender's pool, signed with
// Signature Version 4 as Cognito requires. The stand-in answers them only when it stands in for the pool
// (COGNITO_ENV=local: TEST_PROVIDERS=stand-ins, which npm test runs); the portal's own identity service refuses them.
import {
  AdminAddUserToGroupCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { COGNITO_STAND_IN_KEYS, type AwsKeys } from '../settings';
import { cognito, newConfirmedLogin, tokensFor } from '../../tests/support/serverClient';
import { cognitoUserPool, filterValue, type CognitoSettings } from './cognitoUserPool';
import { IDENTITY_GROUPS } from './groups';

const POOL = 'us-east-1_LocalPool';
const standingIn = process.env.TEST_PROVIDERS === 'stand-ins';
const endpoint = () => `${process.env.TEST_SERVER_URL!}/cognito`;

const settings = (): CognitoSettings => ({
  environment: 'local',
  userPoolId: POOL,
  region: 'us-east-1',
  clientId: 'portal-web-client',
  issuer: `https://cognito-idp.us-east-1.amazonaws.com/${POOL}`,
  jwksUri: null,
  adminEndpoint: endpoint(),
  credentials: COGNITO_STAND_IN_KEYS,
});

const sdk = (credentials: AwsKeys = COGNITO_STAND_IN_KEYS, region = 'us-east-1') =>
  new CognitoIdentityProviderClient({ region, endpoint: endpoint(), credentials, maxAttempts: 1 });

/** The error's name a call of the SDK fails with. */
const refusal = (call: Promise<unknown>) =>
  call.then(
    () => 'no error',
    (error: Error) => error.name,
  );

/** What GetUser says of a login's attributes, by name. */
async function attributesOf(email: string, password: string): Promise<Record<string, string>> {
  const { AccessToken } = await tokensFor(email, password);
  const { body } = await cognito('GetUser', { AccessToken });
  return Object.fromEntries((body.UserAttributes as { Name: string; Value: string }[]).map((a) => [a.Name, a.Value]));
}

const describeStandIn = standingIn ? describe : describe.skip;

describeStandIn("Amazon Cognito's admin API through its SDK, against the pool's stand-in", () => {
  const pool = () => cognitoUserPool(settings(), { timeoutMs: 5_000, attempts: 1 });

  it('finds a login by email with its groups, and nobody for an email no login has (quotes kept in the value)', async () => {
    const maria = await pool().findByEmail('maria.lopez@example.com');
    expect(maria).toMatchObject({ email: 'maria.lopez@example.com', groups: [IDENTITY_GROUPS.customer] });
    expect(maria?.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pool().findByEmail('nobody.here@example.com')).toBeUndefined();
    // A quote cannot end the filter's value early and widen the search.
    expect(await pool().findByEmail('x" or email ^= "m')).toBeUndefined();
    expect(filterValue('a"b\\c')).toBe('"a\\"b\\\\c"');
    const agent = await pool().findByEmail('agent.smith@example.com');
    expect(agent?.groups).toEqual([IDENTITY_GROUPS.agent]);
  });

  it("makes an enrollment user the customer's login: the group, the names and brand, and its sessions end; twice is once", async () => {
    const password = 'Stand#In2026';
    const email = await newConfirmedLogin(password, 'admin.enroll');
    const login = (await pool().findByEmail(email))!;
    // As an enrollment user is: in enrollment.user only.
    await sdk().send(
      new AdminAddUserToGroupCommand({ UserPoolId: POOL, Username: login.sub, GroupName: IDENTITY_GROUPS.enrollment }),
    );
    await sdk().send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: POOL,
        Username: login.sub,
        GroupName: IDENTITY_GROUPS.customer,
      }),
    );
    expect((await pool().findByEmail(email))?.groups).toEqual([IDENTITY_GROUPS.enrollment]);
    const { RefreshToken } = await tokensFor(email, password);
    const change = {
      kind: 'becomeCustomer',
      sub: login.sub,
      brand: 'aca',
      source: 'ACA',
      givenName: 'Rosa',
      familyName: 'Marquez',
    } as const;
    await pool().apply(change);
    await pool().apply(change);
    expect((await pool().findByEmail(email))?.groups).toEqual([IDENTITY_GROUPS.customer]);
    expect(await attributesOf(email, password)).toMatchObject({
      given_name: 'Rosa',
      family_name: 'Marquez',
      'custom:brand': 'aca',
      'custom:source': 'ACA',
      'custom:isPasswordless': 'false',
    });
    // AdminUserGlobalSignOut: the session held before is over.
    const refreshed = await cognito('GetTokensFromRefreshToken', { RefreshToken });
    expect(refreshed.body).toMatchObject({ __type: 'NotAuthorizedException' });
  });

  it('renames a login (the new email signs in, the old one is nobody), and refuses an email another login has', async () => {
    const password = 'Stand#In2026';
    const email = await newConfirmedLogin(password, 'admin.rename');
    const login = (await pool().findByEmail(email))!;
    const renamed = `renamed.${email}`;
    await pool().apply({ kind: 'rename', sub: login.sub, email: renamed });
    expect(await pool().findByEmail(email)).toBeUndefined();
    expect((await pool().findByEmail(renamed))?.sub).toBe(login.sub);
    expect((await attributesOf(renamed, password)).email).toBe(renamed);
    expect(await refusal(pool().apply({ kind: 'rename', sub: login.sub, email: 'maria.lopez@example.com' }))).toBe(
      'AliasExistsException',
    );
    expect((await pool().findByEmail(renamed))?.sub).toBe(login.sub);
    // A login the pool no longer has (or never had) leaves nothing to change.
    await expect(pool().apply({ kind: 'signOutEverywhere', sub: crypto.randomUUID() })).resolves.toBeUndefined();
  });

  it('refuses calls as Cognito does: a wrong secret, an unknown key, another region, no signature, another pool, an unknown group', async () => {
    const list = new ListUsersCommand({ UserPoolId: POOL, Filter: 'email = "maria.lopez@example.com"' });
    expect(await refusal(sdk({ ...COGNITO_STAND_IN_KEYS, secretAccessKey: 'not-the-secret' }).send(list))).toBe(
      'InvalidSignatureException',
    );
    expect(await refusal(sdk({ accessKeyId: 'AKIAUNKNOWN', secretAccessKey: 'x' }).send(list))).toBe(
      'UnrecognizedClientException',
    );
    expect(await refusal(sdk(COGNITO_STAND_IN_KEYS, 'us-west-2').send(list))).toBe('InvalidSignatureException');
    const unsigned = await fetch(`${endpoint()}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers',
      },
      body: JSON.stringify({ UserPoolId: POOL }),
    });
    expect(unsigned.status).toBe(403);
    expect(await unsigned.json()).toMatchObject({ __type: 'MissingAuthenticationTokenException' });
    expect(
      await refusal(sdk().send(new ListUsersCommand({ UserPoolId: 'us-east-1_Other', Filter: 'sub = "x"' }))),
    ).toBe('ResourceNotFoundException');
    const maria = (await pool().findByEmail('maria.lopez@example.com'))!;
    expect(
      await refusal(
        sdk().send(new AdminAddUserToGroupCommand({ UserPoolId: POOL, Username: maria.sub, GroupName: 'admins' })),
      ),
    ).toBe('ResourceNotFoundException');
    expect(await refusal(sdk().send(new ListUsersCommand({ UserPoolId: POOL, Filter: 'name ^= "M"' })))).toBe(
      'InvalidParameterException',
    );
  });
});

(standingIn ? describe.skip : describe)("the portal's own identity service", () => {
  it('answers no admin operation, even signed with the stand-in key: only a stand-in for a pool does', async () => {
    const call = sdk().send(new ListUsersCommand({ UserPoolId: POOL, Filter: 'email = "maria.lopez@example.com"' }));
    expect(await refusal(call)).toBe('InvalidAction');
  });
});
