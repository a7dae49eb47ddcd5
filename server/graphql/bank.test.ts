// Step 3's bank link with the local Plaid sandbox (BANK_LINK_MODE=local): the suite of tests/support/bankLinkSuite.ts,
// Link's steps on the portal's own /api/plaid-local.
import { bankLinkSuite } from '../../tests/support/bankLinkSuite';
import { rest } from '../../tests/support/serverClient';

bankLinkSuite('local Plaid sandbox', {
  session: (link_token) => rest('plaid-local/session', { link_token }),
  signIn: (body) => rest('plaid-local/sign-in', body),
});
