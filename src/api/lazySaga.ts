// A saga that loads its module on first use and runs the saga of that name in it: how the first chunk's
// sagas call endpoints whose module (with RTK Query) is a lazy chunk.
//   export const readCustomer = lazySaga(loadCustomerEndpoints, 'fetchCustomer');
import { call } from 'redux-saga/effects';

type SagaOf<M, K extends keyof M> = M[K] extends (...args: infer A) => Generator<unknown, infer R, unknown>
  ? (...args: A) => Generator<unknown, R, unknown>
  : never;

export function lazySaga<M, K extends keyof M & string>(load: () => Promise<M>, name: K): SagaOf<M, K> {
  function* run(...args: unknown[]): Generator<unknown, unknown, unknown> {
    const module = (yield call(load)) as M;
    return yield* (module[name] as (...params: unknown[]) => Generator<unknown, unknown, unknown>)(...args);
  }
  // Tests answer calls by function and report them by name.
  Object.defineProperty(run, 'name', { value: name });
  return run as unknown as SagaOf<M, K>;
}
