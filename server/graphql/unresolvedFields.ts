// The Query and Mutation fields of a schema that a set of resolvers leaves without one: the server refuses to start
// while any is left (graphqlPlugin.ts), so no call answers "not implemented".
import type { GraphQLObjectType, GraphQLSchema } from 'graphql';

type ResolverMap = Partial<Record<'Query' | 'Mutation', Record<string, unknown> | undefined>>;

export function unresolvedFields(schema: GraphQLSchema, resolvers: ResolverMap): string[] {
  return (['Query', 'Mutation'] as const).flatMap((typeName) => {
    const type = schema.getType(typeName) as GraphQLObjectType | undefined;
    const given = resolvers[typeName] ?? {};
    return Object.keys(type?.getFields() ?? {})
      .filter((name) => typeof given[name] !== 'function')
      .map((name) => `${typeName}.${name}`);
  });
}
