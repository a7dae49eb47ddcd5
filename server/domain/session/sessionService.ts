// timeoutExpireAction: the browser's idle timer ran out (isManualTrigger false) or the customer chose to end
// the session at the prompt (true). The session ends here too: every session of the login ends (with the portal's
// identity service every refresh token is revoked, and with it every id and access token issued from them; with a
// user pool, its global sign-out: server/identity/logins.ts).
import type { Scope } from '../scope';

export async function expireSession(scope: Scope, args: { isEnrollment: boolean; isManualTrigger: boolean }) {
  scope.log.info(
    {
      event: 'sessionTimeout',
      user: scope.claims.sub,
      brand: scope.brand,
      isEnrollment: args.isEnrollment,
      isManualTrigger: args.isManualTrigger,
    },
    'session timed out',
  );
  await scope.logins.commit([{ kind: 'signOutEverywhere', sub: scope.claims.sub }]);
  return { success: true };
}
