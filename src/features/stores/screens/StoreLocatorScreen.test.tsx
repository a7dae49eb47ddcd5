import { GENERIC_ERROR_MESSAGE } from '../../../lib/genericErrorMessage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpFailure, installFakeBackend, type FakeBackend } from '../../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../../tests/support/renderApp';
import { storeResult } from '../../../../tests/support/storeResults';

const store = storeResult;
/** 20 stores near 43004, store 2997 the fourth nearest. */
const nearby = Array.from({ length: 20 }, (_, i) => store(i === 3 ? 2997 : 1000 + i, i));

function searching(answer?: (body: { postalCode: string; params: { skip: number; limit: number } }) => unknown) {
  return installFakeBackend({
    rest: {
      'POST /api/locations/search': (body: Record<string, unknown>) => {
        const search = body as { postalCode: string; params: { skip: number; limit: number } };
        if (answer) return answer(search);
        return { results: nearby.slice(search.params.skip, search.params.skip + search.params.limit) };
      },
    },
  });
}

const searches = (backend: FakeBackend) =>
  backend.calls.filter((call) => call.operation === 'POST /api/locations/search');
const cards = () => within(screen.getByRole('list', { name: 'Stores' })).getAllByRole('listitem');

describe('/find-a-store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

  it('searches a ZIP code in the address at once (a link from an advert or a text), and none that is not 5 digits', async () => {
    const backend = searching();
    renderApp('/find-a-store?zip=43004');
    await screen.findByText('Stores near 43004, nearest first.');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('43004');
    expect(cards()).toHaveLength(9);
    expect(searches(backend).map((call) => (call.input as { postalCode: string }).postalCode)).toEqual(['43004']);
  });

  it.each(['4300', '4300x', '430041', '%3Cscript%3E'])('does not search ?zip=%s', async (zip) => {
    const backend = searching();
    renderApp(`/find-a-store?zip=${zip}`);
    expect(await screen.findByLabelText('ZIP code')).toHaveValue('');
    act(() => jest.advanceTimersByTime(1000));
    expect(searches(backend)).toEqual([]);
  });

  it('searches once 5 digits are typed and typing has paused 0.4 s: 9 cards nearest first, store 2997 never shown, then 3 more at a time', async () => {
    const backend = searching();
    renderApp('/find-a-store');
    const zip = await screen.findByLabelText('ZIP code');
    await user().type(zip, '4300');
    act(() => jest.advanceTimersByTime(1000));
    expect(searches(backend)).toEqual([]);
    await user().type(zip, '4');
    act(() => jest.advanceTimersByTime(399));
    expect(searches(backend)).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(searches(backend)).toHaveLength(1);
    expect(searches(backend)[0]!.input).toMatchObject({
      type: 'Store',
      postalCode: '43004',
      brand: 'cng',
      activeOnly: true,
      params: { skip: 0, maxDistance: 804700 },
    });
    expect(screen.queryByText(/Store 2997/)).not.toBeInTheDocument();
    const first = cards()[0]!;
    expect(within(first).getByRole('heading', { name: 'Coin & Go Store 1000' })).toBeInTheDocument();
    expect(within(first).getByText('0.6 mi away')).toBeInTheDocument();
    expect(within(first).getByText('100 Main St, Blacklick, OH 43004')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '(800) 555-0111' })).toHaveAttribute('href', 'tel:8005550111');

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    // The first store it added has the focus (its name is read), and a status says how many came.
    expect(within(cards()[9]!).getByRole('heading')).toHaveFocus();
    expect(screen.getByText('3 more stores shown, 12 in all.')).toHaveAttribute('role', 'status');
    await user().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(15));
    await user().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(18));
    await user().click(screen.getByRole('button', { name: 'Load more' }));
    // 19 real stores in all: the last one shows and 'Load more' goes; the focus is on that store, not on nothing.
    await waitFor(() => expect(cards()).toHaveLength(19));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(cards()[18]!).getByRole('heading')).toHaveFocus();
    expect(screen.getByText('1 more store shown, 19 in all.')).toBeInTheDocument();
  });

  it('shows the shown stores on a map, a numbered marker each (tiles from the runtime config); a marker opens its store', async () => {
    searching();
    renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '43004');
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(cards()).toHaveLength(9));
    const map = await screen.findByRole('region', { name: 'Map of the stores listed below' });
    const markers = await within(map).findAllByRole('button', { name: /^\d+\. Coin & Go Store/ });
    expect(markers.map((marker) => marker.querySelector('.visually-hidden')?.textContent)).toEqual(
      cards().map(
        (card, index) =>
          `${index + 1}. ${within(card).getByRole('heading').textContent}, ${within(card).getByText(/Blacklick, OH 43004$/).textContent}`,
      ),
    );
    expect(map.querySelector('img.leaflet-tile, .leaflet-tile-container')).not.toBeNull();
    expect(within(map).getByText('© Test tiles')).toBeInTheDocument();
    // The map box the keyboard reaches (its arrow keys move the map) has a role and a name.
    expect(
      within(map).getByRole('application', { name: 'Map of the stores: the arrow keys move it, plus and minus zoom' }),
    ).toHaveAttribute('tabindex', '0');

    await user().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(within(map).getAllByRole('button', { name: /^\d+\. Coin & Go Store/ })).toHaveLength(12),
    );

    // A marker is a button for the keyboard: Enter opens its store.
    within(map).getByRole('button', { name: /^2\. / }).focus();
    await user().keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Coin & Go Store 1001' })).toBeInTheDocument();
  });

  it('keeps only digits, at most 5, from what is typed or pasted', async () => {
    searching();
    renderApp('/find-a-store');
    const zip = await screen.findByLabelText('ZIP code');
    await user().click(zip);
    await user().paste('43004-1234');
    expect(zip).toHaveValue('43004');
    await user().clear(zip);
    await user().paste('abc43');
    expect(zip).toHaveValue('43');
  });

  it('a newer ZIP code replaces the search for an older one', async () => {
    const backend = searching();
    renderApp('/find-a-store');
    const zip = await screen.findByLabelText('ZIP code');
    await user().type(zip, '43004');
    await user().clear(zip);
    await user().type(zip, '75201');
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(searches(backend).map((call) => (call.input as { postalCode: string }).postalCode)).toEqual(['75201']);
  });

  it('opens a store: all 7 days of hours with today marked, and what to bring', async () => {
    jest.setSystemTime(new Date(2026, 10, 23, 10));
    searching();
    renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '43004');
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user().click(within(cards()[0]!).getByRole('button', { name: /Store details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Coin & Go Store 1000' });
    const rows = within(within(dialog).getByRole('table', { name: 'Store hours' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Monday (today)9:00 AM – 6:00 PM',
      'Tuesday9:00 AM – 6:00 PM',
      'Wednesday9:00 AM – 6:00 PM',
      'Thursday9:00 AM – 6:00 PM',
      'Friday9:00 AM – 6:00 PM',
      'Saturday9:00 AM – 6:00 PM',
      'SundayClosed',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'date');
    const bring = within(dialog).getByRole('region', { name: 'What to bring?' });
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Valid ID', 'Proof of income', 'Active checking account', 'Proof of address and phone']);
  });

  it('makes a store my store: remembered in a cookie for 30 days and marked on its card, also on the next visit', async () => {
    document.cookie = 'store_number=; max-age=0; path=/';
    searching();
    const first = renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '43004');
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(cards()).toHaveLength(9));
    await user().click(within(cards()[1]!).getByRole('button', { name: /Store details/ }));
    const written = jest.spyOn(document, 'cookie', 'set');
    await user().click(
      within(await screen.findByRole('dialog', { name: 'Coin & Go Store 1001' })).getByRole('button', {
        name: 'Make this my store',
      }),
    );
    expect(written).toHaveBeenCalledWith(expect.stringMatching(/^store_number=1001; max-age=2592000; path=\//));
    written.mockRestore();
    expect(within(cards()[1]!).getByText('Your store')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByText('Your store')).not.toBeInTheDocument();
    first.unmount();

    renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '43004');
    act(() => jest.advanceTimersByTime(400));
    await waitFor(() => expect(cards()).toHaveLength(9));
    expect(within(cards()[1]!).getByText('Your store')).toBeInTheDocument();
    await user().click(within(cards()[1]!).getByRole('button', { name: /Store details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Coin & Go Store 1001' });
    expect(within(dialog).getByText('This is your store.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Make this my store' })).not.toBeInTheDocument();
  });

  it('says plainly when no store is within range', async () => {
    searching(() => ({ results: [] }));
    renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '99501');
    act(() => jest.advanceTimersByTime(400));
    expect(
      await screen.findByText(
        'We found no stores within 500 miles of ZIP code 99501. You can still apply online, or call us at 800-555-0101.',
      ),
    ).toBeInTheDocument();
  });

  it('a search the server cannot answer follows the network rule: logged, and the error page', async () => {
    searching(() => new HttpFailure(503, 'down'));
    const view = renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '43004');
    act(() => jest.advanceTimersByTime(400));
    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/error');
  });

  it('keeps a refused search on screen with what to do, and ends the loading state', async () => {
    searching(() => new HttpFailure(429, 'Too many requests'));
    renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '43004');
    act(() => jest.advanceTimersByTime(400));
    expect(
      await screen.findByText(
        "We couldn't search for stores just now. Please try again in a moment, or call us at 800-555-0101.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Searching for stores…')).not.toBeInTheDocument();
  });

  it("shows the server's reason for a ZIP code it does not know", async () => {
    searching(() => new HttpFailure(400, 'ZIP code 00000 is not a US ZIP code we know. Check it and try again.'));
    renderApp('/find-a-store');
    await user().type(await screen.findByLabelText('ZIP code'), '00000');
    act(() => jest.advanceTimersByTime(400));
    expect(
      await screen.findByText('ZIP code 00000 is not a US ZIP code we know. Check it and try again.'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page: the search, the cards, a store with its week of hours, what to bring', async () => {
    jest.setSystemTime(new Date(2026, 10, 23, 10));
    searching();
    await renderAppIn('es', '/find-a-store');
    expect(await screen.findByRole('heading', { name: 'Buscar una tienda' })).toBeInTheDocument();
    await user().type(screen.getByLabelText('Código postal'), '43004');
    act(() => jest.advanceTimersByTime(400));
    const list = await screen.findByRole('list', { name: 'Tiendas' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(9));
    expect(screen.getByText('Tiendas cerca de 43004, la más cercana primero.')).toBeInTheDocument();
    const first = within(list).getAllByRole('listitem')[0]!;
    // The times as the glossary writes them, a non-breaking space inside each.
    expect(within(first).getByText(/^Hoy: /).textContent).toBe('Hoy: 9:00 a.\u00a0m. – 6:00 p.\u00a0m.');
    expect(within(first).getByRole('link', { name: /^Cómo llegar a Coin & Go Store 1000/ })).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Ver más' }));
    expect(await screen.findByText('Se muestran 3 tiendas más, 12 en total.')).toBeInTheDocument();

    await user().click(within(first).getByRole('button', { name: 'Detalles de la tienda de Coin & Go Store 1000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Coin & Go Store 1000' });
    const rows = within(within(dialog).getByRole('table', { name: 'Horario de la tienda' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'DíaHorario',
      'Lunes (hoy)9:00 a.\u00a0m. – 6:00 p.\u00a0m.',
      'Martes9:00 a.\u00a0m. – 6:00 p.\u00a0m.',
      'Miércoles9:00 a.\u00a0m. – 6:00 p.\u00a0m.',
      'Jueves9:00 a.\u00a0m. – 6:00 p.\u00a0m.',
      'Viernes9:00 a.\u00a0m. – 6:00 p.\u00a0m.',
      'Sábado9:00 a.\u00a0m. – 6:00 p.\u00a0m.',
      'DomingoCerrada',
    ]);
    const bring = within(dialog).getByRole('region', { name: '¿Qué debe traer?' });
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Identificación válida',
      'Comprobante de ingresos',
      'Cuenta de cheques activa',
      'Comprobante de domicilio y teléfono',
    ]);
    expect(within(dialog).getByRole('button', { name: 'Hacer esta mi tienda' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
