// The payment pages in the whole app with a real store: the amount types with their amounts, another amount within
// its limits, the card typed in the processor's frame (only its token is sent), one payment per press (a double click sends one request, with one key), the
// processor's answer from the loan socket (posted, declined), the server's refusal shown as it says; the card never
// reaches the store; an agent sees the page read-only; the LoanPro pages and paying by phone.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpFailure, type Answer, type FakeBackend } from '../../../../tests/support/fakeBackend';
import { fakeSockets, type SocketStep } from '../../../../tests/support/fakeSocket';
import { testConfig } from '../../../../tests/support/renderApp';
import { openSignedIn } from '../../../../tests/support/openSignedIn';
import type { Language } from '../../../lib/rules/language';
import { cardFrame, FRAME_CARD } from '../../../../tests/support/cardFrameStandIn';

const chunkLoad = { timeout: 5000 };

const loan = (more: Record<string, unknown> = {}) => ({
  id: 'l-1',
  loanNumber: 'ILP-4100176',
  productCode: 'ILP',
  productName: 'Installment loan',
  kind: 'STANDARD',
  status: 'OPEN',
  systemState: 'REPAYING',
  sourceSystem: 'CONNECTIONS',
  channel: 'ONLINE',
  loanAmount: 1000,
  apr: 179.99,
  financeCharge: 1100,
  paymentFrequency: 'BI',
  originatedOn: '2026-09-25',
  rescindUntil: null,
  closedOn: null,
  balance: 930.2,
  nextPaymentAmount: 84.5,
  nextPaymentDate: '2026-12-04',
  pastDueAmount: 84.5,
  totalAmountDue: 169,
  payoffAmount: 951.37,
  paymentSchedule: [
    {
      installmentNumber: 1,
      dueDate: '2026-10-09',
      paymentAmount: 84.5,
      principal: 20,
      interest: 64.5,
      paidAmount: 84.5,
    },
  ],
  applicationId: null,
  documents: [],
  repaymentAccount: { bankName: 'Buckeye Community Bank', last4: '3456' },
  payments: [],
  ledger: [],
  ...more,
});
const overview = (page: string, loans: unknown[]) => ({ accountOverview: { page, loans, application: null } });
const taken = (more: Record<string, unknown> = {}) => ({
  makePayment: {
    reference: 'PMT-ABCDEFGHJK',
    loanNumber: 'ILP-4100176',
    amount: 84.5,
    amountType: 'pastDueAmount',
    method: 'BANK',
    accountLast4: '3456',
    cardNetwork: null,
    status: 'PENDING',
    declineReason: null,
    refundedAmount: 0,
    createdAt: '2026-11-24T15:00:00Z',
    postedAt: null,
    ...more,
  },
});

/**
 * The payment pages for Maria (or an agent acting for her), in English unless `language` says otherwise: her past-due
 * loan, the payment taken, and its posting announced on the socket.
 */
async function open(
  path: string,
  options: { answer?: Answer; pay?: Answer; socket?: SocketStep[]; agent?: boolean; language?: Language } = {},
) {
  const { backend, view } = await openSignedIn(options.language ?? 'en', path, {
    agent: options.agent,
    graphql: {
      AccountOverview: options.answer ?? overview('open-loan-past-due', [loan()]),
      MakePayment: options.pay ?? taken(),
    },
  });
  const sockets = fakeSockets([
    options.socket ?? [{ raw: { body: { loanId: 'ILP-4100176', status: 'POSTED', reference: 'PMT-ABCDEFGHJK' } } }],
  ]);
  view.services.sockets.open = sockets.open;
  return { backend, view, sockets };
}

const payments = (backend: FakeBackend) => backend.calls.filter((call) => call.operation === 'MakePayment');

