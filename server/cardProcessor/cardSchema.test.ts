import { CARD_MESSAGES, cardNetwork, cardSchema } from './cardSchema';

const valid = {
  nameOnCard: 'Maria Lopez',
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  cvv: '123',
  zipCode: '43215',
};
const problems = async (changes: Record<string, string>) => {
  try {
    await cardSchema.validate({ ...valid, ...changes }, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('the card form', () => {
  it('takes a valid card, with spaces or dashes in the number', async () => {
    expect(await problems({})).toEqual([]);
    expect(await problems({ number: '4111-1111-1111-1111' })).toEqual([]);
    expect(cardNetwork('4111111111111111')).toBe('Visa');
    expect(cardNetwork('5555555555554444')).toBe('Mastercard');
  });

  it('refuses a number that fails the Luhn check', async () => {
    expect(await problems({ number: '4111 1111 1111 1112' })).toEqual([CARD_MESSAGES.numberInvalid]);
  });

  it('refuses an expiry that has passed or is not MM/YY', async () => {
    expect(await problems({ expiry: '01/20' })).toEqual([CARD_MESSAGES.expired]);
    expect(await problems({ expiry: '13/30' })).toEqual([CARD_MESSAGES.expiry, CARD_MESSAGES.expired]);
  });

  it('wants the security code of the network’s length: 4 digits for American Express', async () => {
    expect(await problems({ cvv: '12' })).toEqual([CARD_MESSAGES.cvv]);
    expect(await problems({ number: '3782 822463 10005', cvv: '123' })).toEqual([CARD_MESSAGES.cvv]);
    expect(await problems({ number: '3782 822463 10005', cvv: '1234' })).toEqual([]);
  });

  it('wants the name and a 5-digit ZIP code', async () => {
    expect(await problems({ nameOnCard: ' ', zipCode: '4321' })).toEqual([
      CARD_MESSAGES.nameOnCard,
      CARD_MESSAGES.zipCode,
    ]);
  });
});
