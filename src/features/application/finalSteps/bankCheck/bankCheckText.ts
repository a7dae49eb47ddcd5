// The words of /bank-verification (ours: the spec names the page, not its texts; the server's refusals are its own).
export const BANK_CHECK_TEXT = {
  title: 'Verify your bank account',
  sent: (account: string) =>
    `We are sending a small deposit (under $1.00) to your checking account ${account}. This page updates by itself when it arrives.`,
  posted: (account: string, reference: string) =>
    `A small deposit from us has reached your checking account ${account}. On your bank statement it has the reference ${reference}.`,
  askAmount: 'Enter the amount of that deposit to show the account is yours.',
  amountLabel: 'Deposit amount',
  amountHint: 'For example $0.37',
  amountRule: 'Enter the amount of the deposit, from $0.01 to $0.99.',
  verify: 'Verify my account',
  verifying: 'Verifying...',
  notFound: 'I can’t find the deposit',
  verified: 'Your bank account is verified. Taking you to sign your loan agreement…',
  failed: 'We could not verify your bank account. Call us and we will help you finish your application.',
  errored: 'We could not send the deposit to your account. Call us and we will help you finish your application.',
  socketError: 'We lost the connection while waiting for your deposit. Reload this page to check again.',
  triesLeft: (left: number) => (left === 1 ? 'You have 1 try left.' : `You have ${left} tries left.`),
} as const;

/** The cents of an amount typed as $0.37, 0.37 or .37; null for anything else (or outside $0.01 to $0.99). */
export function depositCents(typed: string): number | null {
  const match = /^\$?\s*0?\.(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const cents = Number(match[1]);
  return cents >= 1 ? cents : null;
}
