// The declined applicant's other option lives in the API cache: the `anotherOption` entry of the application, written
// by the choice's answer and by a read (the calls themselves, applicationEndpoints.ts), read by its page.
import type { RootState } from '../../../../store/rootReducer';
import { applicationApi, type AnotherOptionDetail } from '../../applicationEndpoints';
import { cachedForApplication } from '../../applicationRecord';

/** What was chosen for the application the flow is on, and whether it went to the partner; null before it is read. */
export const selectAnotherOptionDetail = (state: RootState): AnotherOptionDetail | null =>
  cachedForApplication(state, applicationApi.endpoints.anotherOption);
