// Whether the approved loan's documents are agreed for the loan as it stands: the set keeps a key of the figures it
// was made from, and a loan worked out again (ESIGN_RECALCULATED) has other figures, so its documents are agreed to
// again before the e-sign.
import { createHash } from 'node:crypto';
import type { StoredAgreements, StoredLoanSelection } from '../../../db/schema/applications';

export const loanKeyOf = (loan: StoredLoanSelection | null) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        loan
          ? { loanNumber: loan.loanNumber, amount: loan.amount, offeredOn: loan.offeredOn, terms: loan.terms }
          : null,
      ),
    )
    .digest('hex');

export const loanAgreed = (row: { agreements: StoredAgreements | null; loan: StoredLoanSelection | null }) =>
  !!row.agreements?.APPROVED && row.agreements.APPROVED.loanKey === loanKeyOf(row.loan);
