// Step 1, personal information (application spec 3.1, 5; decision 0061): one call, createApplication or
// savePersonalInformation, checked whole by the server, which answers with the step that follows (the browser goes
// there) or refuses with a reason: a ZIP code in another state (the message on the form), a state the brand does not
// serve (/not-in-state). Someone under 18 goes to /not-eligible without a call (nothing saved). A failed save keeps
// what was typed and says so.
import { applicationPaths } from '../../../config/applicationPaths';
import { storedCmsData, type CmsData } from '../../../lib/cmsCookie';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { arriveWhereSaved, currentRecord, reasonOf, saveFailedWith, signedInEmail } from '../flowEffects';
import { personalInput } from '../../../lib/validation/applicationInputs';
import { isOfAge } from '../../../lib/validation/applicationSchemas';
import { stateName } from '../../../lib/rules/usStates';
import { service } from '../../../store/sagaServices';
import { selectBrand } from '../../../store/selectors';
import type { RootState } from '../../../store/rootReducer';
import { createApplication, savePersonalInformation, type ApplicationRecord } from '../applicationEndpoints';
import { STEP_REFUSAL } from '../../../lib/rules/applicationSteps';
import { notEligibleFound, notInStateFound, personalSubmitted } from '../applicationSlice';

const page = applicationPaths;

export function* personalSaga(action: ReturnType<typeof personalSubmitted>) {
  const brand = (yield select(selectBrand)) as ReturnType<typeof selectBrand>;
  const navigate = yield* service('navigate');
  const email = (yield call(signedInEmail)) as string | null;
  const record = yield* currentRecord();
  const form = action.payload;
  if (!isOfAge(form.dateOfBirth)) {
    yield put(notEligibleFound('age'));
    yield call(navigate.navigate, page.notEligible.href());
    return;
  }
  try {
    const personalInformation = personalInput(form);
    // What the marketing site's link said of the visit (the 30-day CMS cookie), with the brand.
    const cms = (yield call(storedCmsData, brand.cookieName)) as CmsData;
    const campaignId = (yield select((state: RootState) => state.runtime.campaignId)) as string | null;
    // One call: the server checks the step (the ZIP code's state, what is offered there), saves it and says what
    // follows it.
    const saved = record
      ? ((yield call(savePersonalInformation, { id: record.id, personalInformation })) as ApplicationRecord)
      : ((yield call(createApplication, {
          application: {
            applicationType: 'SAGA_APPLICATION_ONLINE',
            stateCode: form.stateCode,
            channel: 'ONLINE',
            campaignId,
            userInformation: { email: email ?? '' },
            personalInformation,
          },
          cmsData: { ...cms, brand: brand.key },
        })) as ApplicationRecord);
    yield call(arriveWhereSaved, saved);
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === STEP_REFUSAL.noProductsInState) {
      yield put(notInStateFound(stateName(form.stateCode)));
      yield call(navigate.navigate, page.notInState.href());
    } else if (reason === STEP_REFUSAL.under18) {
      yield put(notEligibleFound('age'));
      yield call(navigate.navigate, page.notEligible.href());
    } else yield call(saveFailedWith, error);
  }
}

export function* personalSagas() {
  yield takeLeading(personalSubmitted.type, personalSaga);
}
