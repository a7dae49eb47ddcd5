// The card processor stand-in's sandbox (the networks' test-card convention): these numbers fail, each in its own
// way, inside the processor, exactly as a real processor's sandbox numbers do. Any other valid card goes through.

/** Cards whose charges the processor declines (a payment taken, then reported DECLINED when it posts). */
export const DECLINED_CHARGE_CARDS: ReadonlySet<string> = new Set(['4000000000000002']);

/** What the processor answers when asked whether money can be pushed to a card. */
export type PayoutCheckStatus = 'eligible' | 'mismatch' | 'not_push_eligible' | 'refused';

/** Cards whose push (payout) check fails, and how; 'unavailable' stands for the card service not answering (503). */
export const PAYOUT_SANDBOX: Readonly<Record<string, PayoutCheckStatus | 'unavailable'>> = {
  '4000000000000127': 'mismatch', // the details do not match the card's bank
  '4000000000000002': 'not_push_eligible', // the card's bank does not accept instant payments
  '4100000000000019': 'refused', // refused by the processor's risk rules
  '4000000000000119': 'unavailable', // the processor's card service does not answer
};
