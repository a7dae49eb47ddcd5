// Every refusal of a yup schema as [field, message], empty when the values pass: what the schema tests assert.
import { ValidationError, type AnyObjectSchema } from 'yup';

export function refusals(schema: AnyObjectSchema, values: object): [string, string][] {
  try {
    schema.validateSync(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => [inner.path ?? '', inner.message]);
  }
}
