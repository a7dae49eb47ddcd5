// Redux DevTools sanitizers: personal data and secrets never reach the DevTools extension.
import type { Action } from '@reduxjs/toolkit';
import { isPersonalField } from '../lib/rules/personalDataKeys';

export const MASK = '«masked»';

export function maskSensitive(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskSensitive(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      isPersonalField(key, item) ? MASK : maskSensitive(item, depth + 1),
    ]),
  );
}

export const actionSanitizer = <A extends Action>(action: A): A => maskSensitive(action) as A;
export const stateSanitizer = <S>(state: S): S => maskSensitive(state) as S;
