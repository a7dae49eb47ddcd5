// Changes to logins (decision 0082), made as the flows make them: with the portal's own identity service they are made
// at once, in the flow's transaction; with a user pool (TEST_PROVIDERS=stand-ins: the identity service standing in
// for Amazon Cognito, called through Cognito's SDK) they are written, carried to the pool, and, while the pool does
// not take them, kept and carried later: each login's in the order written, each once, however many carry at once.
import fc from 'fast-check';
import { cognito, newConfirmedLogin, testHook, tokensFor } from '../../tests/support/serverClient';

const standingIn = process.env.TEST_PROVIDERS === 'stand-ins';

interface Waiting {
  kind: string;
  sub: string;
  tries: number;
}
interface AdminCall {
  operation: string;
  username: string;
  detail: Record<string, string> | string | null;
  ok: boolean;
}
type Change =
  | { kind: 'becomeCustomer'; sub: string; brand: string; source: string; givenName: string; familyName: string }
  | { kind: 'rename'; sub: string; email: string }
  | { kind: 'signOutEverywhere'; sub: string };

const PASSWORD = 'Changes#2026';

/** A new login of its own: its email and sub (the ID token's). */
async function newLogin(name: string): Promise<{ email: string; sub: string }> {
  const email = await newConfirmedLogin(PASSWORD, name);
  const { IdToken } = await tokensFor(email, PASSWORD);
  const { sub } = JSON.parse(Buffer.from(IdToken.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { email, sub };
}

const commit = (changes: Change[]) =>
  testHook<{ waiting: Waiting[] }>('login-changes', { method: 'POST', body: { changes } });
const settle = (body: { later?: boolean; parallel?: number } = {}) =>
  testHook<{ carried: number; waiting: Waiting[] }>('login-changes/settle', { method: 'POST', body });
const fail = (operation: string, count: number) =>
  testHook('cognito-admin/fail', { method: 'POST', body: { operation, count } });
const adminCalls = () => testHook<AdminCall[]>('cognito-admin/calls');

/** Whether a session's refresh token still gives tokens. */
async function refreshes(RefreshToken: string): Promise<boolean> {
  const { body } = await cognito('GetTokensFromRefreshToken', { RefreshToken });
  return Boolean(body.AuthenticationResult);
}

/**
 * The changes the pool completed for one login, in order, read off the calls it answered: each change ends with its
 * one AdminUserGlobalSignOut (the row is deleted only then), and what it set before tells which change it was.
 */
function completedChanges(calls: AdminCall[], sub: string): string[] {
  const done: string[] = [];
  let last = 'signOutEverywhere';
  for (const call of calls.filter((c) => c.username === sub && c.ok)) {
    if (call.operation === 'AdminUserGlobalSignOut') {
      done.push(last);
      last = 'signOutEverywhere';
    } else if (call.operation === 'AdminRemoveUserFromGroup') last = 'becomeCustomer';
    else if (call.operation === 'AdminUpdateUserAttributes' && typeof call.detail === 'object' && call.detail?.email)
      last = `rename ${call.detail.email}`;
  }
  return done;
}
const describedAs = (change: Change) => (change.kind === 'rename' ? `rename ${change.email}` : change.kind);

(standingIn ? describe.skip : describe)("with the portal's own identity service", () => {
  it('a change is made at once, in its own transaction: nothing waits', async () => {
    const { email, sub } = await newLogin('changes.store');
    const { RefreshToken } = await tokensFor(email, PASSWORD);
    expect(await commit([{ kind: 'signOutEverywhere', sub }])).toEqual({ waiting: [] });
    expect(await refreshes(RefreshToken)).toBe(false);
    expect(await settle()).toEqual({ carried: 0, waiting: [] });
  });
});

(standingIn ? describe : describe.skip)("with a user pool's admin API (Cognito's stand-in, through its SDK)", () => {
  it('carries a change at once; one the pool did not take waits, refused again is tried later, and then taken', async () => {
    const { email, sub } = await newLogin('changes.pool');
    const { RefreshToken } = await tokensFor(email, PASSWORD);
    // The SDK sends a call that failed inside Cognito 3 times in all: 3 faults make the change fail once.
    await fail('AdminUserGlobalSignOut', 3);
    expect((await commit([{ kind: 'signOutEverywhere', sub }])).waiting).toEqual([
      { kind: 'signOutEverywhere', sub, tries: 1 },
    ]);
    expect(await refreshes(RefreshToken)).toBe(true);
    // Refused a moment ago: it waits its turn, and the sweep leaves it until then.
    expect(await settle()).toEqual({ carried: 0, waiting: [{ kind: 'signOutEverywhere', sub, tries: 1 }] });
    expect(await settle({ later: true })).toEqual({ carried: 1, waiting: [] });
    expect(await refreshes(RefreshToken)).toBe(false);
  });

  it("the idle prompt's end reaches the pool through the flow itself", async () => {
    const { email } = await newLogin('changes.idle');
    const { IdToken, RefreshToken } = await tokensFor(email, PASSWORD);
    const before = (await adminCalls()).length;
    const response = await fetch(`${process.env.TEST_SERVER_URL!}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: IdToken, 'x-brand-key': 'cng' },
      body: JSON.stringify({
        query: 'mutation { timeoutExpireAction(isEnrollment: false, isManualTrigger: false) { success } }',
      }),
    });
    expect(await response.json()).toEqual({ data: { timeoutExpireAction: { success: true } } });
    expect((await adminCalls()).slice(before).map((call) => [call.operation, call.ok])).toEqual([
      ['ListUsers', true],
      ['AdminUserGlobalSignOut', true],
    ]);
    expect(await refreshes(RefreshToken)).toBe(false);
  });

  it("carries each login's changes in the order written, each once, whatever the pool refuses and however many carry at once", async () => {
    const logins = [await newLogin('changes.order.a'), await newLogin('changes.order.b')];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            login: fc.integer({ min: 0, max: 1 }),
            kind: fc.constantFrom('becomeCustomer' as const, 'rename' as const, 'signOutEverywhere' as const),
            // How many of the change's calls fail inside Cognito first (3 make one try of the change fail).
            faults: fc.constantFrom(0, 2, 3, 3, 4),
            operation: fc.constantFrom(
              'ListUsers',
              'AdminUpdateUserAttributes',
              'AdminAddUserToGroup',
              'AdminUserGlobalSignOut',
            ),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.integer({ min: 1, max: 3 }),
        async (asked, parallel) => {
          const before = (await adminCalls()).length;
          const written: Change[] = [];
          for (const { login, kind, faults, operation } of asked) {
            const { sub, email } = logins[login]!;
            n += 1;
            const change: Change =
              kind === 'rename'
                ? { kind, sub, email: `n${String(n)}.${email}` }
                : kind === 'becomeCustomer'
                  ? { kind, sub, brand: 'cng', source: 'CNG', givenName: 'Lee', familyName: `Stone ${String(n)}` }
                  : { kind, sub };
            written.push(change);
            if (faults > 0) await fail(operation, faults);
            await commit([change]);
          }
          for (const operation of [
            'ListUsers',
            'AdminUpdateUserAttributes',
            'AdminAddUserToGroup',
            'AdminUserGlobalSignOut',
          ])
            await fail(operation, 0);
          let left = (await settle({ later: true, parallel })).waiting;
          for (let sweeps = 0; left.length > 0 && sweeps < 10; sweeps += 1)
            left = (await settle({ later: true, parallel })).waiting;
          expect(left).toEqual([]);
          const calls = (await adminCalls()).slice(before);
          for (const { sub } of logins)
            expect(completedChanges(calls, sub)).toEqual(written.filter((c) => c.sub === sub).map(describedAs));
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
