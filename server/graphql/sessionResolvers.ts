// timeoutExpireAction: the browser's idle timer ran out (isManualTrigger false) or the customer chose to
// end the session at the prompt (true). The session ends here too: every refresh token of the user is
// revoked, and with it every id and access token issued from them.
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../db/schema';
import type { GraphqlContext } from './context';

export const sessionResolvers = {
  Mutation: {
    async timeoutExpireAction(_root: unknown, args: { isEnrollment: boolean; isManualTrigger: boolean }, context: GraphqlContext) {
      context.log.info({ event: 'sessionTimeout', user: context.claims.sub, brand: context.brand, isEnrollment: args.isEnrollment, isManualTrigger: args.isManualTrigger }, 'session timed out');
      await context.db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.userSub, context.claims.sub), isNull(refreshTokens.revokedAt)));
      return { success: true };
    },
  },
};
