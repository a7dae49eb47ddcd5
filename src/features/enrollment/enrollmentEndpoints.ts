// Enrollment's calls: the search that starts an enrollment, the residential check, where an enrollment stands,
// and the found customer's search fields (the codes are verification/verificationEndpoints).
import type {
  ConfirmEnrollmentAddressMutation,
  ConfirmEnrollmentAddressMutationVariables,
  CustomerSystemSearchQuery,
  EnrollmentStatusQuery,
  PrepareForEnrollmentMutation,
  PrepareForEnrollmentMutationVariables,
} from '../../api/generated/graphql';
import { graphqlApi } from '../../api/graphqlApi';
import { request } from '../../store/sagaRequest';
import { ConfirmEnrollmentAddressDocument, CustomerSystemSearchDocument, EnrollmentStatusDocument, PrepareForEnrollmentDocument } from './enrollment.generated';

export type EnrollmentStatus = PrepareForEnrollmentMutation['prepareForEnrollment'];
export type CustomerSearch = CustomerSystemSearchQuery['customerSystemSearch'];

export const enrollmentApi = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    prepareForEnrollment: build.mutation<EnrollmentStatus, PrepareForEnrollmentMutationVariables>({
      query: (variables) => ({ document: PrepareForEnrollmentDocument, variables }),
      transformResponse: (data: PrepareForEnrollmentMutation) => data.prepareForEnrollment,
    }),
    confirmEnrollmentAddress: build.mutation<EnrollmentStatus, ConfirmEnrollmentAddressMutationVariables>({
      query: (variables) => ({ document: ConfirmEnrollmentAddressDocument, variables }),
      transformResponse: (data: ConfirmEnrollmentAddressMutation) => data.confirmEnrollmentAddress,
    }),
    enrollmentStatus: build.query<EnrollmentStatus | null, void>({
      query: () => ({ document: EnrollmentStatusDocument }),
      transformResponse: (data: EnrollmentStatusQuery) => data.enrollmentStatus,
    }),
    customerSystemSearch: build.query<CustomerSearch, void>({
      query: () => ({ document: CustomerSystemSearchDocument }),
      transformResponse: (data: CustomerSystemSearchQuery) => data.customerSystemSearch,
    }),
  }),
});

const once = { subscribe: false, forceRefetch: true } as const;

export function* prepareEnrollment(variables: PrepareForEnrollmentMutationVariables) {
  return yield* request(enrollmentApi.endpoints.prepareForEnrollment.initiate(variables));
}

export function* confirmAddress(variables: ConfirmEnrollmentAddressMutationVariables) {
  return yield* request(enrollmentApi.endpoints.confirmEnrollmentAddress.initiate(variables));
}

export function* fetchEnrollmentStatus() {
  return yield* request(enrollmentApi.endpoints.enrollmentStatus.initiate(undefined, once));
}

export function* fetchCustomerSearch() {
  return yield* request(enrollmentApi.endpoints.customerSystemSearch.initiate(undefined, once));
}
