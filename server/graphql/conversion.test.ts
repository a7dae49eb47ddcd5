// Converting or refinancing a payday loan on the server (issue 15): the offers by the customer's own code (another's
// is refused), the preliminary underwriting, the convert and refinance terms, and Continue: the application made with
// the new loan's figures, validated, approved for the signature; signed, it makes the new loan and closes the payday
// loan (CONVERTED, REFINANCED). A choice outside the terms changes nothing.
import { refundTiming } from '../../src/lib/rules/businessDays';
import { convertQuote, refinanceQuote } from '../../src/lib/rules/conversionMath';
import { toCents } from '../../src/lib/rules/money';
import { easternWallClock } from '../../src/lib/rules/easternTime';
import { addDays } from '../../src/lib/rules/loanTerms';
import { agreedTo } from '../../tests/support/applicationClient';
import { listen } from '../../tests/support/applicationSocketClient';
import { graphql, mailsTo, tokensFor } from '../../tests/support/serverClient';

type Result = Awaited<ReturnType<typeof graphql>>;
const errorOf = (result: Result) => result.body.errors?.[0];
const dataOf = <T>(result: Result) => {
  expect(result.body.errors).toBeUndefined();
  return result.body.data as T;
};

const CLONE =
  'mutation C($choice: ConversionChoice!) { cloneApplicationBase(choice: $choice) { id status applicationState initialApplicationDetails { loanAmount productCode apr financeCharge paymentAmount paymentDueDate totalOfPayments convertedLoanNumber convertedPayoff paymentSchedule { installmentNumber } } originalLoanDetails { loanNumber productCode payoffAmount } } }';
const VALIDATE =
  'mutation V($id: ID!) { validateOriginalLoanDetails(id: $id) { isNonStandardApplication isEligible hadLoanAmountDeleted } }';
const CONVERT =
  'mutation T($id: ID!) { convertApplicationTypeToConversion(id: $id) { id status applicationState loanApplicationProgress { applicationUrl } } }';
const ESIGN = 'mutation Sign($id: ID!) { esignApplication(id: $id) { applicationState } }';
const LOANS =
  '{ accountOverview { page loans { loanNumber productCode kind status systemState loanAmount financeCharge apr ledger { kind party partyRef amount effectiveOn } } } }';
const ledgerOf = (loans: Record<string, unknown>[], loanNumber: string) =>
  loans.find((loan) => loan.loanNumber === loanNumber)?.ledger;

const signIn = async (email: string) => {
  const token = (await tokensFor(email)).IdToken;
  const me = dataOf<{ me: { customerCode: string } }>(await graphql('{ me { customerCode } }', token)).me;
  expect(me.customerCode).toMatch(/^CNG\d{8}$/);
  return { token, code: me.customerCode };
};
const today = () => easternWallClock(new Date()).date;

jest.setTimeout(40_000);

describe('the conversion offers and the preliminary underwriting', () => {
  it('offers what the customer’s state allows, by their own customer code only', async () => {
    const kim = await signIn('kim.lane@example.com');
    const leo = await signIn('luke.ford@example.com');
    expect(
      dataOf(
        await graphql(
          'query O($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }',
          kim.token,
          'cng',
          { c: kim.code },
        ),
      ),
    ).toEqual({ conversionOffers: { conversionTypes: ['CONVERSION'] } });
    expect(
      dataOf(
        await graphql(
          'query O($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }',
          leo.token,
          'cng',
          { c: leo.code },
        ),
      ),
    ).toEqual({ conversionOffers: { conversionTypes: ['CONVERSION', 'REFINANCE'] } });
    const other = errorOf(
      await graphql(
        'query O($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }',
        kim.token,
        'cng',
        { c: leo.code },
      ),
    );
    expect(other).toMatchObject({ message: 'This customer code is not yours.', extensions: { code: 'FORBIDDEN' } });
    // A store's payday loan converts too (Ohio: into the online installment loan).
    const grace = await signIn('grace.hill@example.com');
    expect(
      dataOf(
        await graphql(
          'query O($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }',
          grace.token,
          'cng',
          { c: grace.code },
        ),
      ),
    ).toEqual({ conversionOffers: { conversionTypes: ['CONVERSION'] } });
    // A customer with no payday loan is told so.
    const olivia = await signIn('olivia.reed@example.com');
    expect(
      errorOf(
        await graphql(
          'query O($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }',
          olivia.token,
          'cng',
          { c: olivia.code },
        ),
      )?.message,
    ).toBe('You have no payday loan that can be converted or refinanced.');
  });

  it('approves a customer in good standing and declines one with a loan charged off', async () => {
    const kim = await signIn('kim.lane@example.com');
    const mia = await signIn('mia.stone@example.com');
    const underwrite = (who: { token: string; code: string }) =>
      graphql('mutation U($c: String!) { preliminaryUnderwriting(customerCode: $c) { status } }', who.token, 'cng', {
        c: who.code,
      });
    expect(dataOf(await underwrite(kim))).toEqual({ preliminaryUnderwriting: { status: 'APPROVED' } });
    expect(dataOf(await underwrite(mia))).toEqual({ preliminaryUnderwriting: { status: 'DECLINED' } });
    expect(
      errorOf(
        await graphql(CLONE, mia.token, 'cng', { choice: { customerCode: mia.code, kind: 'CONVERSION', amount: 500 } }),
      )?.message,
    ).toBe('We cannot offer to convert or refinance your loan right now.');
  });
});

