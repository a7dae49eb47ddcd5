// The agreements pages in the whole app with a real store (react-pdf played by tests/support/reactPdfStandIn.tsx):
// the E-SIGN consent first, each document opened before it can be agreed, the spec's exact message when one is not,
// the questions and the additional attributes sent, a PDF that will not load, the approved loan's choices (automatic
// payments bring their authorization; the bank brand deposits only), and the not-ready page.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInApplicant } from '../../../../../tests/support/applicantPage';
import { applicationRecord } from '../../../../../tests/support/applicationRecord';
import { fakeSockets } from '../../../../../tests/support/fakeSocket';
import { lastDocument } from '../../../../../tests/support/reactPdfStandIn';
import { renderApp, renderAppIn } from '../../../../../tests/support/renderApp';
import { cardFrame, FRAME_CARD } from '../../../../../tests/support/cardFrameStandIn';

const chunkLoad = { timeout: 5000 };
const email = 'mia.chen@example.com';
const applicant = { email, firstName: 'Mia', lastName: 'Chen' };
const NOT_ALL =
  'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents';
const PDF = 'JVBERi0xLjcK';

const doc = (idTag: string, title: string, more: Record<string, unknown> = {}) => ({
  idTag,
  title,
  copy: `About the ${title}.`,
  url: null,
  pdfData: null,
  value: null,
  ...more,
});
const base = [
  doc('ESIGN_CONSENT', 'Consent to Electronic Records and Signatures', { pdfData: PDF }),
  doc('PRIVACY_NOTICE', 'Privacy Notice', { pdfData: PDF }),
  doc('TERMS_OF_USE', 'Terms of Use', { pdfData: PDF }),
];
const stateDocuments = (disclosures: unknown[], more: Record<string, unknown> = {}) => ({
  documentsPerState: {
    id: 'OH',
    name: 'Ohio',
    ready: true,
    disclosures,
    requiredFields: [
      {
        copy: 'If we cannot approve your loan, a partner lender may be able to.',
        disclosure: { idTag: 'PRIVACY_NOTICE', title: 'Privacy Notice' },
        inputs: [
          {
            type: 'checkbox',
            idTag: 'SHARE_WITH_PARTNERS',
            label: 'You may share my application with partner lenders',
            value: 'true',
          },
        ],
      },
      {
        copy: 'Texts about your application.',
        disclosure: null,
        inputs: [
          { type: 'checkbox', idTag: 'SMS_OPT_IN', label: 'Text me about my application and my loan', value: 'false' },
        ],
      },
    ],
    ...more,
  },
});

interface PageOptions {
  state?: unknown;
  application?: ReturnType<typeof applicationRecord>;
  brandKey?: 'cng' | 'ccb';
  stateInfo?: Record<string, unknown>;
  base?: unknown[];
}

/** Mia signed in, the back end answering the agreements' queries. */
function signedIn(options: PageOptions) {
  const application =
    options.application ??
    applicationRecord({
      loanApplicationProgress: { applicationUrl: '/application/agreements' },
      phoneVerification: { verified: true, method: 'CODE', phoneNumberMasked: '(***) ***-0166' },
    });
  const { backend, auth } = signInApplicant(applicant, application, {
    SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
    BaseDisclosures: { getBaseDisclosures: options.base ?? base },
    StateDocuments:
      options.state ??
      stateDocuments([
        doc('STATE_NOTICE', 'Ohio Consumer Notice', { url: '/api/applications/a-1/agreements/STATE_NOTICE' }),
      ]),
    // Saved, the application resumes at the submission (the server's NEXT_STEP).
    SaveAgreements: {
      saveAgreements: { ...application, loanApplicationProgress: { applicationUrl: '/application/submit' } },
    },
    ApplicationStateInfo: { applicationState: options.stateInfo ?? null },
  });
  return { backend, auth };
}

function open(path: string, options: PageOptions = {}) {
  const { backend, auth } = signedIn(options);
  const view = renderApp(path, { auth, brandKey: options.brandKey });
  view.services.sockets.open = fakeSockets([]).open;
  return { backend, view };
}

async function openInSpanish(path: string, options: PageOptions = {}) {
  const { backend, auth } = signedIn(options);
  const view = await renderAppIn('es', path, { auth, brandKey: options.brandKey });
  view.services.sockets.open = fakeSockets([]).open;
  return { backend, view };
}

