// The steps whose save is one call made by their screen (useStepSave.ts), rendered in the whole app with a real store
// and a fake back end: step 2's product preference and step 3's income. Each sends one call, goes where its answer
// says, shows a refusal's words and stays, and sends nothing more for a second press while the save is under way.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationRecord, productOffer } from '../../../tests/support/applicationRecord';
import { incomeInput } from '../../../tests/support/applicationClient';
import { signInApplicant } from '../../../tests/support/applicantPage';
import { HttpFailure } from '../../../tests/support/fakeBackend';
import { renderApp, renderAppIn } from '../../../tests/support/renderApp';
import type { Language } from '../../lib/rules/language';

const chunkLoad = { timeout: 5000 };
const email = 'owen.price@example.com';
const applicant = { email, firstName: 'Owen', lastName: 'Price' };

/** The application at the page it resumes at (the shared fixture: a new applicant's online application in Ohio). */
const record = (applicationUrl: string, overrides: Record<string, unknown> = {}) =>
  applicationRecord({
    preferredProductCode: null,
    personalInformation: { firstName: 'Owen', lastName: 'Price', dateOfBirth: '1986-06-19' },
    loanApplicationProgress: { applicationUrl },
    ...overrides,
  });

async function openIn(
  language: Language,
  path: string,
  application: ReturnType<typeof record>,
  answers: Record<string, unknown> = {},
) {
  return open(path, application, answers, language);
}

async function open(
  path: string,
  application: ReturnType<typeof record>,
  answers: Record<string, unknown> = {},
  language: Language = 'en',
) {
  const { backend, auth } = signInApplicant(applicant, application, {
    ProductAvailability: {
      getProductAvailability: {
        products: [
          productOffer('ILP', 'Online installment loan', 'ONLINE'),
          productOffer('PDL', 'Payday loan', 'RETAIL'),
        ],
      },
    },
    ...answers,
  });
  const { services } = language === 'en' ? renderApp(path, { auth }) : await renderAppIn(language, path, { auth });
  /** Where the page is now. */
  const at = () => services.navigate.pathname();
  const callsOf = (operation: string) => backend.calls.filter((call) => call.operation === operation);
  return { backend, at, callsOf };
}

describe('step 2, the product preference', () => {
  it('saves the loan chosen in one call, once for a double press, and goes where the answer says', async () => {
    const saved = record('/application/store-select', { preferredProductCode: 'PDL', channel: 'RETAIL' });
    const { callsOf, at } = await open('/application/product-preference', record('/application/product-preference'), {
      SavePreferredProduct: { savePreferredProduct: saved },
    });
    await userEvent.setup().click(await screen.findByRole('radio', { name: /Payday loan/ }, chunkLoad));
    const button = screen.getByRole('button', { name: 'Continue' });
    // Two presses before the page could show the save under way.
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(() => expect(at()).toBe('/application/store-select'));
    expect(callsOf('SavePreferredProduct').map((call) => call.input)).toEqual([
      { id: 'app-1', preferredProductCode: 'PDL', channel: 'RETAIL' },
    ]);
    // No question asked before the save or after it: the answer said where to go.
    expect(callsOf('SaveLoanApplicationProgress')).toEqual([]);
  });

  it('shows the server’s refusal and stays, the choice kept', async () => {
    const user = userEvent.setup();
    const { at } = await open('/application/product-preference', record('/application/product-preference'), {
      SavePreferredProduct: new HttpFailure(200, 'That loan is not offered in Ohio.', {
        errors: [{ message: 'That loan is not offered in Ohio.', extensions: { code: 'BAD_REQUEST' } }],
      }),
    });
    await user.click(await screen.findByRole('radio', { name: /Online installment loan/ }, chunkLoad));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('That loan is not offered in Ohio.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Online installment loan/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled');
    expect(at()).toBe('/application/product-preference');
  });
});

describe('step 3, the income', () => {
  const withIncome = (at: string) => record(at, { preferredProductCode: 'ILP', incomeInformation: incomeInput() });

  it('saves the income typed as the wire it checks, and goes to the bank step the answer names', async () => {
    const user = userEvent.setup();
    const { callsOf, at } = await open('/application/income', withIncome('/application/income'), {
      SaveIncomeInformation: { saveIncomeInformation: withIncome('/application/bank') },
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }, chunkLoad));
    await waitFor(() => expect(at()).toBe('/application/bank'));
    const [sent] = callsOf('SaveIncomeInformation');
    expect(sent?.input).toMatchObject({
      id: 'app-1',
      incomeInformation: { type: 'E', paymentFrequency: 'BI', amountGross: 1850, amountNet: 1420.5 },
    });
    expect(callsOf('SaveIncomeInformation')).toHaveLength(1);
  });

  it('says the save failed when the answer names no step, keeps what was typed and stays', async () => {
    const user = userEvent.setup();
    const { at } = await open('/application/income', withIncome('/application/income'), {
      SaveIncomeInformation: {
        saveIncomeInformation: { ...withIncome('/application/income'), loanApplicationProgress: null },
      },
    });
    const title = await screen.findByLabelText('Job title (optional)', {}, chunkLoad);
    await user.clear(title);
    await user.type(title, 'Lead dispatcher');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('We could not save this step. What you entered is still here: please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Job title (optional)')).toHaveValue('Lead dispatcher');
    expect(at()).toBe('/application/income');
  });
});

