// A set of agreements sent (issue 14): with the additional attributes (the device fingerprint from the fingerprint
// service, never kept in the store). The first set moves the application on to /submit (the server stores it as the
// place to resume, NEXT_STEP); the approved loan's goes to /esign. A refusal (a document not agreed, a way not
// chosen) is shown as the server words it, and nothing is lost. The set names the language its documents were read in.
import { call, select, takeLeading } from 'redux-saga/effects';
import { applicationPaths } from '../../../../config/applicationPaths';
import type { AgreementsInput } from '../../../../api/generated/graphql';
import type { Language } from '../../../../lib/rules/language';
import type { RootState } from '../../../../store/rootReducer';
import { service } from '../../../../store/sagaServices';
import { typedBankInput } from '../../../../lib/validation/bankSchemas';
import { agreementsAccepted, newBankSubmitted } from '../../applicationSlice';
import type { ApplicationRecord } from '../../applicationEndpoints';
import { arriveWhereSaved, current, currentRecord, saveFailedWith, keepSaved } from '../../flowEffects';
import { replaceBankAccount, saveAgreements } from './agreementsEndpoints';

const page = applicationPaths;

export function* agreementsAcceptedSaga(action: ReturnType<typeof agreementsAccepted>) {
  const record = yield* currentRecord();
  const { reached } = yield* current();
  if (!record) return;
  const { repaymentMethod, fundingMethod, cardToken, ...set } = action.payload;
  try {
    const fingerprint = yield* service('fingerprint');
    let blackBox: string | null = null;
    try {
      blackBox = (yield call(fingerprint.blackBox)) as string;
    } catch {
      // The fingerprint helps against fraud; its absence does not stop the applicant.
    }
    // The documents were read in the page's language: the server keeps the copies in it as the ones agreed.
    const language = (yield select((state: RootState) => state.runtime.language)) as Language;
    const agreements: AgreementsInput = { ...set, blackBox, language };
    // The application's own documents lead to the submission: the server stores it as the place to resume.
    const first = set.section === 'APPLICATION';
    const saved = (yield call(saveAgreements, {
      id: record.id,
      agreements,
      repaymentMethod: repaymentMethod ?? null,
      fundingMethod: fundingMethod ?? null,
      cardToken: cardToken ?? null,
    })) as ApplicationRecord;
    if (first) {
      yield call(arriveWhereSaved, saved);
      return;
    }
    const navigate = yield* service('navigate');
    yield* keepSaved(saved, reached ?? page.transition.href());
    // The funding and repayment check asked for something (issue 31): its page says what and what to do.
    const code = saved.fundingCheck?.code;
    yield call(
      navigate.navigate,
      code && code !== 'PROCEED_APPLICATION' ? page.fundingIssue.href() : page.esign.href(),
    );
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

/** Another checking account for the approved loan: saved, the loan's documents (which name it) are agreed again. */
export function* newBankSaga(action: ReturnType<typeof newBankSubmitted>) {
  const record = yield* currentRecord();
  const { reached } = yield* current();
  if (!record) return;
  const { form } = action.payload;
  try {
    const saved = (yield call(replaceBankAccount, {
      id: record.id,
      bankingInformation: typedBankInput(form),
    })) as ApplicationRecord;
    const navigate = yield* service('navigate');
    yield* keepSaved(saved, reached ?? page.transition.href());
    yield call(navigate.navigate, page.approvedAgreements.href());
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* agreementsSagas() {
  yield takeLeading(agreementsAccepted.type, agreementsAcceptedSaga);
  yield takeLeading(newBankSubmitted.type, newBankSaga);
}
