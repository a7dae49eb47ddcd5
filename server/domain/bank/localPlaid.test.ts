// The local Plaid sandbox's clock rules, with a fake clock: a link token lasts 4 hours, a public token 30 minutes and
// is exchanged once; an access token is needed for everything after.
import { createLocalPlaid, LINK_TOKEN_TTL_MS, PUBLIC_TOKEN_TTL_MS } from './localPlaid';
import { PlaidApiError } from './plaidClient';
import { memoryStandInStore } from './standInStore';

const start = new Date('2026-11-23T10:00:00Z');

function sandbox() {
  let now = start.getTime();
  const plaid = createLocalPlaid(memoryStandInStore(), () => new Date(now));
  return { plaid, later: (ms: number) => void (now += ms) };
}
const linkRequest = {
  client_name: 'Coin & Go',
  user: { client_user_id: 'app-1' },
  products: ['auth' as const],
  country_codes: ['US' as const],
  language: 'en' as const,
};
const codeOf = async (run: () => unknown) => {
  try {
    await run();
    return null;
  } catch (error) {
    return error instanceof PlaidApiError ? error.body.error_code : String(error);
  }
};

describe('the local Plaid sandbox', () => {
  it('lets a link token be used for 4 hours', async () => {
    const { plaid, later } = sandbox();
    const { link_token, expiration } = await plaid.client.linkTokenCreate(linkRequest);
    expect(expiration).toBe(new Date(start.getTime() + LINK_TOKEN_TTL_MS).toISOString());
    later(LINK_TOKEN_TTL_MS - 1000);
    expect(
      (
        await plaid.linkSignIn({
          linkToken: link_token,
          institutionId: 'ins_109508',
          username: 'user_good',
          password: 'pass_good',
        })
      ).public_token,
    ).toMatch(/^public-sandbox-/);
    later(1000);
    expect(await codeOf(() => plaid.linkSession(link_token))).toBe('INVALID_LINK_TOKEN');
  });

  it('exchanges a public token once, within 30 minutes, for an access token that reads the accounts', async () => {
    const { plaid, later } = sandbox();
    const { link_token } = await plaid.client.linkTokenCreate(linkRequest);
    const first = await plaid.linkSignIn({
      linkToken: link_token,
      institutionId: 'ins_109508',
      username: 'user_good',
      password: 'pass_good',
    });
    const { access_token } = await plaid.client.itemPublicTokenExchange({ public_token: first.public_token });
    expect(await codeOf(() => plaid.client.itemPublicTokenExchange({ public_token: first.public_token }))).toBe(
      'INVALID_PUBLIC_TOKEN',
    );
    const auth = await plaid.client.authGet({ access_token });
    expect(auth.accounts.map((account) => account.subtype)).toEqual(['checking', 'checking', 'savings']);
    expect(first.accounts.map((account) => account.subtype)).toEqual(['checking', 'checking']);

    const second = await plaid.linkSignIn({
      linkToken: link_token,
      institutionId: 'ins_109511',
      username: 'user_good',
      password: 'pass_good',
    });
    later(PUBLIC_TOKEN_TTL_MS);
    expect(await codeOf(() => plaid.client.itemPublicTokenExchange({ public_token: second.public_token }))).toBe(
      'INVALID_PUBLIC_TOKEN',
    );
    expect(await codeOf(() => plaid.client.authGet({ access_token: 'access-sandbox-unknown' }))).toBe(
      'INVALID_ACCESS_TOKEN',
    );
  });
});
