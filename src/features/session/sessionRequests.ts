// The session's call as its sagas make it: the module, with RTK Query, loads on the first call.
import { lazySaga } from '../../api/lazySaga';

export const expireSession = lazySaga(
  () => import(/* webpackChunkName: "auth-api" */ './sessionEndpoints'),
  'expireSession',
);
