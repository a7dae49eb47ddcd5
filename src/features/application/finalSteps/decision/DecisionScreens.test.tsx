// The decision's pages rendered in the whole app with a real store, the application socket played by a fake: a
// submission behind the credit-report authorization (continue or cancel), the decision arriving live, the e-sign
// with its consent, the thank-you, a denial routed to keep-in-mind with Regulation B's notice, a failed submission
// and its second try, the e-sign hold, the socket's error state, and the bank brand's notice (30 days).
import { brandNotices } from '../../../../../brands/notices';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { brands } from '../../../../../brands/index';
import { signInApplicant } from '../../../../../tests/support/applicantPage';
import { applicationRecord } from '../../../../../tests/support/applicationRecord';
import { fakeSockets, type SocketStep } from '../../../../../tests/support/fakeSocket';
import { renderApp, renderAppIn } from '../../../../../tests/support/renderApp';
import { loanTerms } from '../../../../lib/rules/loanTerms';
import { isoToday } from '../../../../lib/validation/applicationDates';

const chunkLoad = { timeout: 5000 };
const email = 'ruth.baker@example.com';
const applicant = { email, firstName: 'Ruth', lastName: 'Baker' };
const nextPaymentDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const terms = loanTerms({
  productCode: 'ILP',
  apr: 225,
  amount: 1000,
  termMonths: 12,
  paymentFrequency: 'BI',
  nextPayDate: nextPaymentDate,
  today: isoToday(),
});

const record = (overrides: Record<string, unknown> = {}) =>
  applicationRecord({
    bankingInformation: {
      isReadOnly: false,
      routingNumber: '•••••0124',
      accountNumber: '••••3456',
      accountHoldersName: 'Ruth Baker',
      accountBalance: null,
      bankName: 'Buckeye Community Bank',
      accountOpenDate: '2019-05-01',
      accountType: 'CHECKING',
    },
    initialApplicationDetails: {
      loanNumber: 'ILP-1234567',
      productCode: 'ILP',
      channel: 'ONLINE',
      termMonths: 12,
      offeredOn: isoToday(),
      ...terms,
      paymentFrequency: 'BI',
    },
    ...overrides,
  });

function open(
  path: string,
  options: {
    scripts?: SocketStep[][];
    answers?: Record<string, unknown>;
    brandKey?: 'cng' | 'ccb';
    application?: ReturnType<typeof record> | null;
  } = {},
) {
  const { backend, auth } = signInApplicant(
    applicant,
    options.application === undefined ? record() : options.application,
    {
      SaveLoanApplicationProgress: { saveLoanApplicationProgress: { success: true } },
      SubmitApplication: {
        submitApplication: record({
          applicationState: 'SUBMITTING',
          loanApplicationProgress: { applicationUrl: '/application/transition' },
        }),
      },
      EsignApplication: { esignApplication: record({ applicationState: 'ESIGNING', status: 'APPROVED' }) },
      ...options.answers,
    },
  );
  const view = renderApp(path, { auth, brandKey: options.brandKey });
  const sockets = fakeSockets(options.scripts ?? []);
  view.services.sockets.open = sockets.open;
  return { backend, sockets, view };
}

