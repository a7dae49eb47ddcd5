// Enrollment's calls: the search that starts an enrollment, the residential check, where an enrollment stands,
// and the found customer's search fields (the codes are verification/verificationEndpoints).
import type {
  ConfirmEnrollmentAddressMutationVariables,
  CustomerSystemSearchQuery,
  PrepareForEnrollmentMutation,
  PrepareForEnrollmentMutationVariables,
} from '../../api/generated/graphql';
import { request } from '../../api/sagaRequest';
import { enrollmentOperations } from './enrollment.generated';

export type EnrollmentStatus = PrepareForEnrollmentMutation['prepareForEnrollment'];
export type CustomerSearch = CustomerSystemSearchQuery['customerSystemSearch'];

const { endpoints } = enrollmentOperations;

const once = { subscribe: false, forceRefetch: true } as const;

export function* prepareEnrollment(variables: PrepareForEnrollmentMutationVariables) {
  return yield* request(endpoints.prepareForEnrollment.initiate(variables));
}

export function* confirmAddress(variables: ConfirmEnrollmentAddressMutationVariables) {
  return yield* request(endpoints.confirmEnrollmentAddress.initiate(variables));
}

export function* fetchEnrollmentStatus() {
  return yield* request(endpoints.enrollmentStatus.initiate(undefined, once));
}

export function* fetchCustomerSearch() {
  return yield* request(endpoints.customerSystemSearch.initiate(undefined, once));
}
