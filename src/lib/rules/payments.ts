// What a payment may be, shared by the payment form and makePayment on the server (issue 15): at least $1.00, at most
// the payoff; and what a declined card is told.
export const MINIMUM_PAYMENT_CENTS = 100;

export const PAYMENT_MESSAGES = {
  minimum: 'Enter an amount of at least $1.00',
  /** Followed by the payoff in dollars ('… of $1,012.12'). */
  overPayoff: 'You can pay at most the payoff amount of',
  declined: 'Your card was declined. No money was taken. Please use another card or pay from your bank account.',
} as const;
