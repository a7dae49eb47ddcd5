// A refusal the caller should read (bad input, not theirs, not found): thrown by the domain services, turned
// into a GraphQL error with the same message and code by the GraphQL layer (server/graphql/graphqlPlugin.ts).
export type DomainErrorCode = 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_LIMITED';

/**
 * A refusal with values in it ("… (2 tries left)"): its English with placeholders, the key by which the portal's
 * catalogs word it in the page's language, and the values. The caller gets the English filled in as the message,
 * and the key and values beside it (decision 0085).
 */
export interface Words {
  key: string;
  values: Readonly<Record<string, string | number>>;
}

/** A message in English, or words with values whose English is their key with the values put in. */
export type Said = string | Words;

const englishOf = (said: Said): string =>
  typeof said === 'string'
    ? said
    : said.key.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(said.values[name] ?? placeholder));

export class DomainError extends Error {
  /** The key and values of a message with values in it, for the portal to word in the page's language. */
  readonly words?: Words;

  constructor(
    said: Said,
    readonly code: DomainErrorCode,
    /** The input field a BAD_REQUEST is about (a form shows the message on it). */
    readonly field?: string,
    /** Why, when the caller does more than show the message (a step's refusal: src/lib/rules/applicationSteps.ts). */
    readonly reason?: string,
  ) {
    super(englishOf(said));
    this.name = 'DomainError';
    if (typeof said !== 'string') this.words = said;
  }
}

export const badRequest = (said: Said, field?: string) => new DomainError(said, 'BAD_REQUEST', field);
/** A BAD_REQUEST with its reason, which the page acts on (a page of its own, say). */
export const refused = (said: Said, reason: string, field?: string) =>
  new DomainError(said, 'BAD_REQUEST', field, reason);
export const forbidden = (message: string) => new DomainError(message, 'FORBIDDEN');
export const notFound = (message: string) => new DomainError(message, 'NOT_FOUND');
export const tooMany = (said: Said) => new DomainError(said, 'RATE_LIMITED');
