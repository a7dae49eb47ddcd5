import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { put, takeEvery } from 'redux-saga/effects';
import { createTestServices } from '../../tests/support/renderApp';
import { registerFeatureSagas } from './lazyFeatures';
import { makeStore } from './makeStore';
import { rootReducer } from './rootReducer';

// A feature as a lazily loaded chunk brings it: a slice that injects itself and sagas that register.
const laterSlice = createSlice({
  name: 'later',
  initialState: { started: 0, answered: 0 },
  reducers: {
    asked: (state) => {
      state.started += 1;
    },
    answered: (state) => {
      state.answered += 1;
    },
  },
});
declare module './rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface LazySlices extends WithSlice<typeof laterSlice> {}
}

function* laterSagas() {
  yield takeEvery(laterSlice.actions.asked, function* () {
    yield put(laterSlice.actions.answered());
  });
}

const store = () => makeStore(createTestServices().services, undefined);

describe('a feature loaded with its chunk', () => {
  it('joins stores made before and after it loads: its slice is there, its sagas run once, and no action is dispatched twice', () => {
    const before = store();
    const selectLater = laterSlice.injectInto(rootReducer).selectSlice;
    // Until the chunk's sagas register, its slice reads as its initial state.
    expect(selectLater(before.getState())).toEqual({ started: 0, answered: 0 });
    registerFeatureSagas({ feature: 'later', saga: laterSagas });
    registerFeatureSagas({ feature: 'later', saga: laterSagas }); // a module evaluated twice changes nothing
    expect(before.getState().later).toEqual({ started: 0, answered: 0 });

    before.dispatch(laterSlice.actions.asked());
    expect(before.getState().later).toEqual({ started: 1, answered: 1 });

    const after = store();
    after.dispatch(laterSlice.actions.asked());
    after.dispatch(laterSlice.actions.asked());
    expect(after.getState().later).toEqual({ started: 2, answered: 2 });
  });

  it('does not run in a store made to render once', () => {
    const once = makeStore(createTestServices().services, undefined, { lazyParts: false });
    once.dispatch(laterSlice.actions.asked());
    expect(once.getState().later).toEqual({ started: 1, answered: 0 });
  });
});
