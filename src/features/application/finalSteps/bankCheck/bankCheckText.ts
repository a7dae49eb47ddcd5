// The rules of /bank-verification (ours: the spec names the page, not its texts; the server's refusals are its own).
// The page's own words are in the application's catalog (bankCheck.*); these two travel as data, keyed by their
// English: the amount's rule (the form layer says it in the page's language) and the socket's loss (kept in the store).
export const BANK_CHECK_TEXT = {
  amountRule: 'Enter the amount of the deposit, from $0.01 to $0.99.',
  socketError: 'We lost the connection while waiting for your deposit. Reload this page to check again.',
} as const;

/** The cents of an amount typed as $0.37, 0.37 or .37; null for anything else (or outside $0.01 to $0.99). */
export function depositCents(typed: string): number | null {
  const match = /^\$?\s*0?\.(\d{2})$/.exec(typed.trim());
  if (!match) return null;
  const cents = Number(match[1]);
  return cents >= 1 ? cents : null;
}
