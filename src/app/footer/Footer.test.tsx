// The footer of every page: the brand's served links, its legal text from its data file, and the flags that change it.
import { screen, within } from '@testing-library/react';
import { installFakeBackend, HttpFailure } from '../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../tests/support/renderApp';
import { userEvent } from '@testing-library/user-event';

const footer = async () => {
  const element = screen.getByRole('contentinfo');
  await within(element).findByRole('heading', { name: 'Disclosures' });
  return within(element);
};

describe('the footer', () => {
  it("shows the brand's links from the back end, customer service and the example installment loan", async () => {
    renderApp('/login', { brandKey: 'cng' });
    const inFooter = await footer();
    const links = within(inFooter.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'About us',
      'Rates and terms',
      'Privacy policy',
      'Terms of use',
      'Accessibility',
      'Contact us',
      'Store locations',
    ]);
    expect(inFooter.getAllByRole('link', { name: '800-555-0101' })[0]).toHaveAttribute('href', 'tel:+18005550101');
    // The portal's version, where support staff would look (issue 48).
    expect(inFooter.getByText(/© Coin & Go Lending\./)).toHaveTextContent(
      '© Coin & Go Lending. Every name, number and address on this site is fictional. Version 9.9.9.',
    );

    const example = inFooter.getByRole('table', { name: 'Representative example of an online installment loan' });
    const rows = within(example)
      .getAllByRole('row')
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Amount financed', '$1,400.00'],
      ['APR', '192.77%'],
      ['Term', '18 months'],
      [
        'Payments',
        '36 payments, one every 15 days, the first 15 days after the loan is made: 35 of $118.53 and a last payment of $117.89',
      ],
      ['Total of payments', '$4,266.44'],
    ]);
    expect(
      inFooter.getByText('APRs range from 145% to 225%, depending on your state and your credit.'),
    ).toBeInTheDocument();
    for (const heading of [
      'Notice to payday loan customers',
      'State licensing',
      'Text message fees',
      'Consent to calls and texts',
      'Notice to California residents',
    ]) {
      expect(inFooter.getByRole('heading', { name: heading, level: 3 })).toBeInTheDocument();
    }
    expect(
      within(inFooter.getByRole('table', { name: 'Licenses by state' })).getByRole('rowheader', { name: 'Hawaii' }),
    ).toBeInTheDocument();
    expect(inFooter.queryByTestId('xact-block')).not.toBeInTheDocument();
  });

  it('shows the Xact block on ccb with enableXact, and not without it', async () => {
    const { unmount } = renderApp('/login', { brandKey: 'ccb', flags: { enableXact: true } });
    let inFooter = await footer();
    const xact = within(inFooter.getByTestId('xact-block'));
    expect(xact.getByRole('heading', { name: 'Xact loan examples' })).toBeInTheDocument();
    expect(xact.getByText('Xact APRs range from 125% to 225%.')).toBeInTheDocument();
    const table = within(xact.getByRole('table', { name: 'Xact example terms' }));
    expect(table.getByRole('columnheader', { name: '24-month term' })).toBeInTheDocument();
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
    expect(rows).toEqual([
      ['Amount financed', '$2,000.00'],
      ['APR', '144.61%'],
      [
        'Payments',
        '52 payments, one every 14 days, the first 14 days after the loan is made: 51 of $118.33 and a last payment of $118.24',
      ],
      ['Total of payments', '$6,153.07'],
      ['Who can choose it', 'Returning or refinancing customers only'],
    ]);
    expect(xact.getByText('California residents: the most you can borrow with Xact is $2,400.00.')).toBeInTheDocument();
    // A bank's installment loan: no payday notice, no payday example.
    expect(inFooter.queryByRole('heading', { name: 'Notice to payday loan customers' })).not.toBeInTheDocument();
    unmount();

    renderApp('/login', { brandKey: 'ccb', flags: { enableXact: false } });
    inFooter = await footer();
    expect(inFooter.queryByTestId('xact-block')).not.toBeInTheDocument();
  });

  it('hides the Hawaii notice with hideHawaiiFooter, and the Kentucky and Iowa notices with hideKentuckyIowaFooter', async () => {
    const notices = (inFooter: Awaited<ReturnType<typeof footer>>) =>
      within(inFooter.getByRole('list', { name: 'Notices for residents of these states' }))
        .getAllByRole('listitem')
        .map((item) => item.dataset.state);

    const first = renderApp('/login', { brandKey: 'cng' });
    expect(notices(await footer())).toEqual(['HI', 'IA', 'KY']);
    first.unmount();

    const second = renderApp('/login', { brandKey: 'cng', flags: { hideHawaiiFooter: true } });
    expect(notices(await footer())).toEqual(['IA', 'KY']);
    second.unmount();

    renderApp('/login', { brandKey: 'cng', flags: { hideKentuckyIowaFooter: true } });
    const inFooter = await footer();
    expect(notices(inFooter)).toEqual(['HI']);
    // The licenses themselves stay listed.
    expect(
      within(inFooter.getByRole('table', { name: 'Licenses by state' })).getByRole('rowheader', { name: 'Kentucky' }),
    ).toBeInTheDocument();
  });

  it('switches the California notice to its new version with showNewCaNotice', async () => {
    const first = renderApp('/login', { brandKey: 'aca' });
    expect((await footer()).getByRole('heading', { name: 'Notice to California residents' })).toBeInTheDocument();
    first.unmount();

    renderApp('/login', { brandKey: 'aca', flags: { showNewCaNotice: true } });
    const inFooter = await footer();
    expect(inFooter.getByRole('heading', { name: 'California privacy notice at collection' })).toBeInTheDocument();
    expect(inFooter.queryByRole('heading', { name: 'Notice to California residents' })).not.toBeInTheDocument();
    expect(inFooter.getByText(/we honour the Global Privacy Control signal/)).toBeInTheDocument();
  });

  it("follows the page's brand (the brand override picks it): p360's footer has its own text and no loan examples", async () => {
    renderApp('/login', { brandKey: 'p360' });
    const inFooter = await footer();
    expect(
      inFooter.getByText(/The Path 360 credit-building account is offered by Path 360 Financial, LLC/),
    ).toBeInTheDocument();
    expect(inFooter.queryByRole('table', { name: /Representative example/ })).not.toBeInTheDocument();
    expect(inFooter.getAllByRole('link', { name: '800-555-0105' })[0]).toBeInTheDocument();
  });

  it("keeps the brand's policy and terms links when the footer links cannot be had", async () => {
    installFakeBackend({ rest: { 'GET /api/footer-links/csh': new HttpFailure(503, 'Service unavailable') } });
    renderApp('/login', { brandKey: 'csh' });
    const inFooter = await footer();
    const links = within(inFooter.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy policy', 'https://www.csh.example/privacy-policy'],
      ['Terms of use', 'https://www.csh.example/terms-of-use'],
    ]);
  });

  describe('in Spanish', () => {
    const spanishFooter = async () => {
      const element = screen.getByRole('contentinfo');
      // The brand's legal text in Spanish (its own chunk), under the footer's own Spanish words.
      await within(element).findByRole('heading', { name: 'Licencias estatales' }, { timeout: 5000 });
      expect(within(element).getByRole('heading', { name: 'Divulgaciones' })).toBeInTheDocument();
      return within(element);
    };

    it("shows the brand's links titled in Spanish, its hours and its legal text in Spanish, figures as in English", async () => {
      await renderAppIn('es', '/login', { brandKey: 'cng' });
      const inFooter = await spanishFooter();
      const links = within(inFooter.getByRole('navigation', { name: 'Pie de página' })).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Quiénes somos',
        'Tasas y condiciones',
        'Política de privacidad',
        'Términos de uso',
        'Accesibilidad',
        'Contáctenos',
        'Ubicaciones de tiendas',
      ]);
      expect(inFooter.getByText(/^Servicio al cliente de Coin & Go Lending:/)).toHaveTextContent(
        'Servicio al cliente de Coin & Go Lending: 800-555-0101, de lunes a viernes, de 8 a. m. a 5 p. m., hora del Este',
      );
      const example = inFooter.getByRole('table', { name: 'Ejemplo representativo de un préstamo a plazos en línea' });
      const rows = within(example)
        .getAllByRole('row')
        .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
      expect(rows).toEqual([
        ['Monto financiado', '$1,400.00'],
        ['Tasa de porcentaje anual (APR)', '192.77%'],
        ['Plazo', '18 meses'],
        [
          'Pagos',
          '36 pagos, uno cada 15 días, el primero 15 días después de que se otorga el préstamo: 35 de $118.53 y un último pago de $117.89',
        ],
        ['Total de pagos', '$4,266.44'],
      ]);
      for (const heading of [
        'Aviso para clientes de préstamos de día de pago',
        'Licencias estatales',
        'Cargos por mensajes de texto',
        'Consentimiento para llamadas y textos',
        'Aviso para residentes de California',
      ]) {
        expect(inFooter.getByRole('heading', { name: heading, level: 3 })).toBeInTheDocument();
      }
      const licenses = within(inFooter.getByRole('table', { name: 'Licencias por estado' }));
      expect(licenses.getByRole('rowheader', { name: 'Hawái' })).toBeInTheDocument();
      expect(
        within(inFooter.getByRole('list', { name: 'Avisos para residentes de estos estados' })).getAllByRole(
          'listitem',
        )[0],
      ).toHaveTextContent(/^Residentes de Hawái: /);
    });

    it("shows ccb's Xact block in Spanish", async () => {
      await renderAppIn('es', '/login', { brandKey: 'ccb', flags: { enableXact: true } });
      const xact = within((await spanishFooter()).getByTestId('xact-block'));
      expect(xact.getByRole('heading', { name: 'Ejemplos de préstamos Xact' })).toBeInTheDocument();
      const table = within(xact.getByRole('table', { name: 'Plazos de ejemplo de Xact' }));
      expect(table.getByRole('columnheader', { name: 'Plazo de 24 meses' })).toBeInTheDocument();
      expect(table.getByRole('rowheader', { name: 'Quién puede elegirlo' }).nextElementSibling).toHaveTextContent(
        'Solo clientes que regresan o que refinancian',
      );
      expect(
        xact.getByText('Residentes de California: lo máximo que puede pedir prestado con Xact es $2,400.00.'),
      ).toBeInTheDocument();
    });

    it('switches with the language control, the disclosures in place until the new ones are at hand', async () => {
      renderApp('/login', { brandKey: 'aca' });
      const inFooter = await footer();
      // Every state the footer passes through: the footer's own heading and the legal text's first heading, never
      // the words of one language around the legal text of the other, and never without its legal text.
      const element = screen.getByRole('contentinfo');
      const seen = new Set<string>();
      const look = () => {
        const headings = [...element.querySelectorAll('h2, h3')].map((heading) => heading.textContent);
        const words = headings.includes('Divulgaciones') ? 'es' : headings.includes('Disclosures') ? 'en' : '-';
        const legal = headings.includes('Licencias estatales')
          ? 'es'
          : headings.includes('State licensing')
            ? 'en'
            : '-';
        seen.add(`${words}/${legal}`);
      };
      look();
      const observer = new MutationObserver(look);
      observer.observe(element, { childList: true, subtree: true, characterData: true });
      await userEvent.click(inFooter.getByRole('link', { name: 'Español' }));
      const spanish = await spanishFooter();
      look();
      observer.disconnect();
      expect([...seen].sort()).toEqual(['en/en', 'es/es']);
      expect(spanish.getByRole('heading', { name: 'Licencias estatales', level: 3 })).toBeInTheDocument();
      expect(spanish.getByRole('link', { name: 'Quiénes somos' })).toBeInTheDocument();
      await userEvent.click(spanish.getByRole('link', { name: 'English' }));
      expect(await inFooter.findByRole('heading', { name: 'State licensing', level: 3 })).toBeInTheDocument();
      expect(inFooter.getByRole('link', { name: 'About us' })).toBeInTheDocument();
    });
  });
});
