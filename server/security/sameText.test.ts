// sameText is equality, whatever the texts: any two strings (unicode, different lengths, one a prefix of the other).
import fc from 'fast-check';
import { sameText } from './sameText';

describe('sameText', () => {
  it('says two texts are the same exactly when they are equal', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        (a, b) => sameText(a, b) === (a === b),
      ),
    );
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (a) => sameText(a, a)));
    fc.assert(fc.property(fc.string(), fc.string({ minLength: 1 }), (a, tail) => !sameText(a, a + tail)));
  });
});
