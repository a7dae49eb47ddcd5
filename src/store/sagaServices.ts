// A typed way for sagas to take a service from the saga context: `const auth = yield* service('auth')`.
import { getContext } from 'redux-saga/effects';
import type { Services } from '../services/services';

export function* service<K extends keyof Services>(
  name: K,
): Generator<ReturnType<typeof getContext>, Services[K], Services[K]> {
  return yield getContext(name);
}
