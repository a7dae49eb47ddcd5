// A change of page in the whole app with a real store (issue 52): the window goes to the top, the new page's title
// takes the focus, the document's title becomes it and the live region says it; the first page of a visit only gets
// its document title; a page that puts the focus somewhere itself keeps it there.
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../tests/support/fakeAuthService';
import { installFakeBackend, personalPageAnswers } from '../../tests/support/fakeBackend';
import { renderApp } from '../../tests/support/renderApp';
import { documentTitle, PageChange } from './PageChange';

const chunkLoad = { timeout: 5000 };
const email = 'maria.lopez@example.com';

function signedIn(path: string) {
  installFakeBackend({ graphql: personalPageAnswers() });
  const auth = createFakeAuthService({ [email]: { password: 'x', profile: profileFor(email) } }, { signedInAs: email });
  return renderApp(path, { auth });
}

const liveRegion = () => document.querySelector<HTMLElement>('[aria-live="polite"][aria-atomic="true"]')!;

describe('a change of page', () => {
  it('moves the focus to the new page’s title, scrolls to the top, and says the page’s name', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    signedIn('/account/personal');
    const contact = await screen.findByRole('heading', { name: 'Your contact details' }, chunkLoad);
    // The first page: its document title, and nothing moved or said.
    await waitFor(() => expect(document.title).toMatch(/^Your contact details \| /));
    const brandName = document.title.replace('Your contact details | ', '');
    expect(contact).not.toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(liveRegion()).toHaveTextContent('');

    await user.click(screen.getByRole('link', { name: 'Pay by phone' }));
    const title = await screen.findByRole('heading', { name: 'Pay by phone' }, chunkLoad);
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe(documentTitle('Pay by phone', brandName));
    expect(liveRegion()).toHaveTextContent(`Pay by phone | ${brandName}`);
    // The title takes the focus without entering the Tab order.
    expect(title).toHaveAttribute('tabindex', '-1');

    // Back by keyboard alone: Shift+Tab from the title reaches the account's links, Enter follows one.
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Contact details' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your contact details' })).toHaveFocus());
    expect(liveRegion()).toHaveTextContent(`Your contact details | ${brandName}`);
    scrollTo.mockRestore();
  });

  it('leaves the focus where the new page put it, and waits for a page still loading', async () => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    function Focused() {
      const field = useRef<HTMLInputElement>(null);
      useEffect(() => field.current?.focus(), []);
      return (
        <>
          <h1>Search</h1>
          <label>
            ZIP code <input ref={field} />
          </label>
        </>
      );
    }
    function Frame() {
      const main = useRef<HTMLElement>(null);
      return (
        <>
          <nav>
            <Link to="/search">Search</Link> <Link to="/later">Later</Link>
          </nav>
          <main ref={main}>
            <Routes>
              <Route path="/" element={<h1>Home</h1>} />
              <Route path="/search" element={<Focused />} />
              <Route path="/later" element={<Later />} />
            </Routes>
          </main>
          <PageChange main={main} brandName="Coin & Go" />
        </>
      );
    }
    let show: (ready: boolean) => void = () => undefined;
    function Later() {
      const [ready, setReady] = useState(false);
      show = setReady;
      return ready ? <h1>Later page</h1> : <p data-page-loading>Loading…</p>;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Frame />
      </MemoryRouter>,
    );
    await waitFor(() => expect(document.title).toBe('Home | Coin & Go'));
    await user.click(screen.getByRole('link', { name: 'Search' }));
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
    expect(document.title).toBe('Search | Coin & Go');

    // A page still loading: its title is waited for, then focused.
    await user.click(screen.getByRole('link', { name: 'Later' }));
    expect(document.title).toBe('Search | Coin & Go');
    act(() => show(true));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Later page' })).toHaveFocus());
    expect(document.title).toBe('Later page | Coin & Go');
  });
});
