// Step 4's loan choice (application spec 3.9, 3.10; issue 14): the product (one of those offered in the
// application's state on its channel), the amount within the product's least and most, and for an online product the
// term; the APR offered (the shared offer rule), and the figures worked out with the same rule as the amount page
// shows them (src/lib/rules/loanTerms.ts), from the income step's pay frequency and next payday. A store product's
// terms are set at the store: only the product and amount are kept. The loan keeps its number when chosen again.
import { randomInt } from 'node:crypto';
import { allowedTerms, amountProblem, isSinglePayment, loanTerms, offerApr } from '../../../src/lib/rules/loanTerms';
import { NEXT_STEP, STEP_PAGES } from '../../../src/lib/rules/applicationSteps';
import { isoToday } from '../../../src/lib/validation/applicationDates';
import type { StoredIncomeInformation, StoredLoanSelection } from '../../db/schema/applications';
import { badRequest, notFound } from '../domainError';
import type { Scope } from '../scope';
import { updateApplication, type ProductRow } from './applicationRepository';
import { application, changeable, productOffered } from './applicationService';

export interface LoanChoice {
  productCode: string;
  loanAmount: number;
  termMonths?: number | null;
}

/** A new loan number of a product (random seven digits). */
export const newLoanNumber = (productCode: string) => loanNumberOf(productCode, randomInt(1_000_000, 10_000_000));

/** A loan number: the product code without underscores, a dash, and seven digits. */
export const loanNumberOf = (productCode: string, sevenDigits: number) =>
  `${productCode.replace(/_/g, '')}-${String(sevenDigits)}`;

/**
 * The loan as kept on the application: the APR offered today (an online product's; a store sets its own) and the
 * figures the shared rule gives from the income's pay frequency and next payday. The seed builds its personas' loans
 * with it too.
 */
export function loanFigures(input: {
  product: ProductRow;
  channel: StoredLoanSelection['channel'];
  returning: boolean;
  amount: number;
  termMonths: number | null;
  loanNumber: string;
  income: Pick<StoredIncomeInformation, 'paymentFrequency' | 'nextPaymentDate'>;
  now: Date;
}): StoredLoanSelection {
  const { product, channel, amount, termMonths, income } = input;
  const apr = channel === 'ONLINE' ? offerApr(product, input.returning) : null;
  const offeredOn = isoToday(input.now);
  return {
    productCode: product.productCode,
    channel,
    amount,
    termMonths,
    apr,
    loanNumber: input.loanNumber,
    offeredOn,
    terms:
      apr === null
        ? null
        : loanTerms({
            productCode: product.productCode,
            apr,
            amount,
            termMonths: termMonths ?? 0,
            paymentFrequency: income.paymentFrequency,
            nextPayDate: income.nextPaymentDate,
            today: offeredOn,
          }),
  };
}

/** Step 4's amount and term; the application resumes at the checks (online) or the documents (a store loan). */
export async function saveLoanSelection(scope: Scope, id: string, choice: LoanChoice, now = new Date()) {
  const row = await changeable(scope, id);
  if (!row.income || !row.bank) throw badRequest('Finish your income and bank account before choosing your loan');
  const product = await productOffered(scope, row.stateCode, choice.productCode, row.channel);
  const problem = amountProblem(product, choice.loanAmount);
  if (problem) throw badRequest(problem, 'loanAmount');
  const online = row.channel === 'ONLINE';
  const terms = allowedTerms(product, row.returning);
  const single = isSinglePayment(product.productCode);
  const termMonths = online && !single ? (choice.termMonths ?? null) : null;
  if (online && !single && (termMonths === null || !terms.includes(termMonths)))
    throw badRequest({ key: 'Choose a term of {terms} months', values: { terms: terms.join(', ') } }, 'termMonths');
  const loan = loanFigures({
    product,
    channel: row.channel,
    returning: row.returning,
    amount: choice.loanAmount,
    termMonths,
    loanNumber:
      row.loan?.productCode === product.productCode ? row.loan.loanNumber : newLoanNumber(product.productCode),
    income: row.income,
    now,
  });
  return updateApplication(
    scope.db,
    row.id,
    { loan, preferredProductCode: product.productCode, applicationUrl: STEP_PAGES[NEXT_STEP.loanAmount(row)] },
    now,
  );
}

/** The chosen loan's figures (spec 3.10), for the application's owner; `loanId` is the loan number given at the choice. */
export async function initialLoanDetails(scope: Scope, applicationId: string | null | undefined, loanId: string) {
  if (!applicationId) throw badRequest('applicationId is required', 'applicationId');
  const row = await application(scope, applicationId);
  if (!row.loan || row.loan.loanNumber !== loanId) throw notFound('No loan with this number on this application');
  return row.loan;
}
