// getLearningCenterLinks: the brand's learning-center links (the content domain), active or not.
import { DEFAULT_BRAND, isBrandKey } from '../../../brands/index';
import { learningCenterLinks } from '../../domain/content/brandContent';
import type { QueryResolvers } from '../resolvers.generated';

export const contentResolvers = {
  Query: {
    getLearningCenterLinks: (_root, _args, context) =>
      learningCenterLinks(isBrandKey(context.brand) ? context.brand : DEFAULT_BRAND),
  } satisfies QueryResolvers,
};
