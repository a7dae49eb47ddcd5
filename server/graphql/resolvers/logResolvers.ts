// logMessage and logDetails: structured logs from the browser app, personal data masked.
import { maskPii, maskText } from '../../logging/maskPii';
import type { GraphqlContext } from '../context';
import type { MutationResolvers } from '../resolvers.generated';

type Level = 'INFO' | 'WARN' | 'ERROR' | 'LOG';

function write(context: GraphqlContext, level: Level, entry: Record<string, unknown>): void {
  const method = level === 'ERROR' ? 'error' : level === 'WARN' ? 'warn' : 'info';
  context.log[method]({ source: 'browser', user: context.claims.sub, brand: context.brand, level, ...entry }, 'client log');
}

export const logResolvers = {
  Mutation: {
    logMessage(_root, args, context) {
      write(context, args.request.logLevel, { message: maskText(args.request.message.slice(0, 4000)) });
      return { success: true };
    },
    logDetails(_root, args, context) {
      let data: unknown = null;
      if (args.data) {
        try {
          data = JSON.parse(args.data);
        } catch {
          data = args.data;
        }
      }
      write(context, args.logLevel, { message: maskText(args.message.slice(0, 4000)), data: maskPii(data) });
      return { success: true };
    },
  } satisfies MutationResolvers,
};
