import fc from 'fast-check';
import { messageOfError } from '../lib/apiError';
import { wordsFrom } from './graphqlBaseQuery';

describe('a refusal’s words with values', () => {
  it('takes a short key with a few text or number values, as the server sends them', () => {
    expect(wordsFrom('You have {left} tries left.', { left: 2 })).toEqual({
      key: 'You have {left} tries left.',
      values: { left: 2 },
    });
    expect(wordsFrom('Choose a term of {terms} months', { terms: '3, 6, 9' })).toEqual({
      key: 'Choose a term of {terms} months',
      values: { terms: '3, 6, 9' },
    });
  });

  it('drops anything else, so the English message stands', () => {
    for (const [key, values] of [
      [undefined, { left: 2 }],
      ['', {}],
      ['x'.repeat(501), {}],
      ['k', null],
      ['k', [1, 2]],
      ['k', { left: { nested: 1 } }],
      ['k', { left: 1e308 * 10 }],
      ['k', { left: Number.NaN }],
      ['k', { left: 'x'.repeat(201) }],
      ['k', { 'not a name': 1 }],
      ['k', Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`v${index}`, index]))],
    ] as const)
      expect(wordsFrom(key, values)).toBeUndefined();
  });

  it('never lets through a value that is not short text or a finite number, whatever the answer holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (key, values) => {
        const words = wordsFrom(key, values);
        if (!words) return;
        expect(typeof words.key).toBe('string');
        for (const value of Object.values(words.values))
          expect(
            (typeof value === 'string' && value.length <= 200) || (typeof value === 'number' && Number.isFinite(value)),
          ).toBe(true);
      }),
    );
  });

  it('shows the words when the server gave them, else the English, else the fallback', () => {
    const words = { key: 'You have {left} tries left.', values: { left: 2 } };
    expect(messageOfError({ status: 200, message: 'You have 2 tries left.', words })).toBe(words);
    expect(messageOfError({ status: 200, message: 'Not found' })).toBe('Not found');
    expect(messageOfError(null, 'Something went wrong')).toBe('Something went wrong');
  });
});
