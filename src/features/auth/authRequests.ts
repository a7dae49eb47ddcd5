// The auth feature's calls (authEndpoints.ts) as the sagas call them: the module, with RTK Query, loads on
// the first call, so the login page does not carry it.
import { lazySaga } from '../../api/lazySaga';

const loadAuthEndpoints = () => import(/* webpackChunkName: "auth-api" */ './authEndpoints');

export const fetchActingCustomer = lazySaga(loadAuthEndpoints, 'fetchActingCustomer');
export const startActing = lazySaga(loadAuthEndpoints, 'startActing');
export const stopActing = lazySaga(loadAuthEndpoints, 'stopActing');
export const joinScreenShare = lazySaga(loadAuthEndpoints, 'joinScreenShare');
export const postAuthEvent = lazySaga(loadAuthEndpoints, 'postAuthEvent');
export const postPasswordChanged = lazySaga(loadAuthEndpoints, 'postPasswordChanged');
export const lookUpEmail = lazySaga(loadAuthEndpoints, 'lookUpEmail');
