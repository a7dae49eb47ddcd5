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

/** The same messages in Spanish, for a frame shown in Spanish (`language=es`). */
export const CARD_MESSAGES_ES: Readonly<Record<keyof typeof CARD_MESSAGES, string>> = {
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

/** A message of the checks (CARD_MESSAGES) in the frame's language. */
export function cardMessageIn(language: FrameLanguage, message: string): string {
  if (language === 'en') return message;
  const key = (Object.keys(CARD_MESSAGES) as (keyof typeof CARD_MESSAGES)[]).find(
    (name) => CARD_MESSAGES[name] === message,
  );
  return key ? CARD_MESSAGES_ES[key] : message;
}

const digits = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** The card's network as the card form and the receipt name it (Visa, Mastercard, …), or null when unknown. */
export function cardNetwork(number: string): string | null {
  return cardValidator.number(digits(number)).card?.niceType ?? null;
}

export const cardSchema = object({
  nameOnCard: string().trim().required(CARD_MESSAGES.nameOnCard).max(60, CARD_MESSAGES.nameOnCard),
  number: string()
    .required(CARD_MESSAGES.number)
    .test('card-number', CARD_MESSAGES.numberInvalid, (value) => cardValidator.number(digits(value)).isValid),
  expiry: string()
    .required(CARD_MESSAGES.expiry)
    .matches(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, CARD_MESSAGES.expiry)
    .test('not-expired', CARD_MESSAGES.expired, (value) => cardValidator.expirationDate(value ?? '').isValid),
  cvv: string()
    .required(CARD_MESSAGES.cvv)
    .test('cvv', CARD_MESSAGES.cvv, function check(value) {
      const size = cardValidator.number(digits((this.parent as { number?: string }).number)).card?.code.size ?? 3;
      return /^\d+$/.test(value ?? '') && cardValidator.cvv(value ?? '', size).isValid;
    }),
  zipCode: string()
    .required(CARD_MESSAGES.zipCode)
    .matches(/^\d{5}$/, CARD_MESSAGES.zipCode),
});

export type CardInput = InferType<typeof cardSchema>;

/** The card's number as digits only (what the payment processor is given). */
export const cardDigits = digits;