describe('an agent acting for the customer', () => {
  it('sees the offers, and cannot take one', async () => {
    const { code } = await signIn('mia.stone@example.com');
    const agent = (await tokensFor('agent.bello@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql('mutation { startImpersonation(email: "mia.stone@example.com") { customerEmail } }', agent)).body
        .errors,
    ).toBeUndefined();
    try {
      expect(
        dataOf(
          await graphql(
            'query O($c: String!) { conversionOffers(customerCode: $c) { conversionTypes } }',
            agent,
            'cng',
            { c: code },
          ),
        ),
      ).toEqual({ conversionOffers: { conversionTypes: ['CONVERSION', 'REFINANCE'] } });
      expect(
        errorOf(await graphql(CLONE, agent, 'cng', { choice: { customerCode: code, kind: 'CONVERSION', amount: 500 } }))
          ?.extensions,
      ).toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
  });
});

describe('converting into an installment loan', () => {
  it('gives the terms; an amount off the steps is refused; Continue makes the application, and signing it converts the loan', async () => {
    const kim = await signIn('kim.lane@example.com');
    const details = dataOf<{ convertLoanDetails: Record<string, number | string> }>(
      await graphql(
        'query D($c: String!) { convertLoanDetails(customerCode: $c) { customerCode loanNumber loanAmount loanDueDate loanFeeAmount payoffAmount newDueDate paymentFrequency minimum maximum interval numberOfPayments apr loanDate } }',
        kim.token,
        'cng',
        { c: kim.code },
      ),
    ).convertLoanDetails;
    expect(details).toMatchObject({
      customerCode: kim.code,
      loanNumber: 'PDL-4100191',
      loanAmount: 400,
      paymentFrequency: 'BI',
      interval: 50,
      numberOfPayments: 26,
      apr: 1.45,
      minimum: 500,
      maximum: 2000,
      loanDate: today(),
      newDueDate: addDays(today(), 14),
    });
    expect(details.payoffAmount).toBe((details.loanAmount as number) + (details.loanFeeAmount as number));

    expect(
      errorOf(
        await graphql(CLONE, kim.token, 'cng', { choice: { customerCode: kim.code, kind: 'CONVERSION', amount: 525 } }),
      )?.message,
    ).toBe('Choose an amount from $500.00 to $2,000.00 in steps of $50.00.');
    // Not rounded onto a step (issue 68): $500.004 and 1e308 are refused, not taken as $500.00 or $1e306.
    for (const amount of [500.004, 1e308])
      expect(
        errorOf(
          await graphql(CLONE, kim.token, 'cng', { choice: { customerCode: kim.code, kind: 'CONVERSION', amount } }),
        )?.message,
      ).toBe('Choose an amount from $500.00 to $2,000.00 in steps of $50.00.');
    expect(
      errorOf(await graphql(CLONE, kim.token, 'cng', { choice: { customerCode: kim.code, kind: 'REFINANCE' } }))
        ?.message,
    ).toBe('This option is not offered for your loan.');

    const made = dataOf<{
      cloneApplicationBase: {
        id: string;
        initialApplicationDetails: Record<string, unknown>;
        originalLoanDetails: Record<string, unknown>;
      };
    }>(
      await graphql(CLONE, kim.token, 'cng', { choice: { customerCode: kim.code, kind: 'CONVERSION', amount: 1000 } }),
    ).cloneApplicationBase;
    // The spec's formulas: payment = 1000 × (1 + 1.45) ÷ 26; finance charge = 1000 × 1.45. The APR disclosed is the
    // schedule's (Regulation Z), not the 145% offered.
    const disclosed = convertQuote(100000, {
      apr: 1.45,
      numberOfPayments: 26,
      paymentFrequency: 'BI',
      loanDate: today(),
      newDueDate: addDays(today(), 14),
      payoff: 0,
    }).disclosedApr;
    expect(disclosed).toBeGreaterThan(210);
    expect(made.initialApplicationDetails).toMatchObject({
      loanAmount: 1000,
      productCode: 'ILP',
      apr: disclosed,
      financeCharge: 1450,
      paymentAmount: 94.23,
      totalOfPayments: 2450,
      paymentDueDate: addDays(today(), 14),
      convertedLoanNumber: 'PDL-4100191',
      convertedPayoff: details.payoffAmount,
    });
    expect((made.initialApplicationDetails.paymentSchedule as unknown[]).length).toBe(26);
    expect(made.originalLoanDetails).toEqual({
      loanNumber: 'PDL-4100191',
      productCode: 'PDL',
      payoffAmount: details.payoffAmount,
    });

    // The draft is the conversion pages' own: the application area does not resume it.
    const openApplication = async () =>
      dataOf<{ openApplication: { id: string } | null }>(
        await graphql('{ openApplication(email: "kim.lane@example.com") { id } }', kim.token),
      ).openApplication;
    expect(await openApplication()).toBeNull();
    expect(dataOf(await graphql(VALIDATE, kim.token, 'cng', { id: made.id }))).toEqual({
      validateOriginalLoanDetails: { isNonStandardApplication: false, isEligible: true, hadLoanAmountDeleted: false },
    });
    expect(dataOf(await graphql(CONVERT, kim.token, 'cng', { id: made.id }))).toEqual({
      convertApplicationTypeToConversion: {
        id: made.id,
        status: 'APPROVED',
        applicationState: 'PENDING_ESIGN',
        loanApplicationProgress: { applicationUrl: '/application/approved/agreements' },
      },
    });
    expect(dataOf<{ accountOverview: { page: string } }>(await graphql(LOANS, kim.token)).accountOverview.page).toBe(
      'pending-refinance',
    );
    expect(await openApplication()).toEqual({ id: made.id });

    const token = (await tokensFor('kim.lane@example.com')).IdToken;
    await agreedTo(token, made.id, 'APPROVED');
    const signing = listen(token, made.id, (message) => message.body.applicationState.status === 'ORIGINATED');
    // Signed twice at once (a double click, a retry): one loan, one set of ledger entries.
    const [first, second] = await Promise.all([
      graphql(ESIGN, token, 'cng', { id: made.id }),
      graphql(ESIGN, token, 'cng', { id: made.id }),
    ]);
    expect(
      [first, second].some(
        (result) =>
          result.body.data &&
          (result.body.data as { esignApplication?: { applicationState: string } }).esignApplication
            ?.applicationState === 'ESIGNING',
      ),
    ).toBe(true);
    await signing;
    const signedAt = new Date();
    const after = dataOf<{ accountOverview: { page: string; loans: Record<string, unknown>[] } }>(
      await graphql(LOANS, (await tokensFor('kim.lane@example.com')).IdToken),
    ).accountOverview;
    expect(after.loans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productCode: 'ILP',
          kind: 'CONVERSION',
          status: 'OPEN',
          loanAmount: 1000,
          financeCharge: 1450,
          apr: disclosed,
        }),
        expect.objectContaining({ loanNumber: 'PDL-4100191', status: 'CLOSED', systemState: 'CONVERTED' }),
      ]),
    );
    expect(after.loans.filter((loan) => loan.productCode === 'ILP')).toHaveLength(1);
    // The money: the new loan paid the payday loan off (its fee and its principal), and the rest was paid out to the
    // bank account by the refund-timing rule.
    const newNumber = after.loans.find((loan) => loan.productCode === 'ILP')!.loanNumber as string;
    const fee = details.loanFeeAmount as number;
    expect(ledgerOf(after.loans, 'PDL-4100191')).toEqual([
      { kind: 'FEE', party: 'LOAN', partyRef: newNumber, amount: fee, effectiveOn: today() },
      { kind: 'PRINCIPAL', party: 'LOAN', partyRef: newNumber, amount: 400, effectiveOn: today() },
    ]);
    expect(ledgerOf(after.loans, newNumber)).toEqual([
      {
        kind: 'CASH_OUT',
        party: 'BANK',
        partyRef: '3456',
        amount: Math.round((1000 - (details.payoffAmount as number)) * 100) / 100,
        effectiveOn: refundTiming(signedAt).depositOn,
      },
      { kind: 'PAYOFF', party: 'LOAN', partyRef: 'PDL-4100191', amount: details.payoffAmount, effectiveOn: today() },
    ]);
    expect(after.page).toBe('loan-in-rescission');
  });
});

