// The header's help menu: a menu button a keyboard and a screen reader can use, with the brand's help links,
// phone and hours, and the learning center's active links for a signed-in customer.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeAuthService, profileFor } from '../../../tests/support/fakeAuthService';
import { installFakeBackend } from '../../../tests/support/fakeBackend';
import { renderApp } from '../../../tests/support/renderApp';
import { openSignedIn } from '../../../tests/support/openSignedIn';

const helpButton = () => screen.getByRole('button', { name: 'Help' });

describe('the help menu', () => {
  it("opens on click with Find a store, How it works, Get answers and the brand's phone and hours", async () => {
    const user = userEvent.setup();
    renderApp('/login', { brandKey: 'aca' });
    expect(helpButton()).toHaveAttribute('aria-haspopup', 'menu');
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');

    await user.click(helpButton());
    const menu = await screen.findByRole('menu', { name: 'Help' });
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Find a store',
      'How it works',
      'Get answers',
      'Call 800-555-0102Monday to Friday, 8am to 5pm EST',
    ]);
    // Read as a sentence: the hours are on their own line on screen, a comma apart for a screen reader.
    expect(items[3]).toHaveAccessibleName('Call 800-555-0102, Monday to Friday, 8am to 5pm EST');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/find-a-store',
      'https://www.aca.example/how-it-works',
      'https://www.aca.example/faq',
      'tel:+18005550102',
    ]);
    // A visitor sees no learning center (it is for signed-in customers).
    expect(within(menu).queryByText('Learning center')).not.toBeInTheDocument();
  });

  it('opens from the keyboard on the first item (ArrowDown) or the last (ArrowUp); Escape closes it and gives the focus back', async () => {
    const user = userEvent.setup();
    renderApp('/login', { brandKey: 'cng' });
    helpButton().focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Help' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Find a store' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'How it works' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(helpButton()).toHaveAttribute('aria-expanded', 'false'));
    expect(helpButton()).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('menu', { name: 'Help' })).getByRole('menuitem', { name: /^Call 800-555-0101/ }),
      ).toHaveFocus(),
    );
  });

  it('takes the visitor to the store locator from Find a store', async () => {
    const user = userEvent.setup();
    renderApp('/login', { brandKey: 'cng' });
    await user.click(helpButton());
    await user.click(await screen.findByRole('menuitem', { name: 'Find a store' }));
    expect(await screen.findByRole('heading', { name: 'Find a store', level: 1 })).toBeInTheDocument();
  });

  it('lists the active learning-center links for a signed-in customer', async () => {
    installFakeBackend({
      graphql: {
        LearningCenterLinks: {
          getLearningCenterLinks: [
            { title: 'Understanding APR and finance charges', link: 'https://www.cng.example/learn/apr', active: true },
            { title: 'Holiday spending guide 2024', link: 'https://www.cng.example/learn/holiday-2024', active: false },
          ],
        },
      },
    });
    const email = 'maria.lopez@example.com';
    const user = userEvent.setup();
    renderApp('/account', {
      auth: createFakeAuthService({ [email]: { password: 'x', profile: profileFor(email) } }, { signedInAs: email }),
    });
    await screen.findByRole('button', { name: 'Log Out' });
    await user.click(helpButton());
    const menu = await screen.findByRole('menu', { name: 'Help' });
    expect(
      await within(menu).findByRole('menuitem', { name: 'Understanding APR and finance charges' }),
    ).toHaveAttribute('href', 'https://www.cng.example/learn/apr');
    expect(within(menu).getByText('Learning center')).toBeInTheDocument();
    expect(within(menu).queryByText('Holiday spending guide 2024')).not.toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page: its links, the phone and hours; the English articles marked as English', async () => {
    const user = userEvent.setup();
    await openSignedIn('es', '/account', {
      graphql: {
        LearningCenterLinks: {
          getLearningCenterLinks: [
            { title: 'Understanding APR and finance charges', link: 'https://www.cng.example/learn/apr', active: true },
          ],
        },
      },
    });
    await screen.findByRole('button', { name: 'Cerrar sesión' });
    await user.click(screen.getByRole('button', { name: 'Ayuda' }));
    const menu = await screen.findByRole('menu', { name: 'Ayuda' });
    const article = await within(menu).findByRole('menuitem', { name: 'Understanding APR and finance charges' });
    expect(article).toHaveAttribute('lang', 'en');
    expect(within(menu).getByText('Centro de aprendizaje')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.slice(0, 4).map((item) => item.textContent)).toEqual([
      'Buscar una tienda',
      'Cómo funciona',
      'Respuestas a sus preguntas',
      'Llame al 800-555-0101de lunes a viernes, de 8\u00a0a.\u00a0m. a 5\u00a0p.\u00a0m., hora del Este',
    ]);
    expect(items[3]).toHaveAccessibleName(
      'Llame al 800-555-0101, de lunes a viernes, de 8\u00a0a.\u00a0m. a 5\u00a0p.\u00a0m., hora del Este',
    );
  });
});