/** Lets the fake socket's timers and the sagas run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('submission and the decision', () => {
  it('asks for the credit report authorization (continue or cancel), submits, watches the decision, signs and thanks', async () => {
    const user = userEvent.setup();
    const { backend, sockets } = open('/application/submit', {
      scripts: [
        [{ message: { status: 'SUBMITTING' } }, { message: { status: 'PENDING_UNDERWRITING' } }],
        [{ message: { status: 'ESIGNING' } }, { message: { status: 'ORIGINATED' }, customerCode: 'CNG12345678' }],
      ],
    });
    // The page's card first says it is loading the application, under the same heading.
    expect((await screen.findByText('Amount', { selector: 'dt' }, chunkLoad)).nextElementSibling).toHaveTextContent(
      '$1,000.00',
    );
    expect(screen.getByRole('heading', { name: 'Review and submit your application' })).toBeInTheDocument();
    expect(screen.getByText('Paid to and from', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Buckeye Community Bank account ending 3456',
    );
    expect(screen.getByRole('heading', { name: 'Truth in Lending disclosure' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit report authorization' });
    expect(
      within(dialog).getByText(/By continuing, you authorize Coin & Go Lending to obtain your consumer credit report/),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Continue']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.calls.some((call) => call.operation === 'SubmitApplication')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Credit report authorization' })).getByRole('button', {
        name: 'Continue',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Processing, please wait...' }, chunkLoad)).toBeInTheDocument();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Reviewing your application…');
    expect(sockets.opened[0]!.sent).toEqual([
      JSON.stringify({ action: 'registerApplicationListener', applicationId: 'app-1' }),
    ]);

    // Approved: the e-sign (its consent first).
    await act(async () => sockets.opened[0]!.play({ message: { status: 'PENDING_ESIGN', isPendingEsign: true } }));
    expect(await screen.findByRole('heading', { name: 'Sign your loan agreement' }, chunkLoad)).toBeInTheDocument();
    const sign = screen.getByRole('button', { name: 'Sign my loan agreement' });
    expect(sign).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: 'I have read the Truth in Lending disclosure above and I agree to sign my loan agreement electronically.',
      }),
    );
    await user.click(sign);
    expect(await screen.findByRole('heading', { name: 'Thank you' }, chunkLoad)).toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'EsignApplication')?.input).toEqual({ id: 'app-1' });
    expect(screen.getByText(brandNotices.cng.thankYouText)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Funds may arrive as fast as 30 minutes to a Visa debit card, or by the next business day to your checking account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your customer number is CNG12345678.')).toBeInTheDocument();
    // The first socket, still waiting at PENDING_ESIGN, was closed when the signing's watch replaced it.
    expect(sockets.opened.map((socket) => socket.closedWith)).toEqual([1000, 1000]);
  });

  const NOTICE = {
    reasons: [
      {
        reason: 'Delinquent past or present credit obligations with others',
        explanation: 'Your credit report shows payments to other lenders that were late or missed.',
      },
    ],
    decidedOn: '2026-11-20',
    mailedAt: '2026-11-20T15:00:00.000Z',
    creditReport: {
      agencyName: 'Example Credit Reporting Agency, Inc. (a fictional agency)',
      agencyAddress: 'P.O. Box 0000, Example City, OH 43000',
      agencyPhone: '800-555-0199',
      score: 520,
      scoreMin: 300,
      scoreMax: 850,
      keyFactors: ['Serious delinquency', 'Number of accounts with delinquency'],
      scoredOn: '2026-11-20',
      provider: 'Example Score Company (a fictional scoring model)',
    },
  };

  it('an online denial stays on the entry, with Regulation B’s notice (spec 4.6: not routed)', async () => {
    const { view } = open('/application/transition', {
      application: record({ applicationState: 'PENDING_UNDERWRITING' }),
      scripts: [[{ message: { status: 'DENIED' } }]],
      answers: {
        ApplicationById: {
          application: record({
            status: 'DENIED',
            applicationState: 'DENIED',
            denial: { onlineEligible: false, retailEligible: true, notice: NOTICE },
          }),
        },
        AdverseActionDetails: {
          getAnotherOptionDetail: { anotherOptionAvailable: true },
          getAdverseActionDetail: { hasRetailStores: true },
        },
      },
    });
    const notice = await screen.findByRole('region', { name: 'Notice of action taken' }, chunkLoad);
    expect(within(notice).getByText(brandNotices.cng.adverseActionText)).toBeInTheDocument();
    // Issue 48: the reasons themselves, and the consumer report's disclosures with the score.
    expect(within(notice).getByRole('heading', { name: 'The principal reasons for our decision' })).toBeInTheDocument();
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Delinquent past or present credit obligations with others. Your credit report shows payments to other lenders that were late or missed.',
      'Serious delinquency',
      'Number of accounts with delinquency',
    ]);
    for (const text of [
      'Our decision was based in whole or in part on information in a report from Example Credit Reporting Agency, Inc. (a fictional agency).',
      'P.O. Box 0000, Example City, OH 43000. Toll-free: 800-555-0199.',
      'The reporting agency played no part in our decision and is unable to supply specific reasons why we took this action.',
      'Under the Fair Credit Reporting Act, you have the right to a free copy of your report from the reporting agency, if you ask for it within 60 days of this notice.',
      'You also have the right to dispute with the reporting agency the accuracy or completeness of any information in your report.',
      'Your credit score: 520. Scores range from a low of 300 to a high of 850.',
      'Date: 11/20/2026. Scored by: Example Score Company (a fictional scoring model).',
      'A copy of this notice goes to the email address on your account.',
    ])
      expect(within(notice).getByText(text)).toBeInTheDocument();
    expect(within(notice).getByRole('button', { name: 'Download this notice (PDF)' })).toBeInTheDocument();
    await settle();
    expect(view.services.navigate.pathname()).toBe('/application/adverse-action');
    expect(screen.queryByText(/Keep in mind/)).not.toBeInTheDocument();
  });

  it('a store application opened afresh on the entry is routed there (a state with stores → retail)', async () => {
    const { view } = open('/application/adverse-action', {
      application: null,
      answers: {
        OpenApplication: {
          openApplication: null,
          declinedApplication: record({
            status: 'DENIED',
            applicationState: 'DENIED',
            channel: 'RETAIL',
            stateCode: 'OH',
          }),
          skipResumeApplication: true,
          applicationExpired: false,
        },
        AdverseActionDetails: {
          getAnotherOptionDetail: { anotherOptionAvailable: false },
          getAdverseActionDetail: { hasRetailStores: true },
        },
      },
    });
    expect(
      await screen.findByText(/You may still be able to get a loan at one of our stores in OH/, {}, chunkLoad),
    ).toBeInTheDocument();
    expect(view.services.navigate.pathname()).toBe('/application/adverse-action/retail');
  });

  it('routes a store application’s denial with another option to keep-in-mind, with Regulation B’s notice', async () => {
    open('/application/transition', {
      application: record({ applicationState: 'PENDING_UNDERWRITING', channel: 'RETAIL' }),
      scripts: [[{ message: { status: 'DENIED' } }]],
      answers: {
        ApplicationById: {
          application: record({
            status: 'DENIED',
            applicationState: 'DENIED',
            channel: 'RETAIL',
            denial: { onlineEligible: false, retailEligible: true },
          }),
        },
        AdverseActionDetails: {
          getAnotherOptionDetail: { anotherOptionAvailable: true },
          getAdverseActionDetail: { hasRetailStores: true },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'About your application' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText(/Keep in mind: another option may be available to you/)).toBeInTheDocument();
    const notice = screen.getByRole('region', { name: 'Notice of action taken' });
    expect(within(notice).getByText(brandNotices.cng.adverseActionText)).toBeInTheDocument();
    expect(
      within(notice).getByText(/The federal Equal Credit Opportunity Act prohibits creditors from discriminating/),
    ).toHaveTextContent(brandNotices.cng.ecoaAgency);
    expect(within(notice).getByText(`Creditor: ${brandNotices.cng.creditorAddress}`)).toBeInTheDocument();
  });

  it('records the other option when chosen, and says what follows: shared with the partner, or not (the privacy signal)', async () => {
    const user = userEvent.setup();
    const denied = record({
      status: 'DENIED',
      applicationState: 'DENIED',
      denial: { onlineEligible: false, retailEligible: true },
    });
    const { backend } = open('/application/adverse-action/keep-in-mind', {
      application: denied,
      answers: {
        SelectAnotherOption: {
          selectAnotherOption: { anotherOptionAvailable: true, selected: true, sharedWithPartner: true },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'See my other option' }, chunkLoad));
    expect(
      await screen.findByText(
        'You chose to see your other option. We have sent your application to our partner, who will contact you by email within one business day. You can also continue on their site now.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to our partner’s site' })).toHaveAttribute(
      'href',
      brands.cng.partnerSite,
    );
    // Inside step 4's progress (spec 2.1 lists the page among the final steps).
    const progress = screen.getByRole('navigation', { name: 'Application progress' });
    expect(within(progress).getByText('Final Steps', { selector: 'span' }).closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(backend.calls.find((call) => call.operation === 'SelectAnotherOption')?.input).toEqual({
      applicationId: 'app-1',
    });
  });

  it('reads the choice again on a reload of /another-option-selected (not shared: the browser asked not to)', async () => {
    const denied = record({ status: 'DENIED', applicationState: 'DENIED' });
    open('/application/another-option-selected', {
      application: denied,
      answers: {
        AnotherOption: {
          getAnotherOptionDetail: { anotherOptionAvailable: true, selected: true, sharedWithPartner: false },
        },
      },
    });
    expect(
      await screen.findByText(
        /Your browser asked us not to share your information, so we have not sent your application to our partner/,
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
  });

  it('gives the bank brand’s notice on the entry, never routed: written reasons within 30 days', async () => {
    open('/application/adverse-action', {
      brandKey: 'ccb',
      application: record({ status: 'DENIED', applicationState: 'DENIED', channel: 'RETAIL' }),
    });
    expect(await screen.findByText(/within 30 days/, {}, chunkLoad)).toHaveTextContent(
      brandNotices.ccb.adverseActionText,
    );
    expect(screen.getByRole('heading', { name: 'About your application' })).toBeInTheDocument();
  });

  it('says a submission failed and submits again', async () => {
    const user = userEvent.setup();
    const { backend } = open('/application/transition', {
      application: record({ applicationState: 'SUBMIT_ERROR' }),
      scripts: [[{ message: { status: 'SUBMITTING' } }]],
    });
    expect(
      await screen.findByText(
        'We could not submit your application. Nothing you entered is lost: please submit it again.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(await screen.findByRole('heading', { name: 'Processing, please wait...' })).toBeInTheDocument();
    expect(backend.calls.filter((call) => call.operation === 'SubmitApplication')).toHaveLength(1);
  });

  it('says why the e-sign is on hold and until when', async () => {
    open('/application/transition', {
      application: record({ applicationState: 'PENDING_UNDERWRITING' }),
      scripts: [
        [
          {
            message: {
              status: 'PENDING_ESIGN',
              isPendingEsign: true,
              isEsignDisabled: true,
              eSignDisabledReasons: ['We need to confirm your bank account before you can sign your loan agreement.'],
              eSignDisabledUntilDate: '2026-11-25',
            },
          },
        ],
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Your loan is approved: signing is on hold' }, chunkLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText('We need to confirm your bank account before you can sign your loan agreement.'),
    ).toBeInTheDocument();
    expect(screen.getByText('11/25/2026')).toBeInTheDocument();
  });

  it('shows the hold again on a reload: the page watches, and the first message carries why and until when', async () => {
    const hold = {
      status: 'PENDING_ESIGN',
      isPendingEsign: true,
      isEsignDisabled: true,
      eSignDisabledReasons: ['We need to confirm your bank account before you can sign your loan agreement.'],
      eSignDisabledUntilDate: '2026-11-25',
    };
    const { sockets } = open('/application/hold-esign', {
      application: record({ status: 'APPROVED', applicationState: 'PENDING_ESIGN' }),
      scripts: [[{ message: hold }]],
    });
    expect(
      await screen.findByText(
        'We need to confirm your bank account before you can sign your loan agreement.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('11/25/2026')).toBeInTheDocument();
    // PENDING_ESIGN is not a closing trigger: the socket stays open while the page is shown.
    expect(sockets.opened.map((socket) => socket.closedWith)).toEqual([null]);
  });

  it('ends a store loan’s application at its approval: the socket closes, and the thank-you says what to bring to the store', async () => {
    const store = record({
      channel: 'RETAIL',
      preferredProductCode: 'SLP',
      storeInformation: { storeNumber: '1000', brandName: 'cng' },
      status: 'APPROVED',
      applicationState: 'SUBMIT_APPROVED',
      loanApplicationProgress: { applicationUrl: '/application/transition' },
    });
    const { sockets } = open('/application/transition', {
      application: store,
      scripts: [[{ message: { status: 'SUBMIT_APPROVED', isPendingEsign: false } }]],
    });
    expect(
      await screen.findByText(
        'Your store loan is approved. Visit your store (number 1000) to read and sign your loan agreement and get your money: bring the items below.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    const bring = screen.getByRole('list', { name: 'What to bring?' });
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Valid ID', 'Proof of income', 'Active checking account', 'Proof of address and phone']);
    expect(screen.getByRole('link', { name: 'Find your store: address, hours and directions' })).toHaveAttribute(
      'href',
      '/find-a-store',
    );
    expect(screen.queryByText(/Visa debit card/)).not.toBeInTheDocument();
    expect(sockets.opened.map((socket) => socket.closedWith)).toEqual([1000]);
  });

  it('resumes a signed-off approval at the e-sign: the decision page watches and shows the page that fits', async () => {
    open('/application/transition', {
      application: record({
        status: 'APPROVED',
        applicationState: 'PENDING_ESIGN',
        loanApplicationProgress: { applicationUrl: '/application/transition' },
      }),
      scripts: [[{ message: { status: 'PENDING_ESIGN', isPendingEsign: true } }]],
    });
    expect(await screen.findByRole('button', { name: 'Sign my loan agreement' }, chunkLoad)).toBeDisabled();
  });

  it('shows the new figures to sign again when the signature recalculated them (ESIGN_RECALCULATED)', async () => {
    const user = userEvent.setup();
    const newTerms = loanTerms({
      productCode: 'ILP',
      apr: 225,
      amount: 1000,
      termMonths: 12,
      paymentFrequency: 'BI',
      nextPayDate: nextPaymentDate,
      today: isoToday(new Date(Date.now() + 3 * 86_400_000)),
    });
    const recalculated = record({
      status: 'APPROVED',
      applicationState: 'PENDING_ESIGN',
      initialApplicationDetails: {
        loanNumber: 'ILP-1234567',
        productCode: 'ILP',
        channel: 'ONLINE',
        termMonths: 12,
        offeredOn: isoToday(),
        ...newTerms,
        paymentFrequency: 'BI',
      },
    });
    const { sockets } = open('/application/esign', {
      application: record({ status: 'APPROVED', applicationState: 'PENDING_ESIGN' }),
      scripts: [
        [{ message: { status: 'PENDING_ESIGN', isPendingEsign: true } }],
        [{ message: { status: 'PENDING_ESIGN', isPendingEsign: true }, action: 'ESIGN_RECALCULATED' }],
      ],
      answers: { EsignApplication: { esignApplication: recalculated } },
    });
    await user.click(
      await screen.findByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ }, chunkLoad),
    );
    // The page's own watch has its socket (the first script) before the signature's watch replaces it: on a busy
    // machine the press could otherwise cancel the page's watch before it opened, and the signature's watch would
    // read the first script.
    await waitFor(() => expect(sockets.opened).toHaveLength(1), chunkLoad);
    await user.click(screen.getByRole('button', { name: 'Sign my loan agreement' }));
    expect(
      await screen.findByText(
        'Your loan was offered on an earlier day, so we worked out its payments again for today. Nothing is signed yet: read the new disclosure below, then sign.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    // The consent is asked again, for the new figures.
    expect(
      screen.getByRole('checkbox', { name: /I agree to sign my loan agreement electronically/ }),
    ).not.toBeChecked();
    expect(
      screen.getByText(
        new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(newTerms.financeCharge),
      ),
    ).toBeInTheDocument();
    // The signature's watch closed normally on the closing trigger (the page, shown again, may watch afresh).
    expect(sockets.opened[1]!.closedWith).toBe(1000);
  });

  it('says on the thank-you page when the money arrives by the way chosen with the loan documents', async () => {
    const chosen = (fundingMethod: string) => ({
      agreements: {
        application: null,
        approved: { agreedAt: '2026-11-24T10:00:00.000Z' },
        repaymentMethod: 'OTHER',
        fundingMethod,
      },
    });
    const card = open('/application/thank-you', {
      application: record({ status: 'APPROVED', applicationState: 'ORIGINATED', ...chosen('DEBIT_CARD') }),
    });
    expect(
      await screen.findByText(
        'Your money goes to your Visa debit card: it may arrive in as little as 30 minutes.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    card.view.unmount();
    open('/application/thank-you', {
      application: record({ status: 'APPROVED', applicationState: 'ORIGINATED', ...chosen('ACH') }),
    });
    expect(
      await screen.findByText(
        'Your money goes to your checking account by direct deposit: it arrives by the next business day.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Visa debit card/)).not.toBeInTheDocument();
  });

  it('offers to remember the device on the thank-you page (spec 4.8): accept saves it with the application and the fingerprint', async () => {
    const user = userEvent.setup();
    const verified = { phoneVerification: { verified: true, method: 'CODE', phoneNumberMasked: '(•••) •••-0151' } };
    const { backend } = open('/application/thank-you', {
      application: record({ status: 'APPROVED', applicationState: 'ORIGINATED', ...verified }),
      answers: { RememberDevice: { rememberDevice: { success: true } } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Remember this device?' }, chunkLoad);
    await user.click(within(dialog).getByRole('button', { name: 'Remember This Device' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: 'Remember this device?' })).not.toBeInTheDocument();
    expect(backend.calls.find((call) => call.operation === 'RememberDevice')?.input).toEqual({
      applicationId: 'app-1',
      blackBox: 'test-black-box',
      mfaId: null,
    });
  });

  it('dismisses the remember-device modal on decline, saving nothing; no modal without a verified number', async () => {
    const user = userEvent.setup();
    const { backend } = open('/application/thank-you', {
      application: record({
        status: 'APPROVED',
        applicationState: 'ORIGINATED',
        phoneVerification: { verified: true, method: 'CARRIER', phoneNumberMasked: '(•••) •••-0151' },
      }),
    });
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remember this device?' }, chunkLoad)).getByRole('button', {
        name: 'Not Now',
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Remember this device?' })).not.toBeInTheDocument();
    expect(backend.calls.map((call) => call.operation)).not.toContain('RememberDevice');
  });

  it('sends a reload after origination (no open application) to the account', async () => {
    const { sockets } = open('/application/transition', { application: null });
    expect(await screen.findByRole('link', { name: 'Go to my account' }, chunkLoad)).toHaveAttribute(
      'href',
      '/account',
    );
    expect(
      screen.getByText(
        'There is no application in progress here: it has been finished. Your account shows your loan and anything left to do.',
      ),
    ).toBeInTheDocument();
    expect(sockets.opened).toHaveLength(0);
  });

  it('shows the error state while the socket reconnects', async () => {
    open('/application/transition', {
      application: record({ applicationState: 'PENDING_UNDERWRITING' }),
      scripts: [[{ message: { status: 'PENDING_UNDERWRITING' } }, { error: true }]],
    });
    expect(
      await screen.findByText(
        'We lost the connection for a moment and are reconnecting. Your application is safe.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
  });
});

/** A signed-in applicant's page in Spanish, with the application given. */
async function openInSpanish(path: string, application: ReturnType<typeof record>) {
  const { auth } = signInApplicant(applicant, application);
  return renderAppIn('es', path, { auth });
}

