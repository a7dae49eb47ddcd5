// The decision as far as it is known, from its two homes: what the application socket last pushed (the slice's
// `decision.state`, live) and, before any push, the record as the server last answered it (the API cache). Screens
// and sagas read these; nothing copies a push into the record.
import { createSelector } from '@reduxjs/toolkit';
import type { ApplicationState } from '../../../../api/generated/graphql';
import type { ApplicationRecord } from '../../applicationEndpoints';
import { selectApplicationRecord } from '../../applicationRecord';
import { selectApplication } from '../../applicationSlice';
import type { RootState } from '../../../../store/rootReducer';

const selectPushed = (state: RootState) => selectApplication(state).decision.state;

/** The application's state (spec 3.2): the last one pushed, else the record's; null when neither says. */
export const selectDecisionStatus = (state: RootState): ApplicationState | null =>
  selectPushed(state)?.status ?? selectApplicationRecord(state)?.applicationState ?? null;

/** A declined application's denial: its eligibility and notice, pushed with the decision or kept on the record. */
export const selectDenial = createSelector(
  [selectPushed, selectApplicationRecord],
  (pushed, record): ApplicationRecord['denial'] => {
    const denial = pushed?.denial;
    if (!denial) return record?.denial ?? null;
    return {
      onlineEligible: denial.onlineEligible,
      retailEligible: denial.retailEligible,
      // The notice's reasons and report come with the push too: the notice page reads nothing again.
      notice: denial.notice ?? record?.denial?.notice ?? null,
    };
  },
);

/** Whether the application the flow is on was declined (pushed as DENIED, or so recorded). */
export const selectDeclined = (state: RootState) => {
  const record = selectApplicationRecord(state);
  return selectDecisionStatus(state) === 'DENIED' || record?.status === 'DENIED';
};
