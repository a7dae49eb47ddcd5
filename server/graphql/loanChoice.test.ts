// Step 4's loan choice over real HTTP: the products offered for the application, the amount and term saved with the
// figures the shared rule works out (the schedule and the Truth in Lending box's), the loan's number kept when the
// amount changes, getInitialLoanDetails for the owner only, and every refusal (before the bank step, an amount out of
// range, a term not offered, a product not offered, someone else's application).
import { loanTerms } from '../../src/lib/rules/loanTerms';
import { atStepFour, createdApplication, newApplicant, uniqueEmail } from '../../tests/support/applicationClient';
import { graphql, tokensFor } from '../../tests/support/serverClient';

const DETAILS =
  'loanNumber loanAmount productCode channel termMonths paymentFrequency offeredOn apr financeCharge amountFinanced totalOfPayments paymentAmount paymentDueDate paymentSchedule { installmentNumber paymentAmount dueDate principal interest balance }';
const CHOOSE = `mutation Choose($id: ID!, $productCode: String!, $loanAmount: Float!, $termMonths: Int) { saveLoanSelection(id: $id, productCode: $productCode, loanAmount: $loanAmount, termMonths: $termMonths) { preferredProductCode initialApplicationDetails { ${DETAILS} } } }`;

interface Details {
  loanNumber: string;
  loanAmount: number;
  termMonths: number | null;
  apr: number;
  offeredOn: string;
  paymentSchedule: {
    installmentNumber: number;
    paymentAmount: number;
    dueDate: string;
    principal: number;
    interest: number;
    balance: number;
  }[];
  [key: string]: unknown;
}

const choose = (token: string, id: string, productCode: string, loanAmount: number, termMonths?: number | null) =>
  graphql(CHOOSE, token, 'cng', { id, productCode, loanAmount, termMonths });
const chosen = (result: Awaited<ReturnType<typeof choose>>) =>
  (result.body.data as { saveLoanSelection: { initialApplicationDetails: Details } }).saveLoanSelection
    .initialApplicationDetails;

