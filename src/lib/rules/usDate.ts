// A date as the forms and the English pages show it (the spec's mm/dd/yyyy): its own small module, so a page that
// shows a date without checking one (the footer's figures, the formats of src/i18n/useFormats.ts) does not carry the
// lender's clock.

/** '1990-03-08' as the forms show it, '03/08/1990'; '' for anything else (nothing saved yet). */
export function toUsDate(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
