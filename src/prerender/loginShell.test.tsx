// The login shell the server puts into /login's HTML: it is the app's first render, so the app takes it over
// in place (hydration) without a mismatch, and for each brand it shows that brand's header, card and footer.
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { BrandKey } from '../../brands/brandKeys';
import { setupStore, testConfig, testFlags } from '../../tests/support/renderApp';
import { App } from '../app/App';
import { renderLoginShell } from './loginShell';

describe('The login shell', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it.each<[BrandKey, string]>([
    ['cng', 'Log in to Coin & Go'],
    ['aca', 'Log in to Acorn Cash'],
  ])("is %s's first render: the app takes it over with no mismatch", async (brandKey, heading) => {
    const shell = renderLoginShell({ brandKey, config: testConfig, flags: testFlags, url: '/login' });
    expect(shell.head).toBe(`<link rel="preload" as="image" href="/brands/${brandKey}/logo.svg"/>`);
    const container = document.createElement('div');
    container.innerHTML = shell.root;
    document.body.appendChild(container);
    const shellHeading = screen.getByRole('heading', { name: heading });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    const { store, navigation } = setupStore({ brandKey });
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <Provider store={store}>
          <MemoryRouter initialEntries={['/login']}>
            <App navigation={navigation} />
          </MemoryRouter>
        </Provider>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
      await Promise.resolve();
    });
    expect(mismatches).toEqual([]);
    // Taken over, not replaced: the very same element, and the form still comes after the delay.
    expect(screen.getByRole('heading', { name: heading })).toBe(shellHeading);
    expect(await screen.findByLabelText('Email', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it('renders without the flags (the back end could not read them) as the app would', () => {
    const shell = renderLoginShell({ brandKey: 'cng', config: testConfig, flags: null, url: '/login' });
    expect(shell.root).toContain('Forgot your email? Call us at');
  });
});
