// A lender's Amazon Cognito user pool, through Cognito's own SDK (@aws-sdk/client-cognito-identity-provider): the
// admin calls the portal's flows make on its logins (decision 0082; the port is server/identity/logins.ts). Loaded only
// with IDENTITY_PROVIDER=cognito. With COGNITO_ENV=local the calls go to the portal's own identity service, which
// answers them as the pool's stand-in (server/identity/cognitoAdmin.ts), signed with Signature Version 4 as Cognito
// requires.
//
// - A login is found by email with ListUsers (`email = "…"`), its groups with AdminListGroupsForUser; a change names
//   the login by its `sub` (the tokens' sub), found with ListUsers (`sub = "…"`), since a pool's username need not be
//   its sub.
// - Each call can be made again and changes nothing more (set attributes, add to a group, remove from one, sign out),
//   so the SDK's standard retries (throttling, a timeout, a 5xx) are safe, and so is a change carried twice.
// - The SDK gets no logger, and its errors are not passed on: Cognito's messages may name the login.
import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Settings } from '../settings';
import { checkAwsCredentials } from '../security/awsCredentials';
import { IDENTITY_GROUPS } from './groups';
import type { Login, LoginChange, UserPoolAdmin } from './logins';

export type CognitoSettings = NonNullable<Settings['cognito']>;

/** A failure of the pool, by the error's name only. */
export class UserPoolError extends Error {
  constructor(readonly errorName: string) {
    super(`The user pool refused or did not answer (${errorName})`);
    this.name = errorName;
  }
}

/** An attribute's value in ListUsers' filter: quoted, its quotes and backslashes escaped as Cognito asks. */
export const filterValue = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

const attribute = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((item) => item.Name === name)?.Value;

export function cognitoUserPool(
  cognito: CognitoSettings,
  timing: { timeoutMs: number; attempts: number } = { timeoutMs: 10_000, attempts: 3 },
): UserPoolAdmin {
  const client = new CognitoIdentityProviderClient({
    region: cognito.region,
    ...(cognito.adminEndpoint ? { endpoint: cognito.adminEndpoint } : {}),
    // Keys when the settings name them; otherwise the SDK's own chain (a role, in production).
    ...(cognito.credentials ? { credentials: cognito.credentials } : {}),
    maxAttempts: timing.attempts,
    requestHandler: {
      requestTimeout: timing.timeoutMs,
      throwOnRequestTimeout: true,
      connectionTimeout: Math.min(timing.timeoutMs, 3_000),
    },
  });
  const UserPoolId = cognito.userPoolId;

  async function call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new UserPoolError(error instanceof Error ? error.name : 'Error');
    }
  }

  /** The pool's user whose attribute `name` is `value`: its username and attributes. */
  async function userWhere(name: 'email' | 'sub', value: string) {
    const { Users } = await call(() =>
      client.send(new ListUsersCommand({ UserPoolId, Filter: `${name} = ${filterValue(value)}`, Limit: 2 })),
    );
    const user = Users?.[0];
    return user?.Username ? { username: user.Username, attributes: user.Attributes } : undefined;
  }

  async function groupsOf(username: string): Promise<string[]> {
    const groups: string[] = [];
    let NextToken: string | undefined;
    do {
      const page = await call(() =>
        client.send(new AdminListGroupsForUserCommand({ UserPoolId, Username: username, Limit: 60, NextToken })),
      );
      for (const group of page.Groups ?? []) if (group.GroupName) groups.push(group.GroupName);
      NextToken = page.NextToken;
    } while (NextToken);
    return groups;
  }

  return {
    async findByEmail(email) {
      const user = await userWhere('email', email);
      if (!user) return undefined;
      const login: Login = {
        sub: attribute(user.attributes, 'sub') ?? user.username,
        email: attribute(user.attributes, 'email') ?? email,
        groups: await groupsOf(user.username),
      };
      return login;
    },
    async apply(change: LoginChange) {
      const user = await userWhere('sub', change.sub);
      // The login is gone from the pool: there is nothing left to change.
      if (!user) return;
      const Username = user.username;
      const setAttributes = (attributes: Record<string, string>) =>
        call(() =>
          client.send(
            new AdminUpdateUserAttributesCommand({
              UserPoolId,
              Username,
              UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
            }),
          ),
        );
      if (change.kind === 'becomeCustomer') {
        await setAttributes({
          given_name: change.givenName,
          family_name: change.familyName,
          'custom:brand': change.brand,
          'custom:source': change.source,
          'custom:isPasswordless': 'false',
        });
        await call(() =>
          client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username, GroupName: IDENTITY_GROUPS.customer })),
        );
        await call(() =>
          client.send(
            new AdminRemoveUserFromGroupCommand({ UserPoolId, Username, GroupName: IDENTITY_GROUPS.enrollment }),
          ),
        );
      } else if (change.kind === 'rename') {
        await setAttributes({ email: change.email, email_verified: 'true' });
      }
      await call(() => client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username })));
    },
  };
}

/** With no keys set, the SDK's own chain must find some (a role): checked at start, so a change never waits for it. */
export async function checkCognitoCredentials(cognito: CognitoSettings): Promise<void> {
  if (!cognito.credentials)
    await checkAwsCredentials(
      new CognitoIdentityProviderClient({ region: cognito.region }),
      "IDENTITY_PROVIDER=cognito (the pool's admin API)",
    );
}
