// The customer record and the GraphQL cache as the first chunk's sagas (sign-in, session start) call them: the
// module, with RTK Query, loads on the first call (with the auth calls' chunk), so the login page does not carry it.
import { lazySaga } from './lazySaga';

const loadCustomerEndpoints = () => import(/* webpackChunkName: "auth-api" */ './customerEndpoints');

export const readCustomer = lazySaga(loadCustomerEndpoints, 'fetchCustomer');
export const forgetGraphqlAnswers = lazySaga(loadCustomerEndpoints, 'resetGraphqlCache');
export const keepCustomerLanguage = lazySaga(
  () => import(/* webpackChunkName: "auth-api" */ './customerLanguage'),
  'keepCustomerLanguage',
);
