// Which actions the auth screens dispatch, and nothing else: each screen is rendered against a mock store
// (redux-mock-store) holding the state a real store has at that moment, so no saga or reducer runs and the
// recorded actions are exactly the screen's.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import configureMockStore from 'redux-mock-store';
import { setupStore } from '../../../../tests/support/renderApp';
import type { RootState } from '../../../store/rootReducer';
import { ActingBanner } from '../components/ActingBanner';
import { signInRequested, singleSignOnRequested, stopActingRequested } from '../authSlice';
import { LoginScreen } from './LoginScreen';

const mockStore = configureMockStore<RootState>([]);

function renderWithMockStore(ui: React.ReactNode, path: string, change: (state: RootState) => RootState = (s) => s) {
  const store = mockStore(change(setupStore({ runSagas: false }).store.getState()));
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return store;
}

describe('Actions the auth screens dispatch', () => {
  it('the login form dispatches one signInRequested with the lowercased email, the password and where to go next', async () => {
    const user = userEvent.setup();
    const store = renderWithMockStore(<LoginScreen />, '/login');
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 2000 }), 'Maria.Lopez@Example.com');
    await user.type(screen.getByLabelText('Password'), 'Portal#2026');
    expect(store.getActions()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(store.getActions()).toEqual([
      signInRequested({
        email: 'maria.lopez@example.com',
        password: 'Portal#2026',
        redirectTo: undefined,
        admin: undefined,
      }),
    ]);
  });

  it('the login screen dispatches singleSignOnRequested with the tokens a partner brand handed over in the hash', () => {
    const store = renderWithMockStore(
      <LoginScreen />,
      '/login#id_token=id.tok.en&access_token=acc.ess&session_id=s-123',
    );
    expect(store.getActions()).toEqual([
      singleSignOnRequested({ idToken: 'id.tok.en', accessToken: 'acc.ess', sessionId: 's-123' }),
    ]);
  });

  it('the login screen dispatches nothing for a hash without both tokens', () => {
    const store = renderWithMockStore(<LoginScreen />, '/login#id_token=only-one');
    expect(store.getActions()).toEqual([]);
  });

  it("the acting banner's Stop acting dispatches stopActingRequested", async () => {
    const user = userEvent.setup();
    const store = renderWithMockStore(<ActingBanner />, '/account', (state) => ({
      ...state,
      auth: {
        ...state.auth,
        adminEmail: 'agent@example.com',
        email: 'maria.lopez@example.com',
        firstName: 'Maria',
        lastName: 'Lopez',
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Stop acting' }));
    expect(store.getActions()).toEqual([stopActingRequested()]);
  });
});
