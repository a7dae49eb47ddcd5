// timeoutExpireAction: the browser's idle timer ran out (isManualTrigger false) or the customer chose to end
// the session at the prompt (true). The session ends here too: every refresh token of the user is revoked,
// and with it every id and access token issued from them.
import { revokeAllRefreshTokens } from '../../identity/userStore';
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
  await revokeAllRefreshTokens(scope.db, scope.claims.sub);
  return { success: true };
}
