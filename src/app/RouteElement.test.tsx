import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Outlet, Routes } from 'react-router-dom';
import { setupStore } from '../../tests/support/renderApp';
import { chunk, eager, type AppRoute } from '../config/appRoute';
import { renderRoutes } from './RouteElement';

const Page = ({ text }: { text: string }) => <p>{text}</p>;

function renderTable(routes: readonly AppRoute[], at: string, options: Parameters<typeof setupStore>[0] = {}) {
  const setup = setupStore(options);
  render(
    <Provider store={setup.store}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>{renderRoutes(routes)}</Routes>
      </MemoryRouter>
    </Provider>,
  );
  return setup;
}

describe('route objects', () => {
  it('records a page view once when a page is shown, never for the frame of an area, and never a secret in the path', async () => {
    const { pageViews } = renderTable(
      [{ path: '/bank/no-accounts', screen: eager(() => <Page text="No accounts" />) }],
      '/bank/no-accounts',
    );
    expect(await screen.findByText('No accounts')).toBeInTheDocument();
    await waitFor(() => expect(pageViews).toEqual(['/bank/no-accounts']));
    cleanup();
    const framed = renderTable(
      [
        {
          path: '/area',
          screen: eager(() => <Outlet />),
          children: [{ path: 'step', screen: eager(() => <Page text="Area step" />) }],
        },
      ],
      '/area/step',
    );
    expect(await screen.findByText('Area step')).toBeInTheDocument();
    await waitFor(() => expect(framed.pageViews).toEqual(['/area/step']));
    cleanup();
    const link = renderTable(
      [{ path: '/authentication/change-password/:code/:email', screen: eager(() => <Page text="Change it" />) }],
      '/authentication/change-password/123456/ann%40example.com',
    );
    expect(await screen.findByText('Change it')).toBeInTheDocument();
    await waitFor(() => expect(link.pageViews).toEqual(['/authentication/change-password/…']));
  });

  it('shows a lazily loaded screen under "Loading…" until its chunk arrives', async () => {
    let arrive: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (arrive = resolve));
    renderTable([{ path: '/later', screen: chunk(() => loaded.then(() => () => <Page text="Arrived" />)) }], '/later');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    arrive();
    expect(await screen.findByText('Arrived')).toBeInTheDocument();
  });

  it("sends a flagged page to the brand's 404 page while its flag is off", async () => {
    const table: AppRoute[] = [
      { path: '/flagged', flag: 'forgotEmail', screen: eager(() => <Page text="Flagged page" />) },
    ];
    renderTable(table, '/flagged', { flags: { forgotEmail: false } });
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/404.html');
    expect(screen.queryByText('Flagged page')).not.toBeInTheDocument();
  });

  it("matches an area's child table under the area, with its index page at the area's own path", async () => {
    const table: AppRoute[] = [
      {
        path: '/area',
        children: [
          { screen: eager(() => <Page text="Area start" />) },
          { path: 'step', screen: eager(() => <Page text="Area step" />) },
        ],
      },
    ];
    renderTable(table, '/area/step');
    expect(await screen.findByText('Area step')).toBeInTheDocument();
    expect(screen.queryByText('Area start')).not.toBeInTheDocument();
  });

  it('applies the guard before anything else: a visitor never loads a signed-in page', async () => {
    let loads = 0;
    const table: AppRoute[] = [
      {
        path: '/private',
        guard: 'signedIn',
        screen: chunk(() => {
          loads += 1;
          return Promise.resolve(() => <Page text="Private" />);
        }),
      },
      { path: '/login', screen: eager(() => <Page text="Login page" />) },
    ];
    renderTable(table, '/private');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(loads).toBe(0);
  });
});