async function readAndAgree(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('button', { name: `Read ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: title }, chunkLoad);
  expect(await within(dialog).findByText('Page 1 of 2', {}, chunkLoad)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await user.click(screen.getByRole('checkbox', { name: `I have read and agree to the ${title}` }));
}

describe('/application/agreements', () => {
  it('asks the E-SIGN consent first, each document read before it is agreed, then saves the set and goes to submit', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/application/agreements');
    expect(
      await screen.findByRole('button', { name: 'Read Consent to Electronic Records and Signatures' }, chunkLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Read and agree to your documents' })).toBeInTheDocument();
    // The rest of the documents wait for the consent.
    expect(screen.queryByRole('button', { name: 'Read Privacy Notice' })).not.toBeInTheDocument();
    // A document not opened cannot be agreed; agreeing to nothing says exactly what is missing.
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read and agree to the Consent to Electronic Records and Signatures',
      }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_ALL);
    expect(backend.calls.some((call) => call.operation === 'SaveAgreements')).toBe(false);

    await readAndAgree(user, 'Consent to Electronic Records and Signatures');
    // The viewer reads pdf.js with eval off.
    expect(lastDocument.options).toMatchObject({ isEvalSupported: false });
    expect(await screen.findByRole('button', { name: 'Read Privacy Notice' })).toBeInTheDocument();
    // The refusal was for the last press: agreeing since takes it away. The focus stays on the consent's box, and the
    // next Tab goes on into the documents it let in.
    expect(screen.queryByText(NOT_ALL)).not.toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read and agree to the Consent to Electronic Records and Signatures',
      }),
    ).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read Privacy Notice' })).toHaveFocus();
    await readAndAgree(user, 'Privacy Notice');
    await readAndAgree(user, 'Terms of Use');
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_ALL);
    await readAndAgree(user, 'Ohio Consumer Notice');
    // The questions asked with the documents.
    expect(screen.getByRole('checkbox', { name: 'You may share my application with partner lenders' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Text me about my application and my loan' }));
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));

    await screen.findByRole('heading', { name: 'Review and submit your application' }, chunkLoad);
    expect(view.services.navigate.pathname()).toBe('/application/submit');
    const saved = backend.calls.find((call) => call.operation === 'SaveAgreements')!.input;
    expect(saved).toEqual({
      id: 'app-1',
      agreements: {
        section: 'APPLICATION',
        documents: ['ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TERMS_OF_USE', 'STATE_NOTICE'].map((idTag) => ({
          idTag,
          value: 'AGREED',
        })),
        disclosures: [
          { idTag: 'SHARE_WITH_PARTNERS', value: 'true' },
          { idTag: 'SMS_OPT_IN', value: 'true' },
        ],
        canShareInfo: true,
        smsOptIn: true,
        optOut: null,
        otpResponse: 'OTP_VALID',
        flagAutoOrigination: true,
        blackBox: 'test-black-box',
        // The documents were read in English: the copies agreed are the English ones.
        language: 'en',
      },
      repaymentMethod: null,
      cardToken: null,
      fundingMethod: null,
    });
    expect(backend.calls.map((call) => call.operation)).not.toContain('SaveLoanApplicationProgress');
  });

  it('brings a focus left below the consent (a screen reader’s click does not move it) to the documents it let in', async () => {
    const user = userEvent.setup();
    open('/application/agreements');
    const title = 'Consent to Electronic Records and Signatures';
    await user.click(await screen.findByRole('button', { name: `Read ${title}` }, chunkLoad));
    const dialog = await screen.findByRole('dialog', { name: title }, chunkLoad);
    expect(await within(dialog).findByText('Page 1 of 2', {}, chunkLoad)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The focus on Agree and continue; the box ticked by a click that does not move it (browse mode).
    act(() => screen.getByRole('button', { name: 'Agree and continue' }).focus());
    fireEvent.click(screen.getByRole('checkbox', { name: `I have read and agree to the ${title}` }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your application’s documents' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Read Privacy Notice' })).toHaveFocus();
  });

  it('says exactly that a PDF will not load, and its document cannot be agreed', async () => {
    const user = userEvent.setup();
    open('/application/agreements', {
      state: stateDocuments([
        doc('STATE_NOTICE', 'Ohio Consumer Notice', { url: '/api/applications/a-1/agreements/broken' }),
      ]),
    });
    await screen.findByRole('button', { name: 'Read Consent to Electronic Records and Signatures' }, chunkLoad);
    await readAndAgree(user, 'Consent to Electronic Records and Signatures');
    await user.click(await screen.findByRole('button', { name: 'Read Ohio Consumer Notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ohio Consumer Notice' });
    expect(
      await within(dialog).findByText('An error occurred while loading the PDF', {}, chunkLoad),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('checkbox', { name: 'I have read and agree to the Ohio Consumer Notice' })).toBeDisabled();
  });
});

const approved = (overrides: Record<string, unknown> = {}) =>
  applicationRecord({
    status: 'APPROVED',
    applicationState: 'PENDING_ESIGN',
    bankingInformation: {
      isReadOnly: false,
      routingNumber: '•••••0124',
      accountNumber: '••••3456',
      accountHoldersName: 'Mia Chen',
      accountBalance: null,
      bankName: 'Buckeye Community Bank',
      accountOpenDate: '2019-05-01',
      accountType: 'CHECKING',
    },
    loanApplicationProgress: { applicationUrl: '/application/transition' },
    ...overrides,
  });
const loanDocuments = stateDocuments(
  [
    doc('LOAN_AGREEMENT', 'Loan Agreement', { url: '/api/applications/a-1/agreements/LOAN_AGREEMENT' }),
    doc('ACH_AUTHORIZATION', 'Automatic Payment Authorization', {
      url: '/api/applications/a-1/agreements/ACH_AUTHORIZATION',
    }),
  ],
  { requiredFields: [] },
);

describe('/application/approved/agreements', () => {
  it('asks how the loan is repaid and paid out; automatic payments bring their authorization; then the e-sign', async () => {
    const user = userEvent.setup();
    const { backend, view } = open('/application/approved/agreements', {
      application: approved(),
      state: loanDocuments,
    });
    expect(await screen.findByRole('button', { name: 'Read Loan Agreement' }, chunkLoad)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose how you will repay your loan.');
    await user.click(
      screen.getByRole('radio', { name: 'Automatic payments from my checking account ending 3456, on each due date' }),
    );
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose how you would like to receive your money.');
    await user.click(
      screen.getByRole('radio', { name: 'To my Visa debit card: as soon as 30 minutes after you sign' }),
    );
    await readAndAgree(user, 'Loan Agreement');
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    // Automatic payments: their authorization is agreed too.
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_ALL);
    await user.click(
      screen.getByRole('radio', { name: 'I will make each payment myself, by debit card, in a store or by phone' }),
    );
    expect(
      screen.queryByRole('checkbox', { name: 'I have read and agree to the Automatic Payment Authorization' }),
    ).not.toBeInTheDocument();
    // The card to be paid on (issue 31): typed in the card processor's frame, which shows what is wrong at its field;
    // the page sends only the frame's token (issue 48).
    const invalid = await cardFrame('invalid');
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await waitFor(() => expect(invalid.asked).toHaveLength(1));
    expect(backend.calls.filter((call) => call.operation === 'SaveAgreements')).toHaveLength(0);
    await cardFrame('tokenized');
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    await screen.findByRole('heading', { name: 'Sign your loan agreement' }, chunkLoad);
    expect(view.services.navigate.pathname()).toBe('/application/esign');
    expect(backend.calls.find((call) => call.operation === 'SaveAgreements')!.input).toMatchObject({
      agreements: { section: 'APPROVED', documents: [{ idTag: 'LOAN_AGREEMENT', value: 'AGREED' }] },
      repaymentMethod: 'OTHER',
      fundingMethod: 'DEBIT_CARD',
      cardToken: FRAME_CARD.token,
    });
  });

  it('when the card service does not answer: its message, and a deposit to the bank account instead', async () => {
    const user = userEvent.setup();
    open('/application/approved/agreements', { application: approved(), state: loanDocuments });
    await user.click(
      await screen.findByRole(
        'radio',
        { name: 'To my Visa debit card: as soon as 30 minutes after you sign' },
        chunkLoad,
      ),
    );
    await user.click(
      screen.getByRole('radio', { name: 'I will make each payment myself, by debit card, in a store or by phone' }),
    );
    await readAndAgree(user, 'Loan Agreement');
    await cardFrame('failed');
    await user.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(await screen.findByText('Our card service isn’t answering')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get my money by deposit to my bank account instead' }));
    expect(
      screen.getByRole('radio', {
        name: 'By direct deposit to my checking account ending 3456: the next business day',
      }),
    ).toBeChecked();
  });

  it('offers the bank brand’s borrowers a deposit only', async () => {
    open('/application/approved/agreements', { application: approved(), state: loanDocuments, brandKey: 'ccb' });
    expect(await screen.findByRole('button', { name: 'Read Loan Agreement' }, chunkLoad)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Visa debit card/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('radio', {
        name: 'By direct deposit to my checking account ending 3456: the next business day',
      }),
    ).toBeChecked();
  });

  it('leads to /agreements/not-ready while the loan’s documents cannot be made, which waits for the decision', async () => {
    const { view } = open('/application/approved/agreements', {
      application: approved({ applicationState: 'PENDING_UNDERWRITING', status: 'UNSUBMITTED' }),
      state: stateDocuments([], { ready: false, requiredFields: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Your loan documents are not ready yet' }, chunkLoad),
    ).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/application/agreements/not-ready');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We are still deciding on your application. This page moves on by itself as soon as your loan documents are ready.',
    );
  });
});

describe('the agreements in Spanish', () => {
  const ENGLISH_CONSENT = '/api/applications/app-1/agreements/ESIGN_CONSENT?language=en';
  const spanishBase = [
    doc('ESIGN_CONSENT', 'Consentimiento para registros y firmas electrónicos', {
      pdfData: PDF,
      englishUrl: ENGLISH_CONSENT,
    }),
    doc('PRIVACY_NOTICE', 'Aviso de privacidad', { pdfData: PDF }),
    doc('TERMS_OF_USE', 'Términos de uso', { pdfData: PDF }),
  ];
  const NOT_ALL_ES =
    'Debe indicar que acepta cada uno de los términos a continuación y que ha leído y entendido los términos de los documentos correspondientes';

  it('asks for the documents in Spanish, reads them in a viewer that speaks Spanish, and refuses in Spanish', async () => {
    const user = userEvent.setup();
    const { backend } = await openInSpanish('/application/agreements', { base: spanishBase });
    const consent = 'Consentimiento para registros y firmas electrónicos';
    expect(await screen.findByRole('button', { name: `Leer ${consent}` }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lea y acepte sus documentos' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Primero: su consentimiento para hacer negocios por medios electrónicos' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Abra el documento para poder aceptarlo.')).toBeInTheDocument();
    // The documents' titles, lines and questions are asked in the page's language.
    for (const operation of ['BaseDisclosures', 'StateDocuments'])
      expect(backend.calls.find((call) => call.operation === operation)!.input).toMatchObject({ language: 'es' });
    await user.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_ALL_ES);

    await user.click(screen.getByRole('button', { name: `Leer ${consent}` }));
    const dialog = await screen.findByRole('dialog', { name: consent }, chunkLoad);
    expect(await within(dialog).findByText('Página 1 de 2', {}, chunkLoad)).toBeInTheDocument();
    expect(within(dialog).getByRole('toolbar', { name: `${consent}: páginas y zoom` })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Acercar' })).toBeInTheDocument();
    expect(lastDocument.file?.data).toBeInstanceOf(Uint8Array);
    // The English copy, beside it for reference (Regulation Z 1026.27): fetched by address with the borrower's token.
    await user.click(within(dialog).getByRole('button', { name: 'Ver la copia en inglés' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'La copia en inglés, para su referencia. La copia que usted acepta es la que está en español.',
    );
    await waitFor(() => expect(lastDocument.file?.url).toBe(ENGLISH_CONSENT));
    expect(lastDocument.file?.httpHeaders).toEqual({ authorization: 'fake-id-token-for-mia.chen@example.com' });
    expect(
      await within(dialog).findByRole('toolbar', { name: `${consent} (inglés): páginas y zoom` }, chunkLoad),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Volver a la copia en español' }));
    await waitFor(() => expect(lastDocument.file?.data).toBeInstanceOf(Uint8Array));
    expect(lastDocument.file?.url).toBeUndefined();
    expect(within(dialog).queryByRole('status')).toBeNull();
    // Closed on its English copy, the document opens again in the copy the borrower agrees to.
    await user.click(within(dialog).getByRole('button', { name: 'Ver la copia en inglés' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('button', { name: `Leer ${consent} otra vez` }));
    const reopened = await screen.findByRole('dialog', { name: consent }, chunkLoad);
    expect(within(reopened).getByRole('button', { name: 'Ver la copia en inglés' })).toBeInTheDocument();
    expect(within(reopened).queryByRole('status')).toBeNull();
    await waitFor(() => expect(lastDocument.file?.data).toBeInstanceOf(Uint8Array));
    await user.click(within(reopened).getByRole('button', { name: 'Cerrar' }));
    await user.click(screen.getByRole('checkbox', { name: `He leído y acepto el documento ${consent}` }));
    expect(await screen.findByRole('heading', { name: 'Los documentos de su solicitud' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Leer ${consent} otra vez` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Sus opciones' })).toBeInTheDocument();
  });

  it('asks how the loan is repaid and paid out in Spanish, with the account’s last four digits', async () => {
    const user = userEvent.setup();
    await openInSpanish('/application/approved/agreements', {
      application: applicationRecord({
        applicationState: 'PENDING_ESIGN',
        status: 'APPROVED',
        bankingInformation: { accountNumber: '000123456789', routingNumber: '044000037', bankName: 'Buckeye' },
        loanApplicationProgress: { applicationUrl: '/application/approved/agreements' },
      }),
      state: stateDocuments([doc('LOAN_AGREEMENT', 'Contrato de préstamo', { pdfData: PDF })]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Los documentos de su préstamo' }, chunkLoad),
    ).toBeInTheDocument();
    const repayment = screen.getByRole('group', { name: '¿Cómo desea pagar su préstamo?' });
    expect(
      within(repayment).getByRole('radio', {
        name: 'Pagos automáticos desde mi cuenta de cheques que termina en 6789, en cada fecha de vencimiento',
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aceptar y continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Elija cómo pagará su préstamo.');
    await user.click(
      within(repayment).getByRole('radio', {
        name: 'Haré cada pago por mi cuenta, con tarjeta de débito, en una tienda o por teléfono',
      }),
    );
    const funding = screen.getByRole('group', { name: '¿Cómo desea recibir su dinero?' });
    await user.click(
      within(funding).getByRole('radio', { name: 'En mi tarjeta de débito Visa: desde 30 minutos después de firmar' }),
    );
    expect(screen.getByRole('group', { name: 'Su tarjeta de débito Visa' })).toBeInTheDocument();
  });

  it.each([
    [
      'CARD_ERROR_1',
      'No pudimos verificar su tarjeta',
      'Los datos de la tarjeta que termina en 4242 no coinciden con los que tiene el banco de la tarjeta. No se cobró dinero.',
      ['Escribir una tarjeta', 'Elegir otra forma'],
    ],
    [
      'NEEDS_NEW_FUNDING',
      'No podemos depositar su dinero en su cuenta bancaria',
      'Su banco nos informó que la cuenta que termina en 6789 no puede recibir depósitos. Es posible que esté cerrada.',
      ['Agregar otra cuenta bancaria', 'Elegir otra forma'],
    ],
  ])(
    'says what the funding check found (%s) in Spanish, and what can be done',
    async (code, title, happened, links) => {
      await openInSpanish('/application/approved/funding-issue', {
        application: applicationRecord({
          applicationState: 'PENDING_ESIGN',
          status: 'APPROVED',
          bankingInformation: { accountNumber: '000123456789', routingNumber: '044000037', bankName: 'Buckeye' },
          fundingCheck: { code, cardLast4: '4242', cardNetwork: 'VISA' },
          loanApplicationProgress: { applicationUrl: '/application/approved/funding-issue' },
        }),
      });
      expect(await screen.findByRole('heading', { level: 1, name: title }, chunkLoad)).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(happened);
      expect(
        screen
          .getAllByRole('link')
          .map((link) => link.textContent)
          .filter((name) => links.includes(name)),
      ).toEqual(links);
    },
  );
});
