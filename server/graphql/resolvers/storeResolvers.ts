// statesForZipcode (the stores domain's ZIP data).
import * as stores from '../../domain/stores/storeService';
import type { QueryResolvers } from '../resolvers.generated';

export const storeResolvers = {
  Query: {
    statesForZipcode: (_root, args) => stores.statesForZipcode(args.zipcode),
  } satisfies QueryResolvers,
};
