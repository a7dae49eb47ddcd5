// The header's Menu button on a phone (issue 72): a disclosure of the header's controls, opened and closed by click,
// Enter or Space; Escape and a tap outside close it, the focus back on the button; the help menu keeps its own
// Escape; a change of page closes it. (Which widths show it is the stylesheet's: the browser tests measure it.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../tests/support/renderApp';

const menuButton = () => screen.getByRole('button', { name: 'Menu' });
const panel = () => document.getElementById(menuButton().getAttribute('aria-controls')!)!;

describe("the header's Menu button", () => {
  it('discloses the Help menu and Log In; Enter, Space and Escape work it, and the focus comes back to it', async () => {
    const user = userEvent.setup();
    renderApp('/login', { brandKey: 'csh' });
    const navigation = screen.getByRole('navigation', { name: 'Help and account' });
    expect(within(navigation).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(await within(panel()).findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    // The phone number stays outside the menu, a number to tap.
    expect(within(navigation).queryByRole('link', { name: /800-555-0104/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Call us 800-555-0104' })).toHaveAttribute('href', 'tel:800-555-0104');

    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveAttribute('data-open', 'true');
    await user.keyboard(' ');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(panel()).getByRole('button', { name: 'Help' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it("leaves the help menu's Escape to the help menu, and closes on a tap outside", async () => {
    const user = userEvent.setup();
    renderApp('/login', { brandKey: 'cng' });
    await user.click(menuButton());
    await user.click(within(panel()).getByRole('button', { name: 'Help' }));
    const help = await screen.findByRole('menu', { name: 'Help' });
    await waitFor(() => expect(within(help).getByRole('menuitem', { name: 'Find a store' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { name: 'Help' })).toBeNull());
    // The help menu closed, its button has the focus again, and the Menu's panel is still open around it.
    expect(within(panel()).getByRole('button', { name: 'Help' })).toHaveFocus();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the page changes', async () => {
    const user = userEvent.setup();
    renderApp('/login', { brandKey: 'cng' });
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { name: 'Forgot password' });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
