// Enrollment (the enrollment domain).
import * as enrollment from '../../domain/enrollment/enrollmentService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const enrollmentResolvers = {
  Query: {
    enrollmentStatus: (_root, _args, context) => enrollment.enrollmentStatus(context),
    customerSystemSearch: (_root, _args, context) => enrollment.customerSystemSearch(context),
    searchSsn: (_root, args, context) => enrollment.searchSsn(context, args.ssn),
  } satisfies QueryResolvers,
  Mutation: {
    prepareForEnrollment: (_root, args, context) => enrollment.prepareForEnrollment(context, args),
    confirmEnrollmentAddress: (_root, args, context) => enrollment.confirmEnrollmentAddress(context, args),
  } satisfies MutationResolvers,
};
