// The card-entry page of the processor's frame: five labelled fields, each with its error line, and nothing else (the
// button that sends the card is the portal's own, outside the frame). Its script and style are files of its own
// origin: the page's CSP allows nothing inline. It speaks the language the portal's page asks (`language=es`), as a
// processor's hosted fields take a locale: its labels here, its messages at each field from the token call.
import type { FrameLanguage } from './cardSchema';

const FIELDS = [
  { id: 'nameOnCard', autocomplete: 'cc-name', inputmode: 'text', maxlength: 60, wide: true },
  { id: 'number', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, wide: true },
  { id: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', maxlength: 7, wide: false },
  { id: 'cvv', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, wide: false },
  { id: 'zipCode', autocomplete: 'postal-code', inputmode: 'numeric', maxlength: 5, wide: false },
] as const;

type FieldId = (typeof FIELDS)[number]['id'];

const WORDS: Readonly<Record<FrameLanguage, { title: string; secure: string; labels: Record<FieldId, string> }>> = {
  en: {
    title: 'Card details',
    secure: 'Your card details go straight to our card processor.',
    labels: {
      nameOnCard: 'Name on card',
      number: 'Card number',
      expiry: 'Expiry date (MM/YY)',
      cvv: 'Security code',
      zipCode: 'Billing ZIP code',
    },
  },
  es: {
    title: 'Datos de la tarjeta',
    secure: 'Los datos de su tarjeta van directamente a nuestro procesador de tarjetas.',
    labels: {
      nameOnCard: 'Nombre en la tarjeta',
      number: 'Número de la tarjeta',
      expiry: 'Fecha de vencimiento (MM/AA)',
      cvv: 'Código de seguridad',
      zipCode: 'Código postal de facturación',
    },
  },
};

export function cardFramePage(language: FrameLanguage = 'en'): string {
  const words = WORDS[language];
  const fields = FIELDS.map(
    (field) => `
    <div class="field${field.wide ? ' wide' : ''}">
      <label for="${field.id}">${words.labels[field.id]}</label>
      <input id="${field.id}" name="${field.id}" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}"
        maxlength="${field.maxlength}" aria-describedby="${field.id}-error" spellcheck="false">
      <p class="error" id="${field.id}-error"></p>
    </div>`,
  ).join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${words.title}</title>
<link rel="stylesheet" href="/frame.css">
</head>
<body>
<main>
  <form id="card" novalidate aria-label="${words.title}">${fields}
  </form>
  <p class="secure">${words.secure}</p>
</main>
<script src="/frame.js"></script>
</body>
</html>
`;
}
