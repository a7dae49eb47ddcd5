// The declined applicant's other option (spec 4.6; the choice and its page are ours): 'See my other option' at
// /adverse-action/keep-in-mind records the choice (`selectAnotherOption`; the server shares the application with the
// partner unless the browser asked not to) and shows /another-option-selected, which reads it again on a reload.
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { applicationPaths } from '../../../../config/applicationPaths';
import { service } from '../../../../store/sagaServices';
import { fetchAnotherOption, selectAnotherOption } from '../../applicationEndpoints';
import { anotherOptionChosen, anotherOptionLoaded, anotherOptionOpened, saveFailed } from '../../applicationSlice';
import { APPLICATION_TEXT } from '../../applicationText';
import { currentRecord, saveFailedWith } from '../../flowEffects';
import { selectAnotherOptionDetail } from './anotherOptionCache';

export function* anotherOptionChosenSaga() {
  const record = yield* currentRecord();
  if (!record) return;
  const navigate = yield* service('navigate');
  try {
    yield call(selectAnotherOption, { applicationId: record.id });
    yield put(anotherOptionLoaded());
    yield call(navigate.navigate, applicationPaths.anotherOptionSelected.href());
  } catch (error) {
    yield call(saveFailedWith, error);
  }
}

export function* anotherOptionOpenedSaga() {
  const record = yield* currentRecord();
  if (!record || (yield select(selectAnotherOptionDetail))) return;
  try {
    yield call(fetchAnotherOption, { applicationId: record.id });
    yield put(anotherOptionLoaded());
  } catch {
    yield put(saveFailed(APPLICATION_TEXT.loadFailed));
  }
}

export function* anotherOptionSagas() {
  yield takeLeading(anotherOptionChosen.type, anotherOptionChosenSaga);
  yield takeLatest(anotherOptionOpened.type, anotherOptionOpenedSaga);
}
