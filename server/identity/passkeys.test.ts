// Contract tests of passkeys: aws-amplify's own passkey calls (associateWebAuthnCredential, listWebAuthnCredentials,
// deleteWebAuthnCredential, signIn with USER_AUTH) against the identity service, with a software authenticator in
// place of the browser's; and the ceremony's refusals sent by hand.
import {
  associateWebAuthnCredential,
  deleteWebAuthnCredential,
  fetchAuthSession,
  listWebAuthnCredentials,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { configureAmplifyForTestServer } from '../../tests/support/amplifyClient';
import { graphql, latestMail, newConfirmedLogin, testHook } from '../../tests/support/serverClient';
import { createSoftAuthenticator } from '../../tests/support/softAuthenticator';

const port = () => new URL(process.env.TEST_SERVER_URL!).port;
const origin = (brand: string) => `http://${brand}.localhost:${port()}`;
const authenticator = createSoftAuthenticator('http://cng.localhost');

/** An identity call sent by hand, as from a page of this origin. */
async function call(operation: string, body: Record<string, unknown>, from = origin('cng')) {
  const response = await fetch(`${process.env.TEST_SERVER_URL!}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      origin: from,
    },
    body: JSON.stringify({ ClientId: 'portal-web-client', ...body }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const withPasskey = (username: string) =>
  signIn({ username, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } });
const withPassword = (username: string) =>
  signIn({ username, password: 'Portal#2026', options: { authFlowType: 'USER_PASSWORD_AUTH' } });

beforeAll(() => {
  configureAmplifyForTestServer();
  authenticator.origin = origin('cng');
  authenticator.install();
});
afterAll(() => authenticator.uninstall());
afterEach(async () => {
  authenticator.origin = origin('cng');
  await signOut().catch(() => undefined);
});

describe('passkeys through aws-amplify', () => {
  it('adds a passkey, lists it, signs in with it alone as a passed check, and a removed one is refused', async () => {
    const email = 'mfa.allow@example.com';
    await withPassword(email);
    const { tokens: byPassword } = await fetchAuthSession();
    expect((await graphql('{ me { mfaPassed } }', byPassword!.idToken!.toString())).body.data).toEqual({
      me: { mfaPassed: false },
    });

    // A password alone does not add the passkey that would skip the check, nor read or remove one: the check first.
    await expect(listWebAuthnCredentials()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(deleteWebAuthnCredential({ credentialId: 'AAAA' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(associateWebAuthnCredential()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Pass the sign-in check before changing your passkeys.',
    });
    // (This persona's decision is ALLOW: starting the check passes it.)
    await graphql('{ mfaChallenge(blackBox: "contract-test") { decision } }', byPassword!.idToken!.toString());
    await associateWebAuthnCredential();
    const { credentials } = await listWebAuthnCredentials();
    expect(credentials).toEqual([
      {
        credentialId: authenticator.held()[0]!.id,
        friendlyCredentialName: 'A browser',
        relyingPartyId: 'cng.localhost',
        authenticatorAttachment: 'platform',
        authenticatorTransports: ['internal', 'hybrid'],
        createdAt: expect.any(Date) as Date,
      },
    ]);
    // The same authenticator cannot add a second passkey for the same account and host.
    await expect(associateWebAuthnCredential()).rejects.toMatchObject({ name: 'PasskeyAlreadyExists' });
    await signOut();

    expect(await withPasskey(email)).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const { tokens } = await fetchAuthSession();
    expect(tokens!.idToken!.payload.email).toBe(email);
    // No code is sent: the passkey is the sign-in's check.
    expect((await graphql('{ me { mfaPassed } }', tokens!.idToken!.toString())).body.data).toEqual({
      me: { mfaPassed: true },
    });
    expect(authenticator.held()[0]!.counter).toBe(1);
    const listed = await graphql('{ passkeys { id name host createdAt lastUsedAt } }', tokens!.idToken!.toString());
    expect(listed.body.data).toEqual({
      passkeys: [
        {
          id: credentials[0]!.credentialId,
          name: 'A browser',
          host: 'cng.localhost',
          createdAt: expect.any(String) as string,
          lastUsedAt: expect.any(String) as string,
        },
      ],
    });

    await deleteWebAuthnCredential({ credentialId: credentials[0]!.credentialId! });
    expect((await listWebAuthnCredentials()).credentials).toEqual([]);
    await signOut();
    // The authenticator still holds it, but the service no longer asks for it, nor accepts it.
    await expect(withPasskey(email)).rejects.toMatchObject({ name: 'PasskeyAuthenticationCanceled' });
  });

  it("signs the owner in with a passkey while a stranger's wrong passwords have locked the password (issue 68)", async () => {
    const email = await newConfirmedLogin('Portal#2026', 'locked.owner');
    await withPassword(email);
    const { tokens } = await fetchAuthSession();
    // A new login's decision is ALLOW: starting the check passes it, and a passkey may be added.
    await graphql('{ mfaChallenge(blackBox: "contract-test") { decision } }', tokens!.idToken!.toString());
    await associateWebAuthnCredential();
    await signOut();
    for (let i = 0; i < 6; i += 1)
      await call('InitiateAuth', {
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Wrong#2026x' },
      });
    await expect(withPassword(email)).rejects.toMatchObject({ message: 'Password attempts exceeded' });
    expect(await withPasskey(email)).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    expect((await fetchAuthSession()).tokens!.idToken!.payload.email).toBe(email);
  });

  it("refuses a passkey made on one brand's host on another's, and a replayed assertion", async () => {
    const email = await newConfirmedLogin('Portal#2026', 'passkey');
    await withPassword(email);
    await associateWebAuthnCredential();
    await signOut();

    expect((await withPasskey(email)).isSignedIn).toBe(true);
    const replay = JSON.parse(authenticator.lastAssertion()!) as Record<string, unknown>;
    await signOut();

    // The same assertion again: its session was used up.
    expect((await call('RespondToAuthChallenge', replay)).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    // The same assertion for a new challenge: it signed another.
    const fresh = await call('InitiateAuth', {
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    expect((await call('RespondToAuthChallenge', { ...replay, Session: fresh.body.Session })).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Passkey not recognized.',
    });

    // On aca's host the browser finds no passkey for it...
    authenticator.origin = origin('aca');
    await expect(withPasskey(email)).rejects.toMatchObject({ name: 'PasskeyAuthenticationCanceled' });
    // ...and an assertion made on cng's host is refused for aca's challenge.
    const onAca = await call(
      'InitiateAuth',
      { AuthFlow: 'USER_AUTH', AuthParameters: { USERNAME: email, PREFERRED_CHALLENGE: 'WEB_AUTHN' } },
      origin('aca'),
    );
    expect(
      (await call('RespondToAuthChallenge', { ...replay, Session: onAca.body.Session }, origin('aca'))).body,
    ).toEqual({ __type: 'NotAuthorizedException', message: 'Passkey not recognized.' });
  });

  it('answers a name without a passkey as one with a passkey, and the same each time', async () => {
    const ask = async (username: string) =>
      (
        await call('InitiateAuth', {
          AuthFlow: 'USER_AUTH',
          AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
        })
      ).body;
    const nobody = await ask('nobody.here@example.com');
    const noPasskey = await ask('james.carter@example.com');
    for (const answer of [nobody, noPasskey]) {
      expect(answer).toMatchObject({ ChallengeName: 'WEB_AUTHN', Session: expect.any(String) as string });
      const options = JSON.parse(
        (answer.ChallengeParameters as Record<string, string>).CREDENTIAL_REQUEST_OPTIONS!,
      ) as {
        rpId: string;
        userVerification: string;
        allowCredentials: { id: string; type: string }[];
      };
      expect(options).toMatchObject({ rpId: 'cng.localhost', userVerification: 'required' });
      expect(options.allowCredentials).toHaveLength(1);
      expect(Buffer.from(options.allowCredentials[0]!.id, 'base64url')).toHaveLength(16);
    }
    const again = await ask('nobody.here@example.com');
    const idOf = (answer: Record<string, unknown>) =>
      (
        JSON.parse((answer.ChallengeParameters as Record<string, string>).CREDENTIAL_REQUEST_OPTIONS!) as {
          allowCredentials: { id: string }[];
        }
      ).allowCredentials[0]!.id;
    expect(idOf(again)).toBe(idOf(nobody));
  });

  it('refuses a page that is not a brand site, hostile credentials, and another user’s passkey', async () => {
    const initiate = {
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: 'x@example.com', PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    };
    expect((await call('InitiateAuth', initiate, 'https://evil.example')).body).toEqual({
      __type: 'WebAuthnOriginNotAllowedException',
      message: 'Passkeys work only on the brand sites.',
    });
    const session = (await call('InitiateAuth', initiate)).body.Session;
    for (const credential of ['not json', 'x'.repeat(1_000_000), '{"id":"\u0000","response":{}}', '1e308', '[]']) {
      const answer = await call('RespondToAuthChallenge', {
        ChallengeName: 'WEB_AUTHN',
        Session: session,
        ChallengeResponses: { USERNAME: 'x@example.com', CREDENTIAL: credential },
      });
      expect(answer.status).toBe(400);
      expect(['InvalidParameterException', 'NotAuthorizedException']).toContain(answer.body.__type);
    }

    // A customer adds passkeys only on a site that serves them (maria's source, CNG, is not aca's).
    await withPassword('maria.lopez@example.com');
    authenticator.origin = origin('aca');
    await expect(associateWebAuthnCredential()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Add your passkey on the site where you log in.',
    });
    authenticator.origin = origin('cng');
    await signOut();

    const owner = await newConfirmedLogin('Portal#2026', 'owner');
    await withPassword(owner);
    await associateWebAuthnCredential();
    const [mine] = (await listWebAuthnCredentials()).credentials;
    await signOut();
    const other = await newConfirmedLogin('Portal#2026', 'other');
    await withPassword(other);
    await expect(deleteWebAuthnCredential({ credentialId: mine!.credentialId! })).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    expect((await listWebAuthnCredentials()).credentials).toEqual([]);
  });

  it('puts a customer whose decision is DENY through the check after a passkey, as after a password', async () => {
    const email = 'mfa.deny@example.com';
    // Such a customer can never pass the check, so adding a passkey takes a site whose check is off for a moment (csh:
    // the other server tests ask nothing of its check).
    await testHook('flags/csh', { method: 'PUT', body: { mfa: false } });
    authenticator.origin = origin('csh');
    try {
      await withPassword(email);
      await associateWebAuthnCredential();
      await signOut();
    } finally {
      await testHook('flags/csh', { method: 'PUT', body: { mfa: true } });
    }
    expect((await withPasskey(email)).isSignedIn).toBe(true);
    const idToken = (await fetchAuthSession()).tokens!.idToken!.toString();
    expect((await graphql('{ me { mfaPassed } }', idToken, 'csh')).body.data).toEqual({ me: { mfaPassed: false } });
    expect(
      (await graphql('{ mfaChallenge(blackBox: "contract-test") { decision } }', idToken, 'csh')).body.data,
    ).toEqual({ mfaChallenge: { decision: 'DENY' } });
  });

  it('keeps the passkeys through a password reset, and the reset mail says how many there are', async () => {
    const email = await newConfirmedLogin('Portal#2026', 'reset');
    await withPassword(email);
    await associateWebAuthnCredential();
    await signOut();
    const sent = Date.now();
    expect((await call('ForgotPassword', { Username: email })).status).toBe(200);
    const mail = await latestMail(email, /Reset your password/, sent - 1000);
    expect(mail.text).toContain('A new password does not remove your passkey: you can still log in with it.');
    const code = /change-password\/(\d{6})\//.exec(mail.text)![1]!;
    expect(
      (await call('ConfirmForgotPassword', { Username: email, ConfirmationCode: code, Password: 'NewPass#2027' }))
        .status,
    ).toBe(200);
    expect((await withPasskey(email)).isSignedIn).toBe(true);
    expect((await listWebAuthnCredentials()).credentials).toHaveLength(1);
  });
});
