// The application as the saga tests start from and read back: the slice's client state, with the record (and a
// convertible store loan) in the API cache where the app keeps them (src/features/application/applicationRecord.ts).
import { applicationApi, type ApplicationRecord } from '../../src/features/application/applicationEndpoints';
import { selectApplicationRecord } from '../../src/features/application/applicationRecord';
import { selectConvertibleStoreLoan } from '../../src/features/application/entry/storeLoanConversion';
import {
  initialApplicationState,
  selectApplication,
  type ApplicationSliceState,
} from '../../src/features/application/applicationSlice';
import { rootReducer, type RootState } from '../../src/store/rootReducer';

export type ApplicationAt = Partial<ApplicationSliceState> & { record?: ApplicationRecord | null };

/** The record as a call that answered with it keeps it (applicationEndpoints.ts). */
export const recordKept = (record: ApplicationRecord) =>
  applicationApi.util.upsertQueryEntries([{ endpointName: 'applicationById', arg: { id: record.id }, value: record }]);

/** `state` with the application `at` (status 'ready' unless said), its record (if any) in the cache. */
export function withApplication(state: RootState, { record = null, ...slice }: ApplicationAt = {}): RootState {
  const next = {
    ...state,
    application: {
      ...initialApplicationState,
      status: 'ready' as const,
      ...slice,
      applicationId: record?.id ?? slice.applicationId ?? null,
    },
  };
  return record ? (rootReducer(next, recordKept(record)) as RootState) : next;
}

/** The application of a saga's end state, its record read from the cache. */
export const applicationOf = (result: { storeState: unknown }) => {
  const state = result.storeState as RootState;
  return {
    ...selectApplication(state),
    record: selectApplicationRecord(state),
    conversion: selectConvertibleStoreLoan(state),
  };
};