describe('steps 1 to 3 in Spanish', () => {
  it('shows the loans with their figures in Spanish, and compares them', async () => {
    const user = userEvent.setup();
    await openIn('es', '/application/product-preference', record('/application/product-preference'));
    expect(await screen.findByRole('heading', { name: 'Elija su préstamo' }, chunkLoad)).toBeInTheDocument();
    const loans = screen.getByRole('group', { name: 'Préstamos disponibles en su estado' });
    expect(within(loans).getAllByText(/^De \$300\.00 a \$3,000\.00/)[0]).toHaveTextContent(
      /^De \$300\.00 a \$3,000\.00 · .+: hasta 18 .+ · APR de 145% a 225%$/,
    );
    expect(
      within(loans).getAllByText(
        'Ejemplo: pida $1,400.00 con una APR de 192.77%; $119.42 por pago, $4,417.69 en total.',
      ),
    ).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Comparar préstamos' }));
    const compare = screen.getByRole('dialog', { name: 'Comparar préstamos' });
    expect(
      within(compare)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Préstamo', 'Monto', 'Llega el dinero', 'Dónde']);
    expect(within(compare).getAllByRole('row')[2]).toHaveTextContent(/De \$300\.00 a \$3,000\.00.*En tienda$/);
    await user.click(within(compare).getByRole('button', { name: 'Cerrar' }));
  });

  it('shows the personal information with its fields, options and rules in Spanish', async () => {
    const user = userEvent.setup();
    await openIn('es', '/application/personal', record('/application/personal'));
    expect(await screen.findByRole('heading', { name: 'Cuéntenos sobre usted' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Domicilio' })).toBeInTheDocument();
    const kind = screen.getByLabelText('Tipo de teléfono');
    expect([...kind.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Seleccione…',
      'Celular',
      'Casa',
      'Trabajo',
      'Fax',
      'Otro',
    ]);
    // The states by their names in Spanish, in Spanish order: Carolina del Norte among the C's.
    const states = [...screen.getByLabelText('Estado').querySelectorAll('option')].map((option) => option.textContent);
    expect(states).toHaveLength(53);
    expect(states.slice(0, 8)).toEqual([
      'Seleccione…',
      'Alabama',
      'Alaska',
      'Arizona',
      'Arkansas',
      'California',
      'Carolina del Norte',
      'Carolina del Sur',
    ]);
    expect(states).toEqual(expect.arrayContaining(['Nuevo México', 'Pensilvania', 'Virginia Occidental', 'Ohio']));
    expect(states).not.toContain('New Mexico');
    expect(screen.getByRole('group', { name: '¿Su vivienda es propia o rentada?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Licencia de conducir' })).toBeInTheDocument();
    const street = screen.getByLabelText('Dirección');
    await user.type(street, 'PO Box 12');
    await user.tab();
    expect(street).toHaveAccessibleDescription(
      'No se aceptan apartados postales. Escriba una dirección con calle: no aceptamos apartados postales (PO box)',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'Falta información importante o hay datos incorrectos. Complete todos los campos obligatorios.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Número de Seguro Social')).toHaveAccessibleDescription(
      '9 dígitos. Escríbalo: no se puede pegar. Escriba su número de Seguro Social de 9 dígitos',
    );
  });

  it('shows the income with its options and rules in Spanish, and a failed save in Spanish', async () => {
    const user = userEvent.setup();
    const withIncome = (at: string) => record(at, { preferredProductCode: 'ILP', incomeInformation: incomeInput() });
    await openIn('es', '/application/income', withIncome('/application/income'), {
      SaveIncomeInformation: {
        saveIncomeInformation: { ...withIncome('/application/income'), loanApplicationProgress: null },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sus ingresos' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText('Sus ingresos están guardados. Puede cambiarlos aquí hasta que envíe su solicitud.'),
    ).toBeInTheDocument();
    const frequency = screen.getByLabelText('¿Con qué frecuencia le pagan?');
    expect([...frequency.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Seleccione…',
      'Cada semana',
      'Cada dos semanas',
      'Dos veces al mes',
      'Una vez al mes',
    ]);
    expect(screen.getByLabelText('Día de pago')).toHaveDisplayValue(
      /^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo)$/,
    );
    const net = screen.getByLabelText('Pago neto por periodo de pago');
    await user.clear(net);
    await user.type(net, '99999');
    await user.tab();
    expect(net).toHaveAccessibleDescription('Su pago neto no puede ser mayor que su pago bruto');
    await user.clear(net);
    await user.type(net, '1000');
    await user.click(screen.getByRole('button', { name: 'Guardar y continuar' }));
    expect(
      await screen.findByText('No pudimos guardar este paso. Lo que ingresó sigue aquí: intente de nuevo.'),
    ).toBeInTheDocument();
  });
});
