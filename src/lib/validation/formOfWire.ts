// A form's schema derived from its wire schema. The wire schema (what a save sends: ISO dates, digits, numbers) holds
// the rules and their messages; a form is checked by turning its values into the wire (the one change of shape the
// browser makes) and checking that, each refusal named by the form field it came from. So the form and the server
// check the same rules, written once, and the server checks the wire as it arrives.
import { object, ValidationError, type AnyObjectSchema } from 'yup';

/** Where each part of the wire is typed in the form: a wire path (`contactInformation.phones[0].number`) to a field. */
export type FieldsOfWire = Readonly<Record<string, string>>;

/**
 * The form field a refusal of the wire belongs to: its own, else its nearest named parent's (a missing `spousalInformation`
 * is its first name's), else the path itself.
 */
export function formFieldOf(fields: FieldsOfWire, path: string | undefined): string {
  let at = path ?? '';
  for (;;) {
    const field = fields[at];
    if (field) return field;
    const parent = at.replace(/(?:\.[^.[\]]+|\[\d+\])$/, '');
    if (parent === at) return path ?? '';
    at = parent;
  }
}

/**
 * The form's schema: `toWire` of the values, checked by `wire` (every refusal, each named by its form field). The
 * values of a form in progress may be partial (Formik leaves out emptied fields), so `toWire` takes any of them.
 */
export function formSchemaOf<Values>(
  wire: AnyObjectSchema,
  toWire: (values: Partial<Values>) => object,
  fields: FieldsOfWire,
  context: Record<string, unknown> = {},
) {
  return object().test('wire', function checkWire(values) {
    try {
      // No stack trace for each refusal: a form is checked at every key, and capturing them was most of the time.
      wire.validateSync(toWire(values ?? {}), { abortEarly: false, context, disableStackTrace: true });
      return true;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const refusals = error.inner.length > 0 ? error.inner : [error];
      return new ValidationError(
        refusals.map(
          (refusal) =>
            new ValidationError(refusal.message, refusal.value, formFieldOf(fields, refusal.path), undefined, true),
        ),
        undefined,
        undefined,
        undefined,
        true,
      );
    }
  });
}
