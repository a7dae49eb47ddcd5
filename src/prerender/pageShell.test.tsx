// The page shell the server puts into the HTML of the public pages a visitor lands on: it is the app's first render,
// so the app takes it over in place (hydration) without a mismatch, and for each brand it shows that brand's header,
// page and footer (decisions 0067 and 0078).
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { BrandKey } from '../../brands/brandKeys';
import { setupStore, testConfig, testFlags } from '../../tests/support/renderApp';
import { App } from '../app/App';
import { giveEarlyInputAgain, holdEarlyInput } from '../app/earlyInput';
import { TakenOver } from '../app/TakenOver';
import acaLegal from '../../brands/aca/legal.json';
import acaLinks from '../../brands/aca/links.json';
import cngLegal from '../../brands/cng/legal.json';
import cngSpanishLegal from '../../brands/cng/legal.es.json';
import cngLinks from '../../brands/cng/links.json';
import { installFakeBackend } from '../../tests/support/fakeBackend';
import { createFakeAuthService } from '../../tests/support/fakeAuthService';
import { storeResult } from '../../tests/support/storeResults';
import type { FooterContent } from '../app/footer/footerContent';
import { preloadPath } from '../app/preloadPath';
import { renderPageShell, shellPathOf, shellReady } from './pageShell';
import { givePageData, type PageData } from '../store/pageData';
import { activateLanguage } from '../i18n/catalogs';
import type { Language } from '../lib/rules/language';
import { languageSet } from '../store/runtimeSlice';

/** What the server gives the shell for the footer: the links its REST route answers, the brand's legal text. */
const footers: Partial<Record<BrandKey, FooterContent>> = {
  cng: { links: cngLinks.footerLinks, legal: cngLegal as FooterContent['legal'] },
  aca: { links: acaLinks.footerLinks, legal: acaLegal as FooterContent['legal'] },
};
/** cng's footer as the server gives it to a Spanish page: the links titled in Spanish, the legal text in Spanish. */
const cngSpanishFooter: FooterContent = {
  links: cngLinks.footerLinks.map(({ idTag, url, translations }) => ({ idTag, url, title: translations.es.title })),
  legal: cngSpanishLegal as FooterContent['legal'],
};
const shellOf = (brandKey: BrandKey, flags: typeof testFlags | null = testFlags, url = '/login') =>
  renderPageShell({ brandKey, config: testConfig, flags, footer: footers[brandKey]!, url, language: 'en' });

