// The session's own state: whether this browser holds an enrollment session (an enrollment user mid-way), which
// the idle prompt's end tells the server and the API error policy uses to pick the error page. In the first
// chunk (session start runs at boot). Serialisable.
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { enrollmentSessionEnded, enrollmentSessionStarted } from '../../events/enrollmentEvents';
import { rootReducer, type RootState } from '../../store/rootReducer';

export interface SessionState {
  isEnrollment: boolean;
}

const initialSessionState: SessionState = { isEnrollment: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(enrollmentSessionStarted, (state) => {
      state.isEnrollment = true;
    });
    builder.addCase(enrollmentSessionEnded, (state) => {
      state.isEnrollment = false;
    });
  },
});

declare module '../../store/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface StaticSlices extends WithSlice<typeof sessionSlice> {}
}

sessionSlice.injectInto(rootReducer);

export const selectIsEnrollmentSession = (state: RootState) => state.session.isEnrollment;
