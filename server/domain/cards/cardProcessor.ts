// The portal back end's side of the card processor (issue 48, part 1; decision 0051): the browser gives us only a
// single-use token from the processor's frame, and this client redeems it over the processor's API with our secret
// key. A real processor (Stripe, Adyen, Braintree) is the same three calls behind this interface: what a token's card
// is, a charge idempotent by key, and a push-to-card (payout) check.

export interface CardSummary {
  last4: string;
  network: string;
  expiry: string;
}

export type ChargeResult = { status: 'succeeded' | 'declined'; id: string } & CardSummary;
export type PayoutCheck = {
  status: 'eligible' | 'mismatch' | 'not_push_eligible' | 'refused';
} & CardSummary;

/** The processor did not answer, or answered what it should not: nothing is known of the card or the charge. */
export class CardServiceUnavailable extends Error {
  constructor(what: string) {
    super(`the card processor did not answer: ${what}`);
  }
}

export interface CardProcessor {
  /** The token's card, or null when the token is unknown, used or expired. */
  describe(token: string): Promise<CardSummary | null>;
  /** Charges the token's card; the same key again answers the same charge. 'unknown-token': nothing was charged. */
  charge(token: string, amountCents: number, idempotencyKey: string): Promise<ChargeResult | 'unknown-token'>;
  /** Whether money can be pushed to the token's card (uses the token). */
  checkPayout(token: string): Promise<PayoutCheck | 'unknown-token'>;
}

/** A token as the processor makes them: a caller's string that is not one is refused before anything is asked. */
export const CARD_TOKEN = /^tok_[A-Za-z0-9_-]{20,40}$/;

/** How long one call may take before the card service counts as not answering. */
const TIMEOUT_MS = 10_000;

export function httpCardProcessor({ url, key }: { url: string; key: string }): CardProcessor {
  async function call<T>(path: string, body?: unknown): Promise<{ status: number; body: T }> {
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new CardServiceUnavailable(error instanceof Error ? error.name : 'no answer');
    }
    if (response.status >= 500 || response.status === 401)
      throw new CardServiceUnavailable(`status ${response.status}`);
    return { status: response.status, body: (await response.json()) as T };
  }
  const known = <T>(answer: { status: number; body: T }): T | 'unknown-token' => {
    if (answer.status === 404) return 'unknown-token';
    if (answer.status !== 200) throw new CardServiceUnavailable(`status ${answer.status}`);
    return answer.body;
  };
  return {
    async describe(token) {
      const answer = known(await call<CardSummary>(`/v1/tokens/${encodeURIComponent(token)}`));
      return answer === 'unknown-token' ? null : answer;
    },
    async charge(token, amountCents, idempotencyKey) {
      return known(await call<ChargeResult>('/v1/charges', { token, amountCents, idempotencyKey }));
    },
    async checkPayout(token) {
      return known(await call<PayoutCheck>('/v1/payout-checks', { token }));
    },
  };
}
