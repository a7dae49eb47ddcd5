// /application/bank-verification in the whole app with a real store and fakes for the back end and both sockets: the
// page waits for the trial deposit on the loan socket, asks its amount (a typed rule, then the server's wrong-amount
// message and the tries left), and moves on to the e-sign when the application socket says the account is verified.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInApplicant } from '../../../../../tests/support/applicantPage';
import { applicationRecord } from '../../../../../tests/support/applicationRecord';
import { HttpFailure } from '../../../../../tests/support/fakeBackend';
import { FakeSocket } from '../../../../../tests/support/fakeSocket';
import { renderApp, renderAppIn } from '../../../../../tests/support/renderApp';

const chunkLoad = { timeout: 5000 };
const email = 'leo.grant@example.com';
const applicant = { email, firstName: 'Leo', lastName: 'Grant' };
const record = applicationRecord({
  status: 'APPROVED',
  applicationState: 'PENDING_BRFR',
  bankingInformation: {
    isReadOnly: false,
    routingNumber: '•••••0124',
    accountNumber: '••••3456',
    accountHoldersName: 'Leo Grant',
    accountBalance: null,
    bankName: 'Buckeye Community Bank',
    accountOpenDate: '2019-05-01',
    accountType: 'CHECKING',
  },
  initialApplicationDetails: { loanNumber: 'ILP-1234567', productCode: 'ILP', channel: 'ONLINE', loanAmount: 1000 },
  loanApplicationProgress: { applicationUrl: '/application/transition' },
});
const check = (status: string, triesLeft = 3) => ({
  id: 'bv-1',
  status,
  triesLeft,
  codes: [{ requestCode: 'VRFABC234', expiresAt: '2026-11-28T00:00:00.000Z' }],
  decisions: [],
});

/**
 * The page's two sockets: the application socket says the state it is in, the loan socket waits until the test posts
 * the trial deposit. Every socket opened is kept, to check what the page sent and how it closed.
 */
function depositSockets() {
  const opened: FakeSocket[] = [];
  let postDeposit = () => undefined as void;
  const sockets = {
    open: (url: string) => {
      const loan = url.includes('/socket/loan');
      const socket = new FakeSocket(url, loan ? [] : [{ message: { status: 'PENDING_BRFR' } }]);
      if (loan) postDeposit = () => socket.play({ raw: { body: { loanId: 'ILP-1234567', status: 'POSTED' } } });
      opened.push(socket);
      return socket;
    },
  };
  return { sockets, opened, postDeposit: () => postDeposit() };
}

describe('/application/bank-verification', () => {
  it('waits for the deposit, asks its amount, shows a wrong one’s message, and moves on once verified', async () => {
    const user = userEvent.setup();
    let reads = 0;
    const { backend, auth } = signInApplicant(applicant, record, {
      BankVerification: () => ({
        searchBankVerification: (reads += 1) === 1 ? check('SENT') : check('POSTED', reads > 2 ? 2 : 3),
      }),
      SaveDecisionBankVerification: new HttpFailure(
        200,
        'That is not the amount we deposited. Check your account and try again (2 tries left).',
        {
          errors: [
            {
              message: 'That is not the amount we deposited. Check your account and try again (2 tries left).',
              extensions: { code: 'BAD_REQUEST', field: 'amountCents' },
            },
          ],
        },
      ),
    });
    const { sockets, opened, postDeposit } = depositSockets();
    renderApp('/application/bank-verification', { auth, sockets });

    expect(
      await screen.findByText(
        'We are sending a small deposit (under $1.00) to your checking account ending 3456. This page updates by itself when it arrives.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      postDeposit();
    });
    expect(
      await screen.findByText(
        'A small deposit from us has reached your checking account ending 3456. On your bank statement it has the reference VRFABC234.',
      ),
    ).toBeInTheDocument();
    const loanSocket = opened.find((socket) => socket.url.includes('/socket/loan'))!;
    expect(loanSocket.sent).toEqual([JSON.stringify({ action: 'registerListener', loanId: 'ILP-1234567' })]);
    expect(loanSocket.closedWith).toBe(1000);

    const amount = screen.getByLabelText('Deposit amount');
    await user.type(amount, '37');
    await user.tab();
    expect(await screen.findByText('Enter the amount of the deposit, from $0.01 to $0.99.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '$0.37');
    await user.click(screen.getByRole('button', { name: 'Verify my account' }));
    expect(
      await screen.findByText('That is not the amount we deposited. Check your account and try again (2 tries left).'),
    ).toBeInTheDocument();
    expect(await screen.findByText('You have 2 tries left.')).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'SaveDecisionBankVerification')?.input).toEqual({
      applicationId: 'app-1',
      decision: 'APPROVED',
      amountCents: 37,
    });

    // Verified: the application socket's next state takes the page to the e-sign.
    const applicationSocket = opened.find((socket) => socket.url.includes('/socket/application'))!;
    act(() => applicationSocket.play({ message: { status: 'PENDING_ESIGN', isPendingEsign: true } }));
    expect(await screen.findByRole('button', { name: 'Sign my loan agreement' }, chunkLoad)).toBeInTheDocument();
  });
});

