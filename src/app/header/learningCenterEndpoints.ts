// getLearningCenterLinks (spec 3.7): the brand's learning-center links; the help menu shows the active ones to a
// signed-in customer. Kept for the session (the links change with an editor's hand, not with the customer).
import type { LearningCenterLinksQuery } from '../../api/generated/graphql';
import { learningCenterOperations } from './learningCenter.generated';

export type LearningCenterLink = LearningCenterLinksQuery['getLearningCenterLinks'][number];

export const learningCenterApi = learningCenterOperations.enhanceEndpoints({
  endpoints: {
    learningCenterLinks: {
      transformResponse: (data: LearningCenterLinksQuery) => data.getLearningCenterLinks.filter((link) => link.active),
      keepUnusedDataFor: 3600,
    },
  },
});

export const { useLearningCenterLinksQuery } = learningCenterApi;
