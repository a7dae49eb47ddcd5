// The card processor stand-in's vault: a card typed in its frame is kept here, in this process's memory only, under a
// single-use token that expires. The portal sees the token and the card's last four digits, network and expiry; the
// number and the security code never leave the processor. Charges are idempotent by the caller's key, as a real
// processor's are: the same key again answers the same charge and never charges twice.
import { randomBytes } from 'node:crypto';
import { cardDigits, cardNetwork, type CardInput } from './cardSchema';
import { DECLINED_CHARGE_CARDS, PAYOUT_SANDBOX, type PayoutCheckStatus } from './sandboxCards';

/** How long a token can be used after the card was typed. */
export const TOKEN_TTL_MS = 15 * 60 * 1000;
/** Tokens kept at most (the oldest go first): typing cards in a loop cannot fill the memory. */
const MAX_TOKENS = 50_000;
const MAX_CHARGES = 200_000;

export interface CardSummary {
  last4: string;
  network: string;
  /** MM/YY, as typed. */
  expiry: string;
}

interface Vaulted extends CardSummary {
  number: string;
  createdAt: number;
  used: boolean;
}

export interface Charge extends CardSummary {
  id: string;
  status: 'succeeded' | 'declined';
  amountCents: number;
}

export type ChargeAnswer = Charge | 'unknown-token' | 'key-reused';
export type PayoutAnswer = ({ status: PayoutCheckStatus } & CardSummary) | 'unknown-token' | 'unavailable';

const id = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

function trim<K, V>(map: Map<K, V>, max: number) {
  while (map.size > max) map.delete(map.keys().next().value as K);
}

export function createCardVault(now: () => number = Date.now) {
  const tokens = new Map<string, Vaulted>();
  const charges = new Map<string, Charge & { token: string }>();

  /** The token's card when the token is live and unused (a used or expired one is forgotten). */
  function live(token: string): Vaulted | null {
    const card = tokens.get(token);
    if (!card) return null;
    if (card.used || now() - card.createdAt > TOKEN_TTL_MS) {
      tokens.delete(token);
      return null;
    }
    return card;
  }

  /** Takes the card (already checked by the card schema) and gives its token. */
  function tokenize(card: CardInput): { token: string } & CardSummary {
    const number = cardDigits(card.number);
    const token = id('tok');
    const summary = {
      last4: number.slice(-4),
      network: cardNetwork(number) ?? 'Card',
      expiry: card.expiry.replace(/\s/g, ''),
    };
    tokens.set(token, { ...summary, number, createdAt: now(), used: false });
    trim(tokens, MAX_TOKENS);
    return { token, ...summary };
  }

  const summaryOf = ({ last4, network, expiry }: CardSummary): CardSummary => ({ last4, network, expiry });

  return {
    tokenize,
    /** What the token's card is, without using the token. */
    describe(token: string): CardSummary | null {
      const card = live(token);
      return card ? summaryOf(card) : null;
    },
    /** Charges the token's card once per key: the same key again answers the first charge. */
    charge(token: string, amountCents: number, key: string): ChargeAnswer {
      const earlier = charges.get(key);
      if (earlier) {
        if (earlier.token !== token || earlier.amountCents !== amountCents) return 'key-reused';
        const { token: _token, ...charge } = earlier;
        return charge;
      }
      const card = live(token);
      if (!card) return 'unknown-token';
      card.used = true;
      const charge: Charge = {
        id: id('ch'),
        status: DECLINED_CHARGE_CARDS.has(card.number) ? 'declined' : 'succeeded',
        amountCents,
        ...summaryOf(card),
      };
      charges.set(key, { ...charge, token });
      trim(charges, MAX_CHARGES);
      return charge;
    },
    /** Whether money can be pushed to the token's card (money is pushed only to Visa debit cards); uses the token. */
    checkPayout(token: string): PayoutAnswer {
      const card = live(token);
      if (!card) return 'unknown-token';
      const sandbox = PAYOUT_SANDBOX[card.number];
      if (sandbox === 'unavailable') return 'unavailable';
      card.used = true;
      const status: PayoutCheckStatus = sandbox ?? (card.network === 'Visa' ? 'eligible' : 'not_push_eligible');
      return { status, ...summaryOf(card) };
    },
  };
}

export type CardVault = ReturnType<typeof createCardVault>;