describe('step 4: the loan choice', () => {
  it('answers the product and the amount with the page that follows: the amount, then the checks of an online loan', async () => {
    const { token, id } = await atStepFour();
    const product = (code: string) =>
      graphql(
        `mutation { saveLoanProduct(id: "${id}", productCode: "${code}") { preferredProductCode loanApplicationProgress { applicationUrl } } }`,
        token,
      );
    expect((await product('DUAL')).body.data).toEqual({
      saveLoanProduct: {
        preferredProductCode: 'DUAL',
        loanApplicationProgress: { applicationUrl: '/application/amount' },
      },
    });
    // A store loan is not offered on an online application.
    expect((await product('SLP')).body.errors?.[0]?.message).toBe('This product is not offered in your state');
    const amount = await graphql(
      `mutation { saveLoanSelection(id: "${id}", productCode: "ILP", loanAmount: 1000, termMonths: 12) { loanApplicationProgress { applicationUrl } } }`,
      token,
    );
    expect(amount.body.data).toEqual({
      saveLoanSelection: { loanApplicationProgress: { applicationUrl: '/application/otp' } },
    });
  });

  it('offers the online loans of the application’s state, then saves the amount and term with the shared rule’s figures', async () => {
    const { token, id, income } = await atStepFour();
    const offer = await graphql(
      `{ getCustomerProductAvailability(applicationId: "${id}") { products { productCode channel minLoan maxLoan minTerm maxTerm aprLow aprHigh } } }`,
      token,
    );
    const products = (
      offer.body.data as {
        getCustomerProductAvailability: { products: { productCode: string; channel: string; aprHigh: number }[] };
      }
    ).getCustomerProductAvailability.products;
    const ilp = products.find((product) => product.productCode === 'ILP' && product.channel === 'ONLINE')!;
    expect(ilp).toMatchObject({ minLoan: 300, maxLoan: 3000, minTerm: 6, maxTerm: 18 });

    const saved = await choose(token, id, 'ILP', 1400, 12);
    expect(saved.body.errors).toBeUndefined();
    const details = chosen(saved);
    // A new customer is offered the product's highest APR; the figures are the rule's for the income's paydays.
    const expected = loanTerms({
      productCode: 'ILP',
      apr: ilp.aprHigh,
      amount: 1400,
      termMonths: 12,
      paymentFrequency: 'BI',
      nextPayDate: income.nextPaymentDate,
      today: details.offeredOn,
    });
    expect(details).toMatchObject({
      loanAmount: 1400,
      productCode: 'ILP',
      channel: 'ONLINE',
      termMonths: 12,
      paymentFrequency: 'BI',
      apr: expected.apr,
      financeCharge: expected.financeCharge,
      totalOfPayments: expected.totalOfPayments,
      paymentAmount: expected.paymentAmount,
    });
    expect(details.paymentSchedule).toHaveLength(26);
    expect(details.paymentSchedule.at(-1)!.balance).toBe(0);
    expect(details.loanNumber).toMatch(/^ILP-\d{7}$/);

    // Another amount keeps the loan's number; getInitialLoanDetails answers the owner with the same figures.
    const again = chosen(await choose(token, id, 'ILP', 2000, 18));
    expect(again).toMatchObject({ loanNumber: details.loanNumber, loanAmount: 2000, termMonths: 18 });
    const read = await graphql(
      `{ getInitialLoanDetails(loanId: "${details.loanNumber}", applicationId: "${id}") { ${DETAILS} } }`,
      token,
    );
    expect((read.body.data as { getInitialLoanDetails: Details }).getInitialLoanDetails).toEqual(again);

    const maria = (await tokensFor('maria.lopez@example.com')).IdToken;
    expect(
      (
        await graphql(
          `{ getInitialLoanDetails(loanId: "${details.loanNumber}", applicationId: "${id}") { loanNumber } }`,
          maria,
        )
      ).body.errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
    expect((await choose(maria, id, 'ILP', 1400, 12)).body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await graphql(`{ getInitialLoanDetails(loanId: "ILP-0000000", applicationId: "${id}") { loanNumber } }`, token))
        .body.errors?.[0]?.extensions,
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it.each([
    [
      'an amount under the least',
      'ILP',
      200,
      12,
      'loanAmount',
      'Choose a whole-dollar amount from $300.00 to $3,000.00.',
    ],
    [
      'an amount over the most',
      'ILP',
      3050,
      12,
      'loanAmount',
      'Choose a whole-dollar amount from $300.00 to $3,000.00.',
    ],
    ['cents', 'ILP', 1400.5, 12, 'loanAmount', 'Choose a whole-dollar amount from $300.00 to $3,000.00.'],
    ['a term not offered', 'ILP', 1400, 7, 'termMonths', 'Choose a term of 6, 9, 12, 15, 18 months'],
    ['no term', 'ILP', 1400, null, 'termMonths', 'Choose a term of 6, 9, 12, 15, 18 months'],
    [
      'a store product on an online application',
      'PDL',
      300,
      null,
      'preferredProductCode',
      'This product is not offered in your state',
    ],
  ])('refuses %s, and keeps what was saved', async (_name, productCode, amount, term, field, message) => {
    const { token, id } = await atStepFour();
    const first = chosen(await choose(token, id, 'ILP', 1000, 9));
    const refused = await choose(token, id, productCode, amount, term);
    expect(refused.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_REQUEST', field } });
    const kept = await graphql(
      `{ application(id: "${id}") { initialApplicationDetails { loanAmount termMonths loanNumber } } }`,
      token,
    );
    expect(kept.body.data).toEqual({
      application: { initialApplicationDetails: { loanAmount: 1000, termMonths: 9, loanNumber: first.loanNumber } },
    });
  });

  it('asks for the income and bank account first', async () => {
    const email = uniqueEmail('early');
    const token = await newApplicant(email);
    const { id } = await createdApplication(token, email);
    expect((await choose(token, id, 'ILP', 1400, 12)).body.errors?.[0]).toMatchObject({
      message: 'Finish your income and bank account before choosing your loan',
      extensions: { code: 'BAD_REQUEST' },
    });
  });
});