describe('refinancing the payday loan', () => {
  it('gives the terms; option 3 borrows more within the limit; a bad amount is refused; signing it refinances the loan; an offer left earlier is no longer available', async () => {
    const leo = await signIn('luke.ford@example.com');
    const details = dataOf<{ refinanceDetails: Record<string, number | string> }>(
      await graphql(
        'query R($c: String!) { refinanceDetails(customerCode: $c) { loanNumber loanAmount loanDueDate loanFeeAmount loanDate newDueDate financeCharge maxPayBack maxBorrow } }',
        leo.token,
        'cng',
        { c: leo.code },
      ),
    ).refinanceDetails;
    expect(details).toMatchObject({
      loanNumber: 'PDL-4100192',
      loanAmount: 400,
      maxPayBack: 300,
      maxBorrow: 100,
      loanDate: today(),
      newDueDate: addDays(details.loanDueDate as string, 14),
    });
    expect(details.financeCharge).toBe(details.loanFeeAmount);

    // An offer taken earlier (a conversion) and left: once the loan is refinanced it is no longer available.
    const stale = dataOf<{ cloneApplicationBase: { id: string } }>(
      await graphql(CLONE, leo.token, 'cng', { choice: { customerCode: leo.code, kind: 'CONVERSION', amount: 500 } }),
    ).cloneApplicationBase;
    const choice = (refinanceOption: string, refinanceInput: string) => ({
      choice: { customerCode: leo.code, kind: 'REFINANCE', refinanceOption, refinanceInput },
    });
    expect(errorOf(await graphql(CLONE, leo.token, 'cng', choice('repayAndBorrow', '150')))?.message).toBe(
      'Enter an amount from $0.00 to $100.00.',
    );
    expect(errorOf(await graphql(CLONE, leo.token, 'cng', choice('repayAndBorrow', '12abc')))?.message).toBe(
      'Enter an amount from $0.00 to $100.00.',
    );

    const made = dataOf<{ cloneApplicationBase: { id: string; initialApplicationDetails: Record<string, unknown> } }>(
      await graphql(CLONE, leo.token, 'cng', choice('repayAndBorrow', '75')),
    ).cloneApplicationBase;
    // base = 400 + fee; option 3 adds 75 and prices the fee on the 475 now owed; the APR is the new loan's own.
    const fee = details.financeCharge as number;
    const quote = refinanceQuote(
      {
        loanAmount: 40000,
        financeCharge: toCents(fee),
        loanFeeAmount: toCents(details.loanFeeAmount as number),
        loanDate: today(),
        newDueDate: details.newDueDate as string,
      },
      'repayAndBorrow',
      7500,
    );
    expect(quote.financeCharge).toBe(Math.round((toCents(fee) * 475) / 400));
    expect(made.initialApplicationDetails).toMatchObject({
      loanAmount: 475,
      productCode: 'PDL',
      financeCharge: quote.financeCharge / 100,
      totalOfPayments: (47500 + quote.financeCharge) / 100,
      paymentDueDate: details.newDueDate,
      apr: quote.disclosedApr,
    });

    expect(dataOf(await graphql(CONVERT, leo.token, 'cng', { id: made.id }))).toMatchObject({
      convertApplicationTypeToConversion: { applicationState: 'PENDING_ESIGN' },
    });
    const token = (await tokensFor('luke.ford@example.com')).IdToken;
    await agreedTo(token, made.id, 'APPROVED');
    const signing = listen(token, made.id, (message) => message.body.applicationState.status === 'ORIGINATED');
    await graphql(ESIGN, token, 'cng', { id: made.id });
    await signing;
    const after = dataOf<{ accountOverview: { loans: Record<string, unknown>[] } }>(
      await graphql(LOANS, (await tokensFor('luke.ford@example.com')).IdToken),
    ).accountOverview;
    expect(after.loans).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productCode: 'PDL',
          kind: 'REFINANCE',
          status: 'OPEN',
          loanAmount: 475,
          apr: quote.disclosedApr,
        }),
        expect.objectContaining({ loanNumber: 'PDL-4100192', status: 'CLOSED', systemState: 'REFINANCED' }),
      ]),
    );
    // Option 3: the fee came out of the $75 borrowed, the new loan paid the $400 principal, and the cash back is the
    // $75 less the fee.
    const newNumber = after.loans.find((loan) => loan.kind === 'REFINANCE')!.loanNumber as string;
    const currentFee = toCents(details.loanFeeAmount as number);
    expect(ledgerOf(after.loans, 'PDL-4100192')).toEqual([
      ...(currentFee > 7500
        ? [{ kind: 'FEE', party: 'BANK', partyRef: '3456', amount: (currentFee - 7500) / 100, effectiveOn: today() }]
        : []),
      {
        kind: 'FEE',
        party: 'LOAN',
        partyRef: newNumber,
        amount: Math.min(currentFee, 7500) / 100,
        effectiveOn: today(),
      },
      { kind: 'PRINCIPAL', party: 'LOAN', partyRef: newNumber, amount: 400, effectiveOn: today() },
    ]);
    const onNew = ledgerOf(after.loans, newNumber) as { kind: string; amount: number }[];
    expect(onNew.find((entry) => entry.kind === 'CASH_OUT')?.amount ?? 0).toBe(quote.cashBack / 100);
    expect(Math.round(onNew.reduce((sum, entry) => sum + entry.amount * 100, 0))).toBe(47500);
    // The payday loan is closed: the application no longer stands for an open loan.
    expect(dataOf(await graphql(VALIDATE, token, 'cng', { id: made.id }))).toEqual({
      validateOriginalLoanDetails: { isNonStandardApplication: true, isEligible: false, hadLoanAmountDeleted: false },
    });
    expect(dataOf(await graphql(VALIDATE, token, 'cng', { id: stale.id }))).toEqual({
      validateOriginalLoanDetails: { isNonStandardApplication: false, isEligible: false, hadLoanAmountDeleted: false },
    });
    expect(errorOf(await graphql(CONVERT, token, 'cng', { id: stale.id }))?.message).toBe(
      'Conversion option is no longer available.',
    );
    expect(
      dataOf(
        await graphql('mutation D($id: ID!) { createConversionDenial(id: $id) { success } }', token, 'cng', {
          id: stale.id,
        }),
      ),
    ).toEqual({ createConversionDenial: { success: true } });
    expect(
      dataOf(await graphql(`{ application(id: "${stale.id}") { conversionDetails { loanNumber } } }`, token)),
    ).toEqual({ application: { conversionDetails: { loanNumber: 'PDL-4100192' } } });
    // The denial is kept with its reason, and its notice mailed once, however often the modal's buttons are pressed
    // (decision 0056).
    expect(
      dataOf(
        await graphql(
          `{ application(id: "${stale.id}") { applicationKind status denial { notice { reasons { reason explanation } creditReport { score } } } } }`,
          token,
        ),
      ),
    ).toEqual({
      application: {
        applicationKind: 'CONVERSION',
        status: 'DENIED',
        denial: {
          notice: {
            reasons: [
              {
                reason: 'The loan you asked to change no longer qualifies',
                explanation:
                  'Since we offered the change, your payday loan was paid off, fell behind, or its payoff changed, so the offer ended.',
              },
            ],
            creditReport: null,
          },
        },
      },
    });
    await graphql('mutation D($id: ID!) { createConversionDenial(id: $id) { success } }', token, 'cng', {
      id: stale.id,
    });
    const mail = await oneNoticeMail('luke.ford@example.com');
    expect(mail.subject).toBe(
      'Notice of action taken: your request to convert your payday loan into an installment loan with Coin & Go Lending',
    );
    expect(mail.text).toContain('• The loan you asked to change no longer qualifies. Since we offered the change');
  });
});