describe('/application/bank-verification in Spanish', () => {
  it('says the deposit, its rule, the server’s refusals and the last try in Spanish', async () => {
    const user = userEvent.setup();
    let reads = 0;
    let answers = 0;
    const { auth } = signInApplicant(applicant, record, {
      BankVerification: () => ({
        searchBankVerification: (reads += 1) === 1 ? check('SENT') : check('POSTED', 1),
      }),
      // A wrong amount first (its words with the tries left), then a deposit the server has not seen post.
      SaveDecisionBankVerification: () =>
        (answers += 1) === 1
          ? new HttpFailure(
              200,
              'That is not the amount we deposited. Check your account and try again (1 try left).',
              {
                errors: [
                  {
                    message: 'That is not the amount we deposited. Check your account and try again (1 try left).',
                    extensions: {
                      code: 'BAD_REQUEST',
                      field: 'amountCents',
                      messageKey:
                        'That is not the amount we deposited. Check your account and try again ({left} try left).',
                      values: { left: 1 },
                    },
                  },
                ],
              },
            )
          : new HttpFailure(200, 'The deposit has not reached your account yet. We will tell you as soon as it does.', {
              errors: [
                {
                  message: 'The deposit has not reached your account yet. We will tell you as soon as it does.',
                  extensions: { code: 'BAD_REQUEST' },
                },
              ],
            }),
    });
    const { sockets, postDeposit } = depositSockets();
    await renderAppIn('es', '/application/bank-verification', { auth, sockets });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifique su cuenta bancaria' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Estamos enviando un pequeño depósito (menos de $1.00) a su cuenta de cheques que termina en 3456. Esta página se actualiza sola cuando llegue.',
      ),
    ).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      postDeposit();
    });
    expect(
      await screen.findByText(
        'Un pequeño depósito nuestro llegó a su cuenta de cheques que termina en 3456. En su estado de cuenta bancario tiene la referencia VRFABC234.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Le queda 1 intento.')).toBeInTheDocument();
    const amount = screen.getByLabelText('Monto del depósito');
    await user.type(amount, '37');
    await user.tab();
    expect(await screen.findByText('Escriba el monto del depósito, de $0.01 a $0.99.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '$0.37');
    await user.click(screen.getByRole('button', { name: 'Verificar mi cuenta' }));
    expect(
      await screen.findByText(
        'Ese no es el monto que depositamos. Revise su cuenta e intente de nuevo (le queda 1 intento).',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verificar mi cuenta' }));
    expect(
      await screen.findByText('El depósito todavía no llega a su cuenta. Le avisaremos en cuanto llegue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No encuentro el depósito' })).toBeInTheDocument();
  });
});
