// The signatures a process has checked, remembered until their token expires (issue 51): never past the expiry, never
// for the other kind of token, at most SIGNATURES_KEPT at once (the oldest forgotten first), and keyed by a hash, so no
// bearer token is kept.
import fc from 'fast-check';
import { SIGNATURES_KEPT, verifiedSignatures } from './verifiedSignatures';

it('remembers a checked token until it expires, and only as the kind of token it was checked as', () => {
  fc.assert(
    fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: 7200 }), (token, lifetime) => {
      let clock = 1_800_000_000_000;
      const signatures = verifiedSignatures(() => clock);
      const payload = { sub: 'u-1', exp: Math.floor(clock / 1000) + lifetime };
      expect(signatures.known(token, 'id')).toBeNull();
      signatures.remember(token, 'id', payload);
      expect(signatures.known(token, 'id')).toBe(payload);
      expect(signatures.known(token, 'access')).toBeNull();
      expect(signatures.known(`${token}x`, 'id')).toBeNull();
      clock = payload.exp * 1000 - 1;
      expect(signatures.known(token, 'id')).toBe(payload);
      clock = payload.exp * 1000;
      expect(signatures.known(token, 'id')).toBeNull();
    }),
  );
});

it(`keeps at most ${SIGNATURES_KEPT} at once, forgetting the oldest first`, () => {
  const signatures = verifiedSignatures(() => 0);
  const payload = { exp: 10_000 };
  for (let i = 0; i <= SIGNATURES_KEPT; i += 1) signatures.remember(`token-${i}`, 'id', payload);
  expect(signatures.known('token-0', 'id')).toBeNull();
  expect(signatures.known('token-1', 'id')).toBe(payload);
  expect(signatures.known(`token-${SIGNATURES_KEPT}`, 'id')).toBe(payload);
});
