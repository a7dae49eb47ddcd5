// Runs an RTK Query request from a saga and returns its data, or throws its (plain) error:
//   const customer = yield* request(customerApi.endpoints.me.initiate(undefined, { subscribe: false }));
// Cancelling the saga aborts the request.
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, cancelled, put } from 'redux-saga/effects';

interface Unwrappable<T> {
  unwrap: () => Promise<T>;
  /** Present on RTK Query's requests: aborts the fetch. */
  abort?: () => void;
}

export function* request<T>(thunk: (...args: never[]) => Unwrappable<T>): Generator<unknown, T, unknown> {
  const pending = (yield put(thunk as unknown as UnknownAction)) as Unwrappable<T>;
  try {
    return (yield call(() => pending.unwrap())) as T;
  } finally {
    // A saga cancelled mid-request (takeLatest's newer search, say) aborts the fetch instead of leaving it to land.
    if ((yield cancelled()) as boolean) pending.abort?.();
  }
}
