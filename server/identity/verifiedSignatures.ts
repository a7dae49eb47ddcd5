// The token service's memory of the signatures it has checked (tokens.ts).
import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';

/** The most tokens whose signature is remembered at once: past it, the oldest is forgotten (and checked again). */
export const SIGNATURES_KEPT = 10_000;

/**
 * The tokens whose signature this process has checked, by a hash of the token (no bearer token is kept), with their
 * claims, until they expire: a token is signed once and sent with every call, and checking an RSA signature is the
 * dearest part of a call (issue 51). Whether its session still lasts is asked on every call all the same.
 */
export function verifiedSignatures(now = () => Date.now()) {
  const kept = new Map<string, JWTPayload>();
  const keyOf = (token: string, use: string) => `${use}:${createHash('sha256').update(token).digest('base64url')}`;
  return {
    known(token: string, use: 'id' | 'access'): JWTPayload | null {
      const key = keyOf(token, use);
      const payload = kept.get(key);
      if (!payload) return null;
      if ((payload.exp ?? 0) * 1000 > now()) return payload;
      kept.delete(key);
      return null;
    },
    remember(token: string, use: 'id' | 'access', payload: JWTPayload) {
      if (kept.size >= SIGNATURES_KEPT) kept.delete(kept.keys().next().value!);
      kept.set(keyOf(token, use), payload);
    },
  };
}
