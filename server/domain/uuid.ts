// The form of the database's ids (uuid): an id from a request that has not this form names nothing, and is refused
// before any query.
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