/** The customer's notices of action taken in MailDev, once the job has sent one; none more come after it. */
async function oneNoticeMail(email: string) {
  const mails = () => mailsTo(email, /Notice of action taken/);
  for (let tries = 0; tries < 50 && (await mails()).length === 0; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const all = await mails();
  expect(all).toHaveLength(1);
  return all[0]!;
}

describe('a declined request’s notice of action taken (decision 0056)', () => {
  const UNDERWRITE =
    'mutation U($c: String!, $k: ConversionKind) { preliminaryUnderwriting(customerCode: $c, kind: $k) { status noticeApplicationId } }';
  it('keeps the reasons of the request declined, mails one notice a request a day (asked at once too), and gives its PDF', async () => {
    const mia = await signIn('mia.stone@example.com');
    const asked = await Promise.all(
      Array.from({ length: 8 }, () => graphql(UNDERWRITE, mia.token, 'cng', { c: mia.code, k: 'REFINANCE' })),
    );
    const answers = asked.map(
      (result) =>
        dataOf<{ preliminaryUnderwriting: { status: string; noticeApplicationId: string } }>(result)
          .preliminaryUnderwriting,
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['DECLINED']));
    const ids = new Set(answers.map((answer) => answer.noticeApplicationId));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      dataOf(
        await graphql(
          `{ application(id: "${id}") { applicationKind status denial { notice { reasons { reason explanation } creditReport { score } } } } }`,
          mia.token,
        ),
      ),
    ).toEqual({
      application: {
        applicationKind: 'REFINANCE',
        status: 'DENIED',
        denial: {
          notice: {
            reasons: [
              {
                reason: 'Poor credit performance with us',
                explanation: 'A loan you have with us is behind on its payments or was not repaid.',
              },
            ],
            // Decided on the lender's own records: no consumer report, so no FCRA disclosures.
            creditReport: null,
          },
        },
      },
    });
    const mail = await oneNoticeMail('mia.stone@example.com');
    expect(mail.subject).toBe(
      'Notice of action taken: your request to refinance your payday loan with Coin & Go Lending',
    );
    for (const text of [
      'Coin & Go Lending is unable to approve your request to refinance your payday loan at this time.',
      'We could not approve your request for these reasons:',
      '• Poor credit performance with us. A loan you have with us is behind on its payments or was not repaid.',
      'The Federal agency that administers compliance with this law concerning this creditor is:',
    ])
      expect(mail.text).toContain(text);
    expect(mail.text).not.toContain('reporting agency');
    expect(mail.attachments).toEqual([
      expect.objectContaining({ fileName: 'notice-of-action-taken.pdf', contentType: 'application/pdf' }),
    ]);
    const pdf = await fetch(`${process.env.TEST_SERVER_URL!}/api/applications/${id}/adverse-action-notice`, {
      headers: { host: 'cng.localhost', authorization: `Bearer ${mia.token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Without the request (as the specification's call is made), nothing is kept; the account's home is unchanged.
    expect(dataOf(await graphql(UNDERWRITE, mia.token, 'cng', { c: mia.code }))).toEqual({
      preliminaryUnderwriting: { status: 'DECLINED', noticeApplicationId: null },
    });
    expect(dataOf(await graphql('{ accountOverview { page } }', mia.token))).toEqual({
      accountOverview: { page: 'refinance' },
    });
  });

  it('keeps nothing when an agent acting for the customer only looks', async () => {
    const { code } = await signIn('mia.stone@example.com');
    const agent = (await tokensFor('agent.bello@example.com', 'Agent#2026')).IdToken;
    await graphql('mutation { startImpersonation(email: "mia.stone@example.com") { customerEmail } }', agent);
    try {
      expect(dataOf(await graphql(UNDERWRITE, agent, 'cng', { c: code, k: 'CONVERSION' }))).toEqual({
        preliminaryUnderwriting: { status: 'DECLINED', noticeApplicationId: null },
      });
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
  });
});
