// The benchmark's yardstick: the login page a team would build with the ready-made Amplify UI Authenticator
// instead of the portal's own screens (sign-in only, pointed at the reference back end's identity endpoint).
// Built and served only by `npm run bench`; nothing in the portal imports it.
import { Authenticator } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles.css';
import { Amplify } from 'aws-amplify';
import { createRoot } from 'react-dom/client';

declare const USER_POOL_ENDPOINT: string;

Amplify.configure({
  Auth: {
    Cognito: {
      userPoolId: 'us-east-1_LocalPool',
      userPoolClientId: 'portal-web-client',
      userPoolEndpoint: USER_POOL_ENDPOINT,
    },
  },
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Authenticator hideSignUp loginMechanisms={['email']}>
      {({ signOut, user }) => (
        <main>
          <h1>Signed in as {user?.signInDetails?.loginId}</h1>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </main>
      )}
    </Authenticator>,
  );
}
