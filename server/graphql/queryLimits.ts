// Limits on what one GraphQL request may ask for, as the OWASP GraphQL cheat sheet advises: a request may name
// at most MAX_ALIASES aliased fields and MAX_FIELDS fields in all (depth is limited by mercurius' queryDepth), so one
// request cannot ask for the same costly field hundreds of times. Checked while validating, before anything runs.
import { GraphQLError, type ValidationContext, type ASTVisitor } from 'graphql';

export const MAX_ALIASES = 15;
export const MAX_FIELDS = 200;

export function QueryLimitsRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  let fields = 0;
  let reported = false;
  const refuse = (message: string) => {
    if (reported) return;
    reported = true;
    context.reportError(new GraphQLError(message));
  };
  return {
    Field(node) {
      fields += 1;
      if (node.alias) aliases += 1;
      if (aliases > MAX_ALIASES) refuse(`Too many aliases in one request (at most ${MAX_ALIASES}).`);
      else if (fields > MAX_FIELDS) refuse(`Too many fields in one request (at most ${MAX_FIELDS}).`);
    },
  };
}
