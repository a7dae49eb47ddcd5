// /error/unavailable opened directly (a bookmark, a reload) starts the wait to the root too: the screen dispatches the
// one action the wait is taken on (a wait already under way goes on: takeLeading).
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import configureMockStore from 'redux-mock-store';
import { setupStore } from '../../tests/support/renderApp';
import type { RootState } from '../store/rootReducer';
import { serverUnavailable } from './apiErrorSaga';
import { UnavailableScreen } from './ErrorScreen';

it('the unavailable page starts the 15-second wait to the root', () => {
  const store = configureMockStore<RootState>([])(setupStore({ runSagas: false }).store.getState());
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/error/unavailable']}>
        <UnavailableScreen />
      </MemoryRouter>
    </Provider>,
  );
  expect(screen.getByRole('heading', { name: 'We can’t reach our servers right now' })).toBeInTheDocument();
  expect(store.getActions()).toEqual([serverUnavailable()]);
});