describe('the submission in Spanish', () => {
  it('thanks in Spanish, says when the money arrives, and what to bring to the store for a store loan', async () => {
    const funded = record({
      status: 'APPROVED',
      applicationState: 'ORIGINATED',
      agreements: { application: null, approved: null, repaymentMethod: 'OTHER', fundingMethod: 'DEBIT_CARD' },
    });
    const first = await openInSpanish('/application/thank-you', funded);
    expect(await screen.findByRole('heading', { name: 'Gracias' }, chunkLoad)).toBeInTheDocument();
    expect(
      screen.getByText('Su dinero va a su tarjeta de débito Visa: puede llegar en tan solo 30 minutos.'),
    ).toBeInTheDocument();
    first.unmount();

    const store = record({
      channel: 'RETAIL',
      preferredProductCode: 'SLP',
      storeInformation: { storeNumber: '1000', brandName: 'cng' },
      status: 'APPROVED',
      applicationState: 'SUBMIT_APPROVED',
    });
    await openInSpanish('/application/thank-you', store);
    expect(
      await screen.findByText(
        'Su préstamo de tienda está aprobado. Visite su tienda (número 1000) para leer y firmar su contrato de préstamo y recibir su dinero: traiga lo que se indica abajo.',
        {},
        chunkLoad,
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '¿Qué debe traer?' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Identificación válida',
      'Comprobante de ingresos',
      'Cuenta de cheques activa',
      'Comprobante de domicilio y teléfono',
    ]);
    expect(screen.getByRole('link', { name: 'Encuentre su tienda: dirección, horario y cómo llegar' })).toHaveAttribute(
      'href',
      '/find-a-store',
    );
  });

  it('shows the loan to submit and asks for the credit report authorization in Spanish', async () => {
    const user = userEvent.setup();
    const { backend, auth } = signInApplicant(applicant, record());
    await renderAppIn('es', '/application/submit', { auth });
    expect(await screen.findByRole('heading', { name: 'Revise y envíe su solicitud' }, chunkLoad)).toBeInTheDocument();
    expect(screen.getByText('Monto', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$1,000.00');
    expect(screen.getByText('Pago', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      /^\$[\d,]+\.\d{2}, el primero vence el \d{1,2} de [a-z]+ de \d{4}$/,
    );
    expect(screen.getByText('Se deposita en y se paga desde', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Cuenta en Buckeye Community Bank que termina en 3456',
    );
    expect(screen.getByRole('heading', { name: 'Divulgación de veracidad en los préstamos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autorización para consultar su informe de crédito' });
    expect(
      within(dialog).getByText(/^Al continuar, usted autoriza a Coin & Go Lending a obtener su informe de crédito/),
    ).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancelar', 'Continuar']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(backend.calls.some((call) => call.operation === 'SubmitApplication')).toBe(false);
  });
});
