// The privacy-notice consent page's notice and agreement (the privacy domain).
import * as privacy from '../../domain/privacy/privacyNoticeService';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';

export const privacyResolvers = {
  Query: {
    privacyNotice: (_root, _args, context) => privacy.privacyNotice(context),
  } satisfies QueryResolvers,
  Mutation: {
    acceptPrivacyNotice: (_root, args, context) => privacy.acceptPrivacyNotice(context, args.version),
  } satisfies MutationResolvers,
};
