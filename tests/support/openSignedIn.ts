// A page of the app for someone signed in, over the fake back end: the customer Maria, or an agent acting for her.
// The account's screen tests open their pages through it, in English or in another language (renderAppIn).
import type { FeatureFlags } from '../../src/lib/rules/featureFlags';
import type { AuthProfile } from '../../src/services/authService';
import type { Language } from '../../src/lib/rules/language';
import { createFakeAuthService, profileFor } from './fakeAuthService';
import { installFakeBackend, type Answer } from './fakeBackend';
import { renderAppIn } from './renderApp';

export const customerEmail = 'maria.lopez@example.com';
export const agentEmail = 'agent.smith@example.com';

export interface SignedInPage {
  /** The back end's answers besides its defaults (tests/support/fakeBackend.ts), by operation name. */
  graphql?: Record<string, Answer>;
  rest?: Record<string, Answer>;
  flags?: Partial<FeatureFlags>;
  /** An agent (group my.account.csr) acting for Maria, instead of Maria herself. */
  agent?: boolean;
}

export async function openSignedIn(language: Language, path: string, options: SignedInPage = {}) {
  const acting = options.agent
    ? {
        Impersonation: {
          impersonation: { customerEmail, firstName: 'Maria', lastName: 'Lopez', readOnly: false },
        },
      }
    : {};
  const { backend, auth } = signInOver(
    options.agent ? agentEmail : customerEmail,
    options.agent ? { groups: ['my.account.csr'] } : {},
    { graphql: { ...acting, ...options.graphql }, rest: options.rest },
  );
  const view = await renderAppIn(language, path, { auth, flags: options.flags });
  return { backend, view };
}

/** Someone signed in (their profile over profileFor's defaults) over a fake back end with the answers given. */
export function signInOver(
  who: string,
  profile: Partial<AuthProfile>,
  answers: { graphql?: Record<string, Answer>; rest?: Record<string, Answer> },
) {
  const backend = installFakeBackend(answers);
  const auth = createFakeAuthService(
    { [who]: { password: 'Portal#2026', profile: profileFor(who, profile) } },
    { signedInAs: who },
  );
  return { backend, auth };
}
