import { screen, waitFor } from '@testing-library/react';
import { createFakeAuthService, profileFor } from '../../tests/support/fakeAuthService';
import { renderApp } from '../../tests/support/renderApp';
import { paths } from '../config/paths';
import { GENERIC_ERROR_MESSAGE } from '../lib/genericErrorMessage';

jest.mock('../features/auth/screens/LoginScreen', () => ({
  LoginScreen: () => {
    throw new Error('boom');
  },
}));

describe('render errors', () => {
  it('are reported through the logMessage mutation, then the user is sent to /error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const bodies: { query: string; variables: { request: { message: string; logLevel: string } } }[] = [];
    globalThis.fetch = jest.fn((_url: string, init: RequestInit & { body: string }) => {
      const body = JSON.parse(init.body) as (typeof bodies)[number];
      if (body.query.startsWith('mutation LogMessage')) bodies.push(body);
      return Promise.resolve(
        new Response(JSON.stringify({ data: { logMessage: { success: true }, me: {} } }), { status: 200 }),
      );
    }) as unknown as typeof fetch;
    const auth = createFakeAuthService(
      { 'a@example.com': { password: 'x', profile: profileFor('a@example.com') } },
      { signedInAs: 'a@example.com' },
    );
    renderApp('/login', { auth });
    expect(await screen.findByRole('heading', { name: GENERIC_ERROR_MESSAGE })).toBeInTheDocument();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.query).toMatch(/^mutation LogMessage/);
    expect(bodies[0]!.variables.request).toMatchObject({
      logLevel: 'ERROR',
      message: expect.stringMatching(/^Render error on \/login: boom/) as string,
    });
  });

  it("leave the change-password link's code and email out of the logged path", () => {
    expect(paths.changePassword.forLogs('/authentication/change-password/123456/maria.lopez%40example.com')).toBe(
      '/authentication/change-password/…',
    );
    expect(paths.changePassword.forLogs('/account')).toBe('/account');
  });
});
