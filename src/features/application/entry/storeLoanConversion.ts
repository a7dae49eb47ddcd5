// Whether a returning customer's open store loan may be converted (the express application's entry asks once) lives in
// the API cache: the `customerConversion` entry of the new application, written by the entry's read itself, read by
// /continue-conversion.
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../../store/rootReducer';
import { applicationApi, type ConversionEligibility } from '../applicationEndpoints';
import { cachedForApplication } from '../applicationRecord';

/** The open store loan that may be converted, if the eligibility says so. */
export function convertibleStoreLoan(eligibility: ConversionEligibility | null | undefined) {
  const details = eligibility?.conversionDetails;
  return eligibility?.hasOpenRetailLoan === true && details?.isEligible === true
    ? {
        loanNumber: details.loanNumber ?? null,
        productCode: details.productCode ?? null,
        payoffAmount: details.payoffAmount ?? null,
      }
    : null;
}

/** The application's open store loan that may be converted (null when there is none, or it was not read). */
export const selectConvertibleStoreLoan = createSelector(
  [(state: RootState) => cachedForApplication(state, applicationApi.endpoints.customerConversion)],
  (answer) => convertibleStoreLoan(answer?.applicationConversionEligibility),
);
