// How a generated endpoint reads a mutation's answer (scripts/codegen.mjs): its one field. The schema lets a
// mutation's field be null, but the API answers null only beside an error (which the base query reports); should a
// null come alone, the call fails here, as a failed call, rather than a step later.
export function answered<T>(value: T | null): T {
  if (value === null) throw new Error('The server answered without the record');
  return value;
}
