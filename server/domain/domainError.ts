// A refusal the caller should read (bad input, not theirs, not found): thrown by the domain services, turned
// into a GraphQL error with the same message and code by the GraphQL layer (server/graphql/graphqlPlugin.ts).
export type DomainErrorCode = 'BAD_REQUEST' | 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_LIMITED';

export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: DomainErrorCode,
    /** The input field a BAD_REQUEST is about (a form shows the message on it). */
    readonly field?: string,
    /** Why, when the caller does more than show the message (a step's refusal: src/lib/rules/applicationSteps.ts). */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (message: string, field?: string) => new DomainError(message, 'BAD_REQUEST', field);
/** A BAD_REQUEST with its reason, which the page acts on (a page of its own, say). */
export const refused = (message: string, reason: string, field?: string) =>
  new DomainError(message, 'BAD_REQUEST', field, reason);
export const forbidden = (message: string) => new DomainError(message, 'FORBIDDEN');
export const notFound = (message: string) => new DomainError(message, 'NOT_FOUND');
export const tooMany = (message: string) => new DomainError(message, 'RATE_LIMITED');
