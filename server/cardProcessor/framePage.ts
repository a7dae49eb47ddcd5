// The card-entry page of the processor's frame: five labelled fields, each with its error line, and nothing else (the
// button that sends the card is the portal's own, outside the frame). Its script and style are files of its own
// origin: the page's CSP allows nothing inline.
const FIELDS = [
  { id: 'nameOnCard', label: 'Name on card', autocomplete: 'cc-name', inputmode: 'text', maxlength: 60, wide: true },
  { id: 'number', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', maxlength: 23, wide: true },
  {
    id: 'expiry',
    label: 'Expiry date (MM/YY)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 7,
    wide: false,
  },
  { id: 'cvv', label: 'Security code', autocomplete: 'cc-csc', inputmode: 'numeric', maxlength: 4, wide: false },
  {
    id: 'zipCode',
    label: 'Billing ZIP code',
    autocomplete: 'postal-code',
    inputmode: 'numeric',
    maxlength: 5,
    wide: false,
  },
] as const;

export function cardFramePage(): string {
  const fields = FIELDS.map(
    (field) => `
    <div class="field${field.wide ? ' wide' : ''}">
      <label for="${field.id}">${field.label}</label>
      <input id="${field.id}" name="${field.id}" autocomplete="${field.autocomplete}" inputmode="${field.inputmode}"
        maxlength="${field.maxlength}" aria-describedby="${field.id}-error" spellcheck="false">
      <p class="error" id="${field.id}-error"></p>
    </div>`,
  ).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Card details</title>
<link rel="stylesheet" href="/frame.css">
</head>
<body>
<main>
  <form id="card" novalidate aria-label="Card details">${fields}
  </form>
  <p class="secure">Your card details go straight to our card processor.</p>
</main>
<script src="/frame.js"></script>
</body>
</html>
`;
}
