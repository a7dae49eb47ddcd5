// Redux DevTools sanitizers: personal data and secrets never reach the DevTools extension.
import type { Action } from '@reduxjs/toolkit';

const SENSITIVE_KEY =
  /ssn|password|transient|accountnumber|routingnumber|account_number|routing_number|dateofbirth|dob|token|blackbox|secret|^code$|verificationcode|confirmationcode|licensenumber|documentnumber|personalinformation|incomeinformation|spousalinformation|contactinformation|^amount(gross|net)$|^employer|^numbers$|^balances?$|holdersname|holdername|^card$|cvv|cardnumber|nameoncard|^expiry$/i;
/** Contact details (and the address an application was made from): masked when they hold a value (a `phone` object of flags stays readable). */
const CONTACT_KEY = /phone|addressline|zipcode|cityname|newvalue|sentto|ipaddress/i;
export const MASK = '«masked»';

export function maskSensitive(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SENSITIVE_KEY.test(key) || (CONTACT_KEY.test(key) && typeof item === 'string') ? MASK : maskSensitive(item, depth + 1),
    ]),
  );
}

export const actionSanitizer = <A extends Action>(action: A): A => maskSensitive(action) as A;
export const stateSanitizer = <S>(state: S): S => maskSensitive(state) as S;