describe('The page shell', () => {
  let root: Root | undefined;
  // The server waits for it once before its first render (server/web/appShell.ts).
  beforeAll(() => shellReady);
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The shell's HTML put on the page, as the browser gets it. */
  function shellOnPage(
    brandKey: BrandKey,
    url = '/login',
    page: PageData | null = null,
    language: Language = 'en',
  ): HTMLElement {
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = renderPageShell({
      brandKey,
      config: testConfig,
      flags: testFlags,
      footer: language === 'es' && brandKey === 'cng' ? cngSpanishFooter : footers[brandKey]!,
      url,
      page,
      language,
    }).root;
    document.body.appendChild(container);
    return container;
  }

  /**
   * The app takes the markup over, as the boot does once the page's chunks are at hand; what React would report as a
   * mismatch is kept.
   */
  async function takeOver(
    container: HTMLElement,
    brandKey: BrandKey,
    url = '/login',
    auth = createFakeAuthService(),
    page: PageData | null = null,
    language: Language = 'en',
  ) {
    await preloadPath(url.split('?')[0]!);
    const { store, navigation, visited } = setupStore({ brandKey, auth });
    givePageData(store.dispatch, page); // as the boot does, from the boot data
    store.dispatch(languageSet(language));
    const mismatches: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        container,
        <TakenOver then={giveEarlyInputAgain}>
          <Provider store={store}>
            <MemoryRouter initialEntries={[url]}>
              <App navigation={navigation} />
            </MemoryRouter>
          </Provider>
        </TakenOver>,
        { onRecoverableError: (error) => mismatches.push(error) },
      );
      await Promise.resolve();
    });
    return { store, mismatches, visited };
  }

  it.each<[BrandKey, string]>([
    ['cng', 'Log in to Coin & Go'],
    ['aca', 'Log in to Acorn Cash'],
  ])("is %s's first render: the app takes it over with no mismatch", async (brandKey, heading) => {
    installFakeBackend();
    expect(shellOf(brandKey).head).toBe(`<link rel="preload" as="image" href="/brands/${brandKey}/logo.svg"/>`);
    const container = shellOnPage(brandKey);
    const shellHeading = screen.getByRole('heading', { name: heading });
    // 'Loading…' and the form, which CSS shows in its place after the spec's 750 ms (decision 0067).
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const shellEmail = screen.getByLabelText('Email');

    const { mismatches } = await takeOver(container, brandKey);
    expect(mismatches).toEqual([]);
    // Taken over, not replaced: the very same elements, the sign-in form included.
    expect(screen.getByRole('heading', { name: heading })).toBe(shellHeading);
    expect(screen.getByLabelText('Email')).toBe(shellEmail);
    // The footer is in the HTML whole, and is taken over, as it is, once its chunk and content have loaded here.
    const disclosures = screen.getByRole('heading', { name: 'Disclosures' });
    const aboutUs = screen.getByRole('link', { name: 'About us' });
    await act(async () => {
      await new Promise((settle) => setTimeout(settle, 50));
    });
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Disclosures' })).toBe(disclosures);
    expect(screen.getByRole('link', { name: 'About us' })).toBe(aboutUs);
    expect(Object.keys(aboutUs).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });

  it('is in Spanish for a Spanish visitor, and the app takes it over in Spanish with no mismatch', async () => {
    installFakeBackend();
    const container = shellOnPage('cng', '/login', null, 'es');
    const heading = screen.getByRole('heading', { name: 'Inicie sesión en Coin & Go' });
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'true');
    // The footer whole in Spanish: its own words, the brand's hours, links and legal text.
    const disclosures = screen.getByRole('heading', { name: 'Divulgaciones' });
    expect(screen.getByRole('heading', { name: 'Licencias estatales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quiénes somos' })).toBeInTheDocument();
    expect(screen.getByText(/^Servicio al cliente de Coin & Go Lending:/)).toHaveTextContent(/hora del Este$/);
    // As the boot does before the take-over: the page's language is activated (its words are at hand).
    await act(() => activateLanguage('es'));
    const { store, mismatches } = await takeOver(container, 'cng', '/login', createFakeAuthService(), null, 'es');
    expect(mismatches).toEqual([]);
    expect(store.getState().runtime.language).toBe('es');
    expect(screen.getByRole('heading', { name: 'Inicie sesión en Coin & Go' })).toBe(heading);
    expect(screen.getByRole('heading', { name: 'Divulgaciones' })).toBe(disclosures);
    await act(() => activateLanguage('en'));
  });

  it("renders the application's first step in Spanish, and the app takes it over in Spanish with no mismatch", async () => {
    installFakeBackend();
    const container = shellOnPage('cng', '/application/account', null, 'es');
    expect(container.querySelector('[data-page-loading]')).toBeNull();
    const heading = screen.getByRole('heading', { level: 1, name: 'Cree su usuario' });
    expect(screen.getByRole('navigation', { name: 'Avance de la solicitud' })).toHaveTextContent(
      /^1Información personal2Detalles del préstamo/,
    );
    expect(screen.getByLabelText('Confirme la contraseña')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    await act(() => activateLanguage('es'));
    const { mismatches } = await takeOver(container, 'cng', '/application/account', undefined, null, 'es');
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Cree su usuario' })).toBe(heading);
    expect(Object.keys(heading).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    await act(() => activateLanguage('en'));
  });

  it("is a sign-in form before the app runs: what was typed into it is the form's once the app takes it over", async () => {
    const container = shellOnPage('cng');
    // Typed (or filled in by the browser) into the server's HTML, with nothing listening yet.
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');
    email.value = 'nina.patel@example.com';
    password.value = 'Portal#2026';
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-disabled', 'true');

    const { store, mismatches } = await takeOver(container, 'cng');
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText('Email')).toBe(email);
    expect(email).toHaveValue('nina.patel@example.com');
    expect(password).toHaveValue('Portal#2026');
    // The form knows the values: valid, so Log In is enabled, and pressing it signs in with them.
    const logIn = screen.getByRole('button', { name: 'Log In' });
    expect(logIn).not.toHaveAttribute('aria-disabled');
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getState().auth.isAuthenticating));
    await act(async () => {
      logIn.click();
      await Promise.resolve();
    });
    expect(seen).toContain(true);
  });

  it('shows the error of a field left before the app ran once the app has taken the form over', async () => {
    const container = shellOnPage('cng');
    holdEarlyInput(); // as the entry does
    screen.getByLabelText('Email').focus();
    screen.getByLabelText('Password').focus(); // the email left empty
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();

    await takeOver(container, 'cng');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('renders without the flags (the back end could not read them) as the app would', () => {
    const shell = shellOf('cng', null);
    expect(shell.root).toContain('Forgot your email? Call us at');
  });

  it.each<[BrandKey, string, string]>([
    ['cng', '/application/account', 'Create your login'],
    ['aca', '/application/account', 'Create your login'],
    ['cng', '/enrollment', 'Enroll in online account access'],
    ['aca', '/authentication/forgot-password', 'Forgot password'],
    ['cng', '/authentication/forgot-email', 'Forgot email'],
    ['aca', '/admin/login', 'Agent log in'],
    ['cng', '/find-a-store', 'Find a store'],
    ['aca', '/error', "Hmmm... something's not working at the moment. Please try again later."],
  ])('renders %s %s whole, and the app takes it over in place with no mismatch', async (brandKey, url, heading) => {
    installFakeBackend();
    const container = shellOnPage(brandKey, url);
    expect(container.querySelector('[data-page-loading]')).toBeNull();
    const shellHeading = screen.getByRole('heading', { level: 1, name: heading });
    const { mismatches } = await takeOver(container, brandKey, url);
    expect(mismatches).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBe(shellHeading);
    expect(Object.keys(shellHeading).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });

  it('renders the stores the server found for a ZIP code in the address, and the app takes them over asking for none', async () => {
    const backend = installFakeBackend();
    const results = Array.from({ length: 12 }, (_, index) => storeResult(1000 + index, index));
    const page = { stores: { postalCode: '43004', brand: 'cng', results } };
    const container = shellOnPage('cng', '/find-a-store?zip=43004', page);
    expect(screen.getByText('Stores near 43004, nearest first.')).toBeInTheDocument();
    const firstCard = screen.getByText('Coin & Go Store 1000');
    expect(screen.getByLabelText<HTMLInputElement>('ZIP code').value).toBe('43004');

    const { mismatches } = await takeOver(container, 'cng', '/find-a-store?zip=43004', undefined, page);
    expect(mismatches).toEqual([]);
    expect(screen.getByText('Coin & Go Store 1000')).toBe(firstCard);
    await act(async () => {
      await new Promise((settle) => setTimeout(settle, 50));
    });
    expect(backend.calls.filter((call) => call.operation === 'POST /api/locations/search')).toEqual([]);
  });

  it('searches a ZIP code typed into the store locator before the app ran, once the app takes the page over', async () => {
    const backend = installFakeBackend({
      rest: { 'POST /api/locations/search': { results: [storeResult(1000, 0)] } },
    });
    const container = shellOnPage('cng', '/find-a-store');
    const zip = screen.getByLabelText<HTMLInputElement>('ZIP code');
    zip.value = '43004'; // typed with nothing listening yet
    const { mismatches } = await takeOver(container, 'cng', '/find-a-store');
    expect(mismatches).toEqual([]);
    expect(screen.getByLabelText('ZIP code')).toBe(zip);
    expect(
      await screen.findByText('Stores near 43004, nearest first.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.operation === 'POST /api/locations/search')).toHaveLength(1);
  });

  it("is the application's first step before the app runs: typed values and a Continue pressed early are sent, once", async () => {
    const backend = installFakeBackend();
    const container = shellOnPage('cng', '/application/account');
    expect(screen.getByRole('navigation', { name: 'Application progress' })).toHaveTextContent('1 of 5');
    holdEarlyInput(); // as the entry does
    const values: [string, string][] = [
      ['First name', 'Ana'],
      ['Last name', 'Rivera'],
      ['Email', 'ana.rivera@example.com'],
      ['Password', 'Apply#2026'],
      ['Confirm password', 'Apply#2026'],
    ];
    for (const [label, value] of values)
      screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' }).value = value;
    // Pressed twice before anything listens: held, and given again once.
    screen.getByRole('button', { name: 'Continue' }).click();
    screen.getByRole('button', { name: 'Continue' }).click();
    expect(backend.calls).toEqual([]);

    const auth = createFakeAuthService();
    const { mismatches, visited } = await takeOver(container, 'cng', '/application/account', auth);
    expect(mismatches).toEqual([]);
    await act(async () => {
      await new Promise((settle) => setTimeout(settle, 50));
    });
    // The login made once, with what was typed, and the new customer signed in and on to the next step.
    expect(auth.calls.filter((call) => call.startsWith('signUp:'))).toEqual(['signUp:ana.rivera@example.com']);
    expect(auth.calls).toContain('signIn:ana.rivera@example.com');
    expect(visited).toContain('/application/personal');
  });
});

describe('a page the app must act on at once', () => {
  beforeAll(() => shellReady);

  it.each<[string, Partial<typeof testFlags>, string]>([
    ['in maintenance mode', { maintenenceMode: true }, '/login'],
    ['with the login offered on p360', { redirectToP360: true }, '/login'],
    ['with its page turned off', { forgotEmail: false }, '/authentication/forgot-email'],
    ['whose wait of 15 seconds is the app’s', {}, '/error/unavailable'],
  ])('is marked so the entry starts the app after the first paint (%s)', (_case, flags, url) => {
    const shell = renderPageShell({
      brandKey: 'cng',
      config: { ...testConfig, brandOrigins: { ...testConfig.brandOrigins, p360: 'http://p360.localhost:8080' } },
      flags: { ...testFlags, ...flags },
      footer: footers.cng!,
      url,
      language: 'en',
    });
    expect(shell.root).toContain('data-needs-app');
  });

  it('is not any page a visitor can use as it is', () => {
    for (const url of ['/login', '/application/account', '/enrollment', '/find-a-store'])
      expect(shellOf('cng', testFlags, url).root).not.toContain('data-needs-app');
  });
});

describe('the addresses the page shell renders', () => {
  it("renders the application's entry as its first step, each other page as itself, and no page it does not know", () => {
    expect(shellPathOf('/application')).toBe('/application/account');
    expect(shellPathOf('/application/account')).toBe('/application/account');
    expect(shellPathOf('/login')).toBe('/login');
    expect(shellPathOf('/find-a-store')).toBe('/find-a-store');
    expect(shellPathOf('/account')).toBeNull();
    expect(shellPathOf('/application/personal')).toBeNull();
    expect(shellPathOf('constructor')).toBeNull();
    expect(shellPathOf('/__proto__')).toBeNull();
  });
});
