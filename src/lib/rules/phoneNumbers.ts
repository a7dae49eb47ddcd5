// A US phone number's digits, and the number as the portal shows it: for the store pages, the contact details and
// the server that answers them.
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

/** The spec's phone, wherever a person types one: 10 digits or '(ddd) ddd-dddd', the first digit 1 to 9. */
const PHONE_PATTERN = /^(?:[1-9]\d{9}|\([1-9]\d{2}\) \d{3}-\d{4})$/;
export const isPhone = (value: string) => PHONE_PATTERN.test(value.trim());

/** '(800) 555-0111' from any punctuation of 10 digits (an 11-digit number's leading 1 dropped). */
export function phoneShown(phone: string): string {
  const digits = phoneDigits(phone).replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