describe('making a payment', () => {
  it('offers the amount types with their amounts, and pays the past due from the bank account once, however often Pay is pressed', async () => {
    const user = userEvent.setup();
    const { backend, view, sockets } = await open('/account/payment?loan=ILP-4100176');
    const amounts = await screen.findByRole('group', { name: 'How much would you like to pay?' }, chunkLoad);
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      'Next payment: $84.50, due 12/04/2026',
      'Past due: $84.50',
      'Total due (past due and next payment): $169.00',
      'Pay off the loan today: $951.37',
      'Another amount',
    ]);
    await user.click(screen.getByRole('radio', { name: 'Past due: $84.50' }));
    await user.click(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }));
    expect(screen.getByText(/You are paying/)).toHaveTextContent(
      'You are paying $84.50 on loan ILP-4100176 from Buckeye Community Bank ending 3456.',
    );
    const pay = screen.getByRole('button', { name: 'Make payment' });
    await user.dblClick(pay);
    expect(
      await screen.findByText(
        'Thank you. Your payment of $84.50 from the bank account ending 3456 is posted to loan ILP-4100176.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('PMT-ABCDEFGHJK')).toBeInTheDocument();
    expect(payments(backend)).toHaveLength(1);
    expect(payments(backend)[0]!.input).toMatchObject({
      payment: {
        loanNumber: 'ILP-4100176',
        amountType: 'pastDueAmount',
        amount: 84.5,
        method: 'BANK',
        cardToken: null,
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/) as unknown,
      },
    });
    expect(JSON.parse(sockets.opened[0]!.sent[0]!)).toEqual({ action: 'registerListener', loanId: 'ILP-4100176' });
    expect(sockets.opened[0]!.url).toContain('/loan?Auth=');
    expect(view.store.getState()).not.toHaveProperty('payment.payment.cardToken');
  });

  it('checks another amount (at least $1.00, at most the payoff), then pays by card with the frame’s token only', async () => {
    const user = userEvent.setup();
    const { backend, view } = await open('/account/payment', {
      pay: taken({
        amount: 25,
        amountType: 'otherPaymentAmount',
        method: 'CARD',
        accountLast4: '1111',
        cardNetwork: 'Visa',
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Another amount' }, chunkLoad));
    const amount = screen.getByLabelText('Amount to pay');
    await user.type(amount, '0.5');
    await user.tab();
    expect(await screen.findByText('Enter an amount of at least $1.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.tab();
    expect(await screen.findByText('You can pay at most the payoff amount of $951.37')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '25');
    await user.click(screen.getByRole('radio', { name: 'A debit card' }));
    // The card's fields are the processor's, in a frame of its origin: the page has none.
    expect(screen.queryByLabelText(/Card number/)).not.toBeInTheDocument();
    const { frame, asked, say } = await cardFrame();
    expect(frame.getAttribute('src')).toBe(
      `${testConfig.cardFrameOrigin}/frame?origin=${encodeURIComponent(window.location.origin)}&language=en`,
    );
    // A message from any other origin or window is not listened to.
    say(
      { type: 'tokenized', requestId: 'r1', ...FRAME_CARD, token: 'tok_FORGEDbyAnotherOrigin00000' },
      'http://evil.test',
    );
    say(
      { type: 'tokenized', requestId: 'r1', ...FRAME_CARD, token: 'tok_FORGEDbyAnotherWindow0000' },
      undefined,
      window,
    );
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      await screen.findByText(
        'Thank you. Your payment of $25.00 with the Visa card ending 1111 is posted to loan ILP-4100176.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(asked).toEqual([
      { type: 'tokenize', requestId: expect.any(String) as unknown, targetOrigin: testConfig.cardFrameOrigin },
    ]);
    expect(payments(backend)).toHaveLength(1);
    expect(payments(backend)[0]!.input).toEqual({
      payment: {
        loanNumber: 'ILP-4100176',
        amountType: 'otherPaymentAmount',
        amount: 25,
        method: 'CARD',
        cardToken: FRAME_CARD.token,
        idempotencyKey: expect.any(String) as unknown,
      },
    });
    expect(JSON.stringify(view.store.getState())).not.toContain(FRAME_CARD.token);
  });

  it('a card the frame finds wrong sends nothing; a frame that fails offers the bank account instead', async () => {
    const user = userEvent.setup();
    const { backend } = await open('/account/payment');
    await user.click(await screen.findByRole('radio', { name: 'Past due: $84.50' }, chunkLoad));
    await user.click(screen.getByRole('radio', { name: 'A debit card' }));
    const invalid = await cardFrame('invalid');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(invalid.asked).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Make payment' })).not.toHaveAttribute('aria-disabled');
    expect(payments(backend)).toHaveLength(0);
    // The card service fails: its message, and the bank account on file instead.
    await user.click(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }));
    await user.click(screen.getByRole('radio', { name: 'A debit card' }));
    await cardFrame('failed');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Our card service isn’t answering We couldn’t reach our card service to add your card. Nothing was charged.',
    );
    expect(payments(backend)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay from my bank account instead' }));
    expect(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' })).toBeChecked();
    expect(screen.queryByTitle('Card details')).not.toBeInTheDocument();
  });

  it('a declined card: says so, nothing is taken, and the customer can try again', async () => {
    const user = userEvent.setup();
    await open('/account/payment', {
      socket: [{ raw: { body: { loanId: 'ILP-4100176', status: 'DECLINED', reference: 'PMT-ABCDEFGHJK' } } }],
    });
    await user.click(await screen.findByRole('radio', { name: 'Past due: $84.50' }, chunkLoad));
    await user.click(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }));
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      await screen.findByText(
        'Your card was declined. No money was taken. Please use another card or pay from your bank account.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeInTheDocument();
  });

  // Found walking issue 30 in the browser: a payoff closed the loan, the page lost it and left for the account, and
  // the receipt was never shown.
  it('a payoff: the receipt stays on the loan it closed', async () => {
    const user = userEvent.setup();
    const { backend } = await open('/account/payment', { pay: taken({ amount: 951.37, amountType: 'payoffAmount' }) });
    await user.click(await screen.findByRole('radio', { name: 'Pay off the loan today: $951.37' }, chunkLoad));
    await user.click(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }));
    backend.graphql.AccountOverview = overview('no-open-loan', [
      loan({
        status: 'CLOSED',
        systemState: 'PAID_IN_FULL',
        pastDueAmount: 0,
        nextPaymentAmount: 0,
        totalAmountDue: 0,
        payoffAmount: 0,
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      await screen.findByText(
        'Thank you. Your payment of $951.37 from the bank account ending 3456 is posted to loan ILP-4100176.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your account' })).toBeInTheDocument();
  });

  // Issue 30: a payment the processor posts after the loan closed is returned whole, and the page says so.
  it('a payment that reached a loan already closed: says none of it was kept', async () => {
    const user = userEvent.setup();
    await open('/account/payment', {
      socket: [{ raw: { body: { loanId: 'ILP-4100176', status: 'RETURNED', reference: 'PMT-ABCDEFGHJK' } } }],
    });
    await user.click(await screen.findByRole('radio', { name: 'Past due: $84.50' }, chunkLoad));
    await user.click(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }));
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(
      await screen.findByText(
        'This loan was already closed (paid off, or replaced by a new loan) when your payment reached it, so none of it was kept: all of it goes back to where it came from.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('PMT-ABCDEFGHJK')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make payment' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as it says it; a retry of the same details sends the same key, a change a new one', async () => {
    const user = userEvent.setup();
    const refusal = () =>
      new HttpFailure(200, 'unused', {
        errors: [
          {
            message: 'The amount due has changed. Please review it and pay again.',
            extensions: { code: 'BAD_REQUEST' },
          },
        ],
      });
    const answers: unknown[] = [refusal(), refusal(), taken()];
    const { backend } = await open('/account/payment', { pay: () => answers.shift() });
    await user.click(await screen.findByRole('radio', { name: 'Past due: $84.50' }, chunkLoad));
    await user.click(screen.getByRole('radio', { name: 'My bank account: Buckeye Community Bank ending 3456' }));
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findByText('The amount due has changed. Please review it and pay again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await waitFor(() => expect(payments(backend)).toHaveLength(2));
    await user.click(screen.getByRole('radio', { name: 'Next payment: $84.50, due 12/04/2026' }));
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByText(/is posted to loan ILP-4100176/, {}, chunkLoad);
    const [first, second, third] = payments(backend).map(
      (call) => (call.input.payment as { idempotencyKey: string }).idempotencyKey,
    );
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('an agent acting for the customer sees the page read-only', async () => {
    await open('/account/payment', { agent: true });
    expect(
      await screen.findByText(
        'You are viewing this customer’s account. Only the customer can make a payment.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make payment' })).not.toBeInTheDocument();
  });

  it('the LoanPro pages: the loan with its payment form, and the default notice', async () => {
    await open('/account', {
      answer: overview('payment-loanpro-default', [loan({ sourceSystem: 'LOANPRO', systemState: 'DEFAULT' })]),
    });
    expect(await screen.findByRole('heading', { name: 'Your loan is in default' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Loan ILP-4100176 is in default. Paying the total due of $169.00 brings it up to date',
    );
    expect(screen.getByRole('region', { name: 'Installment loan ILP-4100176' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeInTheDocument();
  });

  it('pay by phone: the brand’s number and the loan number', async () => {
    await open('/account/ivr');
    expect(await screen.findByRole('heading', { name: 'Pay by phone' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText(/Enter your loan number: ILP-4100176/)).toBeInTheDocument();
    const page = screen.getByRole('region', { name: /Welcome back/ });
    expect(within(page).getAllByRole('link', { name: '800-555-0101' })[0]).toHaveAttribute('href', 'tel:+18005550101');
    expect(screen.getByText(/There is no fee to pay by phone/)).toBeInTheDocument();
  });
});

describe('making a payment in Spanish', () => {
  it('offers the amounts in Spanish, says the rules in Spanish, and gives the receipt in Spanish', async () => {
    const user = userEvent.setup();
    const { backend, view } = await open('/account/payment?loan=ILP-4100176', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Hacer un pago' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText('Installment loan ILP-4100176: próximo pago $84.50, vencido $84.50, liquidación hoy $951.37.'),
    ).toBeInTheDocument();
    const amounts = screen.getByRole('group', { name: '¿Cuánto desea pagar?' });
    expect(
      within(amounts)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual([
      'Próximo pago: $84.50, vence el 4 de diciembre de 2026',
      'Vencido: $84.50',
      'Total adeudado (vencido y próximo pago): $169.00',
      'Liquidar el préstamo hoy: $951.37',
      'Otro monto',
    ]);
    // The rules in Spanish: nothing chosen, then an amount over the payoff.
    await user.click(screen.getByRole('button', { name: 'Hacer el pago' }));
    expect(await screen.findByText('Elija cuánto pagar')).toBeInTheDocument();
    expect(screen.getByText('Elija cómo pagar')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Otro monto' }));
    await user.type(screen.getByLabelText('Monto a pagar'), '2000');
    await user.tab();
    expect(await screen.findByText('Puede pagar como máximo el monto de liquidación de $951.37')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Vencido: $84.50' }));
    await user.click(
      screen.getByRole('radio', { name: 'Mi cuenta bancaria: Buckeye Community Bank que termina en 3456' }),
    );
    expect(screen.getByText(/Está pagando/)).toHaveTextContent(
      'Está pagando $84.50 al préstamo ILP-4100176 desde Buckeye Community Bank que termina en 3456.',
    );
    await user.click(screen.getByRole('button', { name: 'Hacer el pago' }));
    expect(
      await screen.findByText(
        'Gracias. Su pago de $84.50 desde la cuenta bancaria que termina en 3456 se aplicó al préstamo ILP-4100176.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Guárdela por si nos llama sobre este pago/)).toHaveTextContent(
      'Referencia PMT-ABCDEFGHJK. Guárdela por si nos llama sobre este pago.',
    );
    expect(screen.getByRole('link', { name: 'Volver a su cuenta' })).toBeInTheDocument();
    expect(payments(backend)).toHaveLength(1);
    expect(view.store.getState().runtime.language).toBe('es');
  });

  it('frames the card processor in Spanish, and a frame that fails says so in Spanish with the bank instead', async () => {
    const user = userEvent.setup();
    const { backend } = await open('/account/payment', { language: 'es' });
    await user.click(await screen.findByRole('radio', { name: 'Vencido: $84.50' }, chunkLoad));
    // The frame's words came with the form: the choice stands at the press, with no wait for them.
    const byCard = screen.getByRole('radio', { name: 'Una tarjeta de débito' });
    fireEvent.click(byCard);
    expect(byCard).toBeChecked();
    expect(screen.getByTitle('Datos de la tarjeta')).toBeInTheDocument();
    // The processor's page is asked in Spanish: its labels and its messages at each field.
    const { frame } = await cardFrame('failed', FRAME_CARD, 'Datos de la tarjeta');
    expect(frame.getAttribute('src')).toBe(
      `${testConfig.cardFrameOrigin}/frame?origin=${encodeURIComponent(window.location.origin)}&language=es`,
    );
    await user.click(screen.getByRole('button', { name: 'Hacer el pago' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nuestro servicio de tarjetas no responde No pudimos comunicarnos con nuestro servicio de tarjetas para agregar su tarjeta. No se cobró dinero.',
    );
    expect(
      screen.getByRole('button', { name: 'Intentar de nuevo con el formulario de la tarjeta' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar desde mi cuenta bancaria' }));
    expect(
      screen.getByRole('radio', { name: 'Mi cuenta bancaria: Buckeye Community Bank que termina en 3456' }),
    ).toBeChecked();
    expect(payments(backend)).toHaveLength(0);
  });

  it('shows a refusal the store holds in English, in Spanish', async () => {
    const user = userEvent.setup();
    const { view } = await open('/account/payment', {
      language: 'es',
      pay: () =>
        new HttpFailure(200, 'unused', {
          errors: [
            {
              message: 'The amount due has changed. Please review it and pay again.',
              extensions: { code: 'BAD_REQUEST' },
            },
          ],
        }),
    });
    await user.click(await screen.findByRole('radio', { name: 'Vencido: $84.50' }, chunkLoad));
    await user.click(
      screen.getByRole('radio', { name: 'Mi cuenta bancaria: Buckeye Community Bank que termina en 3456' }),
    );
    await user.click(screen.getByRole('button', { name: 'Hacer el pago' }));
    expect(await screen.findByText('El monto adeudado cambió. Revíselo y pague de nuevo.')).toBeInTheDocument();
    expect(view.store.getState().payment?.message).toBe('The amount due has changed. Please review it and pay again.');
  });

  it('pay by phone in Spanish: the steps with the loan number, and the phone as a link', async () => {
    await open('/account/ivr', { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Pagar por teléfono' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Marque su número de préstamo: ILP-4100176 y luego los últimos 4 dígitos de su número de Seguro Social.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/a cualquier hora, de día o de noche/)).toHaveTextContent(
      'Llame al 800-555-0101 a cualquier hora, de día o de noche.',
    );
    expect(screen.getByText(/Pagar por teléfono no tiene costo/)).toBeInTheDocument();
  });
});
