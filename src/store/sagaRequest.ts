// Runs an RTK Query request from a saga and returns its data, or throws its (plain) error:
//   const customer = yield* request(authApi.endpoints.authCustomer.initiate(undefined, { subscribe: false }));
import type { UnknownAction } from '@reduxjs/toolkit';
import { call, put } from 'redux-saga/effects';

interface Unwrappable<T> {
  unwrap: () => Promise<T>;
}

export function* request<T>(thunk: (...args: never[]) => Unwrappable<T>): Generator<unknown, T, unknown> {
  const pending = (yield put(thunk as unknown as UnknownAction)) as Unwrappable<T>;
  return (yield call(() => pending.unwrap())) as T;
}
