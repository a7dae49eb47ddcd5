// State ID numbers (driver's licence or state ID card) checked per US state, DC and the Virgin Islands (application
// spec 5), one table shared by the browser's forms and the reference back end. The rules the spec lists are kept
// exactly: AL, AZ, CA, FL, TX, WI, MI, IN, DE; the Virgin Islands has no rule. Where the spec is silent:
// - OH "three accepted forms": one letter and 4-8 digits, two letters and 3-7 digits, or 8 digits (Ohio's BMV formats);
// - KY (the spec's rule is defective, an underscore where a range was meant): one letter and 8 or 9 digits, or 9 digits;
// - every other state and DC: the formats the states publish, as in the table below.
// A number is compared with spaces and hyphens taken out and letters made capitals ("s530-4607" is S5304607), as
// printed cards group the characters.

type Rule = RegExp | null;

const digits = (min: number, max = min) => `\\d{${min}${max === min ? '' : `,${max}`}}`;
const letters = (min: number, max = min) => `[A-Z]{${min}${max === min ? '' : `,${max}`}}`;
const anyOf = (...forms: string[]): RegExp => new RegExp(`^(?:${forms.join('|')})$`);

/** The rule of each state (two-letter code); null: no rule (any number is accepted). */
export const STATE_ID_RULES: Record<string, Rule> = {
  AL: anyOf(digits(1, 7)),
  AK: anyOf(digits(1, 7)),
  AZ: anyOf(letters(1) + digits(1, 8), letters(2) + digits(2, 5), digits(9)),
  AR: anyOf(digits(4, 9)),
  CA: anyOf(letters(1) + digits(7)),
  CO: anyOf(digits(9), letters(1) + digits(3, 6), letters(2) + digits(2, 5)),
  CT: anyOf(digits(9)),
  DE: anyOf(digits(1, 7)),
  DC: anyOf(digits(7), digits(9)),
  FL: anyOf(letters(1) + digits(12)),
  GA: anyOf(digits(7, 9)),
  HI: anyOf(letters(1) + digits(8), digits(9)),
  ID: anyOf(letters(2) + digits(6) + letters(1), digits(9)),
  IL: anyOf(letters(1) + digits(11, 12)),
  IN: anyOf(letters(1) + digits(9), digits(9, 10)),
  IA: anyOf(digits(9), digits(3) + letters(2) + digits(4)),
  KS: anyOf('[A-Z]\\d[A-Z]\\d[A-Z]', letters(1) + digits(8), digits(9)),
  KY: anyOf(letters(1) + digits(8, 9), digits(9)),
  LA: anyOf(digits(1, 9)),
  ME: anyOf(digits(7, 8), digits(7) + letters(1)),
  MD: anyOf(letters(1) + digits(12)),
  MA: anyOf(letters(1) + digits(8), digits(9)),
  MI: anyOf(letters(1) + digits(10), letters(1) + digits(12)),
  MN: anyOf(letters(1) + digits(12)),
  MS: anyOf(digits(9)),
  MO: anyOf(
    letters(1) + digits(5, 9),
    letters(1) + digits(6) + 'R',
    digits(8) + letters(2),
    digits(9) + letters(1),
    digits(9),
  ),
  MT: anyOf(letters(1) + digits(8), digits(9), digits(13, 14)),
  NE: anyOf(letters(1) + digits(6, 8)),
  NV: anyOf(digits(9, 10), digits(12), 'X' + digits(8)),
  NH: anyOf(digits(2) + letters(3) + digits(5)),
  NJ: anyOf(letters(1) + digits(14)),
  NM: anyOf(digits(8, 9)),
  NY: anyOf(letters(1) + digits(7), letters(1) + digits(18), digits(8, 9), digits(16), letters(8)),
  NC: anyOf(digits(1, 12)),
  ND: anyOf(letters(3) + digits(6), digits(9)),
  OH: anyOf(letters(1) + digits(4, 8), letters(2) + digits(3, 7), digits(8)),
  OK: anyOf(letters(1) + digits(9), digits(9)),
  OR: anyOf(digits(1, 9)),
  PA: anyOf(digits(8)),
  RI: anyOf(digits(7), letters(1) + digits(6)),
  SC: anyOf(digits(5, 11)),
  SD: anyOf(digits(6, 10), digits(12)),
  TN: anyOf(digits(7, 9)),
  TX: anyOf(digits(7, 8)),
  UT: anyOf(digits(4, 10)),
  VT: anyOf(digits(8), digits(7) + 'A'),
  VA: anyOf(letters(1) + digits(8, 11), digits(9)),
  WA: anyOf('[A-Z*]{5}[A-Z0-9*]{7}'),
  WV: anyOf(digits(7), letters(1, 2) + digits(5, 6)),
  WI: anyOf(letters(1) + digits(13)),
  WY: anyOf(digits(9, 10)),
  VI: null,
};

export const STATE_ID_MESSAGE = 'Enter the ID number exactly as it appears on your ID';

/** The number as it is compared: no spaces or hyphens, capital letters. */
export const normalizeStateId = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Whether the number fits the state's rule (a state without a rule accepts any number; an unknown state none). */
export function isValidStateId(stateCode: string, value: string): boolean {
  const number = normalizeStateId(value);
  if (!number) return false;
  if (!(stateCode in STATE_ID_RULES)) return false;
  const rule = STATE_ID_RULES[stateCode];
  return rule === null || rule === undefined ? true : rule.test(number);
}
