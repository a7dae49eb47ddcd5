// Masks personal data before anything is written to a log: values under sensitive keys, and SSN-, card-
// and e-mail-like runs inside free text. The keys are the browser's DevTools list (src/lib/rules/personalDataKeys.ts).
import { isPersonalField } from '../../src/lib/rules/personalDataKeys';

const SSN = /\b\d{3}-?\d{2}-?\d{4}\b/g;
const LONG_DIGITS = /\b\d{10,19}\b/g;
const EMAIL = /\b([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})\b/g;

export function maskText(text: string): string {
  return text.replace(SSN, '***-**-****').replace(LONG_DIGITS, '[number]').replace(EMAIL, '$1***@$2');
}

export function maskPii(value: unknown, depth = 0): unknown {
  if (depth > 8) return '[deep]';
  if (typeof value === 'string') return maskText(value);
  if (Array.isArray(value)) return value.map((item) => maskPii(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        isPersonalField(key, item) ? '[masked]' : maskPii(item, depth + 1),
      ]),
    );
  }
  return value;
}
