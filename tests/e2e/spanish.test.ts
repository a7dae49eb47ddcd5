// The portal in Spanish in Chromium (issue 71, decision 0085), on the pages whose words are in catalogs so far: the
// server's first answer is Spanish for a browser that prefers it, with <html lang="es">,
// and the app takes it over in Spanish; the language control switches the page in place, keeping what was typed, and
// the choice outlives a reload; the link works before the app runs too. axe and the phone's widths on the Spanish
// page.
import { latestMail, newConfirmedLogin } from '../support/serverClient';
import { accessibilityViolations, apiUrl, appRunning, brandUrl, browserSession, persona } from './browser';

const session = browserSession();

/** A persona logged in on a Spanish browser's page (390 px wide), in a context of its own. */
async function loggedInInSpanish(brand: string, personaId: string) {
  const context = await session.context
    .browser()!
    .newContext({ locale: 'es-US', viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  const who = persona(personaId);
  await page.goto(brandUrl(brand, '/login'));
  await page.getByLabel('Correo electrónico').fill(who.email);
  await page.getByLabel('Contraseña').fill(who.password ?? '');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  return { context, page };
}

describe('the portal in Spanish', () => {
  it('answers a Spanish browser in Spanish from the first byte, and the app takes the login over in Spanish (cng)', async () => {
    const context = await session.context
      .browser()!
      .newContext({ locale: 'es-MX', viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    try {
      const response = await page.goto(brandUrl('cng', '/login'));
      const html = await response!.text();
      expect(html).toContain('<html lang="es"');
      // One lang only: the built index.html writes its own without quotes.
      expect(html.match(/<html[^>]*>/)?.[0].match(/\slang=/g)).toHaveLength(1);
      expect(html).toContain('Inicie sesión en Coin &amp; Go');
      // The footer whole in Spanish: the brand's links, hours and legal text.
      expect(html).toContain('Licencias estatales');
      expect(html).toContain('Quiénes somos');
      expect(html).toContain('de lunes a viernes, de 8\u00a0a.\u00a0m. a 5\u00a0p.\u00a0m., hora del Este');
      expect(response!.headers().vary).toBe('Accept-Language, Cookie');
      await page.getByRole('heading', { name: 'Inicie sesión en Coin & Go' }).waitFor();
      const email = page.getByLabel('Correo electrónico');
      await email.fill('maria.lopez@example.com');
      await appRunning(page);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      // A rule's message in Spanish: the password left empty.
      await page.getByLabel('Contraseña').focus();
      await page.getByLabel('Contraseña').blur();
      await page.getByText('La contraseña es obligatoria').waitFor();
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Español' }).getAttribute('aria-current')).toBe('true');
      await footer.getByRole('heading', { name: 'Licencias estatales' }).waitFor();
      expect(await footer.getByRole('link', { name: 'English' }).getAttribute('lang')).toBe('en');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('switches in place with the language control, keeps what was typed, and keeps the choice (aca)', async () => {
    const { page } = session;
    await page.goto(brandUrl('aca', '/login'));
    await page.getByRole('heading', { name: 'Log in to Acorn Cash' }).waitFor();
    const email = page.getByLabel('Email');
    await email.fill('nina.patel@example.com');
    await appRunning(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
    await page.getByRole('heading', { name: 'Inicie sesión en Acorn Cash' }).waitFor();
    // The same field, with what was typed, and the page did not load again.
    expect(await page.getByLabel('Correo electrónico').inputValue()).toBe('nina.patel@example.com');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).count()).toBe(1);
    // The footer's disclosures follow, fetched in Spanish (a file of their own).
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('heading', { name: 'Aviso para residentes de California' }).waitFor();
    await footer.getByRole('link', { name: 'Quiénes somos' }).waitFor();
    expect(await accessibilityViolations(page)).toEqual([]);

    // The choice is kept: the next page load is Spanish though the browser prefers English.
    await page.reload();
    await page.getByRole('heading', { name: 'Inicie sesión en Acorn Cash' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Log in to Acorn Cash' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Log in to Acorn Cash' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('is a link before the app runs: the page in that language, the choice kept (csh)', async () => {
    const context = await session.context.browser()!.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(brandUrl('csh', '/login'));
      await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click();
      await page.getByRole('heading', { name: /^Inicie sesión en / }).waitFor();
      expect(new URL(page.url()).searchParams.get('language')).toBe('es');
      await page.goto(brandUrl('csh', '/login'));
      await page.getByRole('heading', { name: /^Inicie sesión en / }).waitFor();
    } finally {
      await context.close();
    }
  });

  it.each([
    ['p360', '/authentication/forgot-password', 'Olvidé mi contraseña'],
    ['ccb', '/enrollment', 'Inscríbase para tener acceso a su cuenta en línea'],
    ['cng', '/application/account', 'Cree su usuario'],
    ['aca', '/find-a-store', 'Buscar una tienda'],
  ])('serves %s %s in Spanish, whole at 320, 390 and 1280 px, and axe finds nothing', async (brand, path, title) => {
    const context = await session.context
      .browser()!
      .newContext({ locale: 'es-US', viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(brandUrl(brand, path));
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).waitFor();
      // The first input starts the app, which takes the page over in Spanish.
      await page.keyboard.press('Tab');
      await appRunning(page);
      await page.getByRole('heading', { name: title }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('mails the password reset in Spanish from a Spanish page, and the new password is set in Spanish (cng)', async () => {
    // A login of its own (made through the identity service's API, as the server tests make theirs), so no persona's
    // password changes.
    process.env.TEST_SERVER_URL ??= apiUrl('');
    const email = await newConfirmedLogin('Reset#2026', 'reset.browser.es');
    const context = await session.context
      .browser()!
      .newContext({ locale: 'es-US', viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    try {
      const asked = Date.now();
      await page.goto(brandUrl('cng', '/authentication/forgot-password'));
      await page.getByRole('heading', { name: 'Olvidé mi contraseña' }).waitFor();
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByRole('button', { name: 'Enviar contraseña' }).click();
      await page
        .getByText(
          'Revise su correo electrónico y haga clic en el enlace que le enviamos para restablecer su contraseña.',
        )
        .waitFor();
      const mail = await latestMail(email, /^Restablezca su contraseña$/, asked - 1000);
      expect(mail.text).toMatch(/^Recibimos una solicitud para restablecer su contraseña\./);
      const link = /http:\/\/cng\.localhost:\d+\/authentication\/change-password\/\d{6}\/\S+/.exec(mail.text)?.[0];
      await page.goto(link!);
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva#2027');
      await page.getByLabel('Confirme la nueva contraseña').fill('Nueva#2027');
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
      await page.getByText('Su contraseña se cambió. Inicie sesión con su nueva contraseña.').waitFor();
      expect((await latestMail(email, /^Se cambió su contraseña$/, asked - 1000)).text.trim()).toBe(
        'Se acaba de cambiar la contraseña de su cuenta. Si no fue usted, llámenos de inmediato.',
      );
    } finally {
      await context.close();
    }
  });

  it('lets a customer read the account and pay in Spanish, the card frame too (aca), at 320, 390 and 1280 px, and axe finds nothing', async () => {
    const { context, page } = await loggedInInSpanish('aca', 'account-payer-es');
    try {
      await page.waitForURL((url) => url.pathname === '/account/open-loan-past-due');
      await page.getByRole('heading', { level: 1, name: 'Hola de nuevo, Lucia Reyes' }).waitFor();
      await page.getByRole('heading', { level: 2, name: 'Su préstamo está vencido' }).waitFor();
      const loan = page.getByRole('region', { name: 'Installment loan ILP-4100179' });
      const figure = (name: string) =>
        loan.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]').textContent();
      const pastDue = (await figure('Vencido'))!;
      expect(pastDue).toMatch(/^\$\d+\.\d{2}$/);
      expect(await figure('Monto prestado')).toBe('$1,000.00');
      expect(await figure('Otorgado el')).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
      await page
        .getByRole('alert')
        .getByText(`${pastDue} del préstamo ILP-4100179 está vencido.`, { exact: false })
        .waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Hacer un pago' }).click();
      await page.waitForURL((url) => url.pathname === '/account/payment');
      await page.getByRole('radio', { name: `Vencido: ${pastDue}` }).check();
      // The card processor's frame speaks Spanish too: its labels, and its message at a field left empty.
      await page.getByRole('radio', { name: 'Una tarjeta de débito' }).check();
      const frame = page.frameLocator('iframe[title="Datos de la tarjeta"]');
      await frame.getByLabel('Número de la tarjeta').waitFor();
      await page.getByRole('button', { name: 'Hacer el pago' }).click();
      await frame.getByText('Escriba el número de la tarjeta', { exact: true }).waitFor();
      expect(await frame.locator('html').getAttribute('lang')).toBe('es');
      await page.getByRole('radio', { name: 'Mi cuenta bancaria: Buckeye Community Bank que termina en 3456' }).check();
      await page.getByText(`Está pagando ${pastDue} al préstamo ILP-4100179 desde Buckeye`).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Hacer el pago' }).click();
      await page
        .getByText(
          `Gracias. Su pago de ${pastDue} desde la cuenta bancaria que termina en 3456 se aplicó al préstamo ILP-4100179.`,
        )
        .waitFor({ timeout: 15_000 });
      await page.getByText(/^Referencia PMT-[A-Z0-9]{10}\. Guárdela/).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('submits an application, reads the decision and agrees to the loan documents in Spanish, their English copy beside them (cng), and axe finds nothing', async () => {
    const { context, page } = await loggedInInSpanish('cng', 'outcome-approved-es');
    try {
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(brandUrl('cng', '/application'));
      await page.waitForURL((url) => url.pathname === '/application/submit');
      await page.getByRole('heading', { name: 'Revise y envíe su solicitud' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Enviar solicitud' }).click();
      const dialog = page.getByRole('dialog', { name: 'Autorización para consultar su informe de crédito' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Continuar' }).click();

      // Approved live: the loan documents, their titles from the server in Spanish.
      await page.waitForURL((url) => url.pathname === '/application/approved/agreements', { timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: 'Los documentos de su préstamo' }).waitFor();
      await page.getByRole('button', { name: 'Leer Contrato de préstamo' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
      await page.getByRole('alert').getByText('Elija cómo pagará su préstamo.').waitFor();
      await page
        .getByRole('radio', { name: /^Pagos automáticos desde mi cuenta de cheques que termina en \d{4}/ })
        .check();
      await page.getByRole('radio', { name: /^Por depósito directo en mi cuenta de cheques/ }).check();
      for (const title of ['Contrato de préstamo', 'Autorización de pagos automáticos']) {
        await page.getByRole('button', { name: `Leer ${title}` }).click();
        const viewer = page.getByRole('dialog', { name: title });
        await viewer
          .getByRole('toolbar', { name: `${title}: páginas y zoom` })
          .getByText(/^Página 1 de \d+$/)
          .waitFor({ timeout: 20_000 });
        await viewer.locator('canvas').first().waitFor();
        expect(await accessibilityViolations(page)).toEqual([]);
        if (title === 'Contrato de préstamo') {
          // The document itself is Spanish, and its English copy is beside it, for reference (Regulation Z 1026.27).
          await viewer.getByText('Divulgación de veracidad en los préstamos', { exact: true }).first().waitFor();
          await viewer.getByRole('button', { name: 'Ver la copia en inglés' }).click();
          await viewer
            .getByRole('status')
            .getByText(/^La copia en inglés, para su referencia\./)
            .waitFor();
          await viewer.getByText('Truth in Lending disclosure', { exact: true }).first().waitFor({ timeout: 20_000 });
          expect(await accessibilityViolations(page)).toEqual([]);
          await viewer.getByRole('button', { name: 'Volver a la copia en español' }).click();
          await viewer
            .getByText('Divulgación de veracidad en los préstamos', { exact: true })
            .first()
            .waitFor({ timeout: 20_000 });
        }
        await viewer.getByRole('button', { name: 'Cerrar' }).click();
        await viewer.waitFor({ state: 'hidden' });
        await page.getByRole('checkbox', { name: `He leído y acepto el documento ${title}` }).check();
      }
      await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
      await page.waitForURL((url) => url.pathname === '/application/esign');
      await page.getByRole('heading', { name: 'Divulgación de veracidad en los préstamos' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
