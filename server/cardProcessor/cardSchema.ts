// A debit card as the card processor's stand-in checks it when its frame sends it (issue 15; since issue 48 the portal
// never sees a card). The number must pass the Luhn check and be of a known card network, the expiry must not have
// passed, and the security code must have the length the network uses (braintree's card-validator does each check).
import cardValidator from 'card-validator';
import { object, string, type InferType } from 'yup';

export const CARD_MESSAGES = {
  nameOnCard: 'Enter the name on the card',
  number: 'Enter the card number',
  numberInvalid: 'This card number is not valid. Check the 16 digits on the front of your card',
  expiry: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvv: 'Enter the security code: 3 digits on the back of your card (4 on the front of an American Express card)',
  zipCode: "Enter the 5-digit ZIP code of the card's billing address",
} as const;

/** The checks' messages, one per refusal. */
export type CardMessages = Readonly<Record<keyof typeof CARD_MESSAGES, string>>;

/** The same messages in Spanish, for a frame shown in Spanish (`language=es`). */
const CARD_MESSAGES_ES: CardMessages = {
  nameOnCard: 'Escriba el nombre que aparece en la tarjeta',
  number: 'Escriba el número de la tarjeta',
  numberInvalid: 'Este número de tarjeta no es válido. Revise los 16 dígitos del frente de su tarjeta',
  expiry: 'Escriba la fecha de vencimiento como MM/AA',
  expired: 'Esta tarjeta está vencida',
  cvv: 'Escriba el código de seguridad: 3 dígitos al reverso de su tarjeta (4 al frente de una tarjeta American Express)',
  zipCode: 'Escriba el código postal de 5 dígitos de la dirección de facturación de la tarjeta',
};

/** The frame's languages: Spanish when asked, else English. */
export type FrameLanguage = 'en' | 'es';
export const frameLanguage = (asked: unknown): FrameLanguage => (asked === 'es' ? 'es' : 'en');

/** The checks' messages in the frame's language. */
export const cardMessagesIn = (language: FrameLanguage): CardMessages =>
  language === 'es' ? CARD_MESSAGES_ES : CARD_MESSAGES;

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** The card's network as the card form and the receipt name it (Visa, Mastercard, …), or null when unknown. */
export function cardNetwork(number: string): string | null {
  return cardValidator.number(digits(number)).card?.niceType ?? null;
}

/** The card form's checks, each refusal in the words given (the frame's language). */
export const cardSchemaWith = (messages: CardMessages) =>
  object({
    nameOnCard: string().trim().required(messages.nameOnCard).max(60, messages.nameOnCard),
    number: string()
      .required(messages.number)
      .test('card-number', messages.numberInvalid, (value) => cardValidator.number(digits(value)).isValid),
    expiry: string()
      .required(messages.expiry)
      .matches(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, messages.expiry)
      .test('not-expired', messages.expired, (value) => cardValidator.expirationDate(value ?? '').isValid),
    cvv: string()
      .required(messages.cvv)
      .test('cvv', messages.cvv, function check(value) {
        const size = cardValidator.number(digits((this.parent as { number?: string }).number)).card?.code.size ?? 3;
        return /^\d+$/.test(value ?? '') && cardValidator.cvv(value ?? '', size).isValid;
      }),
    zipCode: string()
      .required(messages.zipCode)
      .matches(/^\d{5}$/, messages.zipCode),
  });

/** The checks in English, as the card form and its tests name them. */
export const cardSchema = cardSchemaWith(CARD_MESSAGES);

export type CardInput = InferType<ReturnType<typeof cardSchemaWith>>;

/** The card's number as digits only (what the payment processor is given). */
export const cardDigits = digits;
