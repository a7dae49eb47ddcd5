import { runSaga, type SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { sagaEffectLog } from './sagaEffectLog';

function lookUpCustomer(ssn: string): Promise<{ ssn: string }> {
  return Promise.resolve({ ssn });
}
function refuse(): Promise<never> {
  return Promise.reject(new TypeError('Refused for 123-45-6789'));
}

function* signUp(): SagaIterator {
  const found = (yield call(lookUpCustomer, '123456789')) as { ssn: string };
  yield put({ type: 'customer/found', payload: { ssn: found.ssn, email: 'ann@example.com' } });
  yield take('customer/confirmed');
}

it("writes each effect's kind and name, never an argument, payload or result", async () => {
  const lines: string[] = [];
  const task = runSaga(
    {
      dispatch: () => undefined,
      getState: () => ({}),
      channel: undefined,
      sagaMonitor: sagaEffectLog((line) => lines.push(line)),
    },
    signUp,
  );
  await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(lines).toEqual(['saga ▸ CALL lookUpCustomer', 'saga ▸ PUT customer/found', 'saga ▸ TAKE customer/confirmed']);
  expect(task.isRunning()).toBe(true);
  task.cancel();
  expect(lines.join('\n')).not.toMatch(/123|ann@/);
});

it('says which effect failed, by its error’s name only', async () => {
  const lines: string[] = [];
  await runSaga({ sagaMonitor: sagaEffectLog((line) => lines.push(line)) }, function* () {
    try {
      yield call(refuse);
    } catch {
      // logged
    }
  }).toPromise();
  expect(lines).toEqual(['saga ▸ CALL refuse', 'saga ✕ CALL refuse: TypeError']);
});
