// A new customer signed in with an open application: the opening of the web tests of the application's steps. The
// back end answers who they are and their application; a test adds what its page asks, then renders the page with the
// `auth` given (renderApp, or renderAppIn for a language).
import { signInOver } from './openSignedIn';

export interface Applicant {
  email: string;
  firstName: string;
  lastName: string;
}

export function signInApplicant(
  { email, firstName, lastName }: Applicant,
  /** The open application as the API answers it, or null for none. */
  application: Record<string, unknown> | null,
  /** The back end's further answers, by operation (they win over who the customer is and the application). */
  graphql: Record<string, unknown> = {},
) {
  return signInOver(
    email,
    { firstName, lastName },
    {
      graphql: {
        Me: { me: { email, customerType: 'NEW', isReturningCustomer: false } },
        OpenApplication: { openApplication: application, skipResumeApplication: false, applicationExpired: false },
        ...graphql,
      },
    },
  );
}
