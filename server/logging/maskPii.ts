// Masks personal data before anything is written to a log: values under sensitive keys, and inside free text every
// value of the caller's own record that appears in it, card numbers in any spacing (a Luhn-valid run of 13 to 19
// digits with spaces or dashes), SSN-, date- and e-mail-like runs, every run of 6 or more digits (account, licence and
// card numbers) and street addresses. The keys are the browser's DevTools list
// (src/lib/rules/personalDataKeys.ts).
import { isPersonalField } from '../../src/lib/rules/personalDataKeys';

const SSN = /\b\d{3}-?\d{2}-?\d{4}\b/g;
const ISO_DATE = /\b\d{4}-\d{1,2}-\d{1,2}(?:[T ][\d:.]+Z?)?/g;
const NUMERIC_DATE = /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g;
const WORDED_DATE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}\b/gi;
const DIGIT_RUN = /\d{6,}/g;
/** 13 to 19 digits, each pair apart by at most one space or dash: a card number as people write it. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;
const EMAIL = /\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/g;
const STREET =
  /\b\d{1,6}\s+(?:[A-Za-z0-9.']+\s+){1,4}(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|ter|terrace|pkwy|parkway|hwy|highway|cir|circle)\b\.?/gi;

/** The card networks' check digit (ISO/IEC 7812): a run that passes it is taken for a card number, in any spacing. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with personal data masked. `known` are values of the caller's own record (names, address, phone, email,
 * birth date): each is masked wherever it appears, whatever its case.
 */
export function maskText(text: string, known: readonly string[] = []): string {
  let masked = text;
  const values = [...new Set(known.map((value) => value.trim()).filter((value) => value.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  if (values.length > 0) masked = masked.replace(new RegExp(values.map(escape).join('|'), 'gi'), '[masked]');
  return masked
    .replace(CARD_LIKE, (run) => (luhnValid(run.replace(/\D/g, '')) ? '[card]' : run))
    .replace(EMAIL, '$1***@$2')
    .replace(SSN, '***-**-****')
    .replace(ISO_DATE, '[date]')
    .replace(NUMERIC_DATE, '[date]')
    .replace(WORDED_DATE, '[date]')
    .replace(DIGIT_RUN, '[number]')
    .replace(STREET, '[address]');
}

/** The values of a record that are personal (by the keys' list), to mask wherever they appear in free text. */
export function personalValuesOf(record: Record<string, unknown> | null | undefined): string[] {
  if (!record) return [];
  const values: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string' && isPersonalField(key, value)) values.push(value);
    if (value instanceof Date && isPersonalField(key, value)) values.push(value.toISOString().slice(0, 10));
  }
  // A phone kept as digits is also written the usual way.
  for (const value of [...values]) {
    const digits = value.replace(/\D/g, '');
    if (digits.length === 10 && /^[\d\s().-]+$/.test(value))
      values.push(
        `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
      );
  }
  return values;
}

export function maskPii(value: unknown, depth = 0, known: readonly string[] = []): unknown {
  if (depth > 8) return '[deep]';
  if (typeof value === 'string') return maskText(value, known);
  if (Array.isArray(value)) return value.map((item) => maskPii(item, depth + 1, known));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        isPersonalField(key, item) ? '[masked]' : maskPii(item, depth + 1, known),
      ]),
    );
  }
  return value;
}

/** A fault's message or stack as it may be logged or traced: masked, and a failed query's parameters dropped whole. */
export const maskFaultText = (text: string): string => maskText(text.replace(/params:[\s\S]*/, 'params: [masked]'));
