// aws-amplify pointed at the test server's identity endpoint (the contract tests drive it as the browser does), its
// warning about a custom endpoint silenced.
import { Amplify } from 'aws-amplify';

export function configureAmplifyForTestServer(): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: 'us-east-1_LocalPool',
        userPoolClientId: 'portal-web-client',
        userPoolEndpoint: `${process.env.TEST_SERVER_URL!}/cognito`,
      },
    },
  });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
}
