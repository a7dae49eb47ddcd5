// logMessage and logDetails: structured logs from the browser app, personal data masked. What one call writes is capped
// (a message of 2,000 characters, data of 8 KB) and each user may write 60 entries a minute (LOG_RATE_PER_MINUTE,
// counted by the limiter graphqlPlugin.ts puts in the context), so no client can fill the log (issue 30: 26 MB in 2.4 s).
import mercurius from 'mercurius';
import { maskPii, maskText, personalValuesOf } from '../../logging/maskPii';
import { findCustomer } from '../../domain/customers/customerRepository';
import type { GraphqlContext } from '../context';
import type { MutationResolvers } from '../resolvers.generated';

type Level = 'INFO' | 'WARN' | 'ERROR' | 'LOG';

export const LOG_LIMITS = { messageChars: 2000, dataBytes: 8192 } as const;
export const LOG_RATE_LIMITED = 'Too many log entries from this session. Later ones are dropped for a minute.';

async function admit(context: GraphqlContext): Promise<void> {
  try {
    await context.logLimiter.consume(context.claims.sub);
  } catch {
    throw new mercurius.ErrorWithProps(LOG_RATE_LIMITED, { code: 'RATE_LIMITED' });
  }
}

function write(context: GraphqlContext, level: Level, entry: Record<string, unknown>): void {
  const method = level === 'ERROR' ? 'error' : level === 'WARN' ? 'warn' : 'info';
  context.log[method](
    { source: 'browser', user: context.claims.sub, brand: context.brand, level, ...entry },
    'client log',
  );
}

const capped = (message: string, known: readonly string[]) =>
  maskText(
    message.length > LOG_LIMITS.messageChars ? `${message.slice(0, LOG_LIMITS.messageChars)}… [cut]` : message,
    known,
  );

/** The personal values of the record of the person the call is for (masked wherever they appear in free text). */
async function knownValues(context: GraphqlContext): Promise<string[]> {
  const customer = await findCustomer(context.db, context.subjectEmail);
  return [context.subjectEmail, context.claims.email, ...personalValuesOf(customer)];
}

export const logResolvers = {
  Mutation: {
    async logMessage(_root, args, context) {
      await admit(context);
      write(context, args.request.logLevel, { message: capped(args.request.message, await knownValues(context)) });
      return { success: true };
    },
    async logDetails(_root, args, context) {
      await admit(context);
      let data: unknown = null;
      if (args.data && Buffer.byteLength(args.data) > LOG_LIMITS.dataBytes)
        data = `[dropped: more than ${LOG_LIMITS.dataBytes} bytes]`;
      else if (args.data) {
        try {
          data = JSON.parse(args.data);
        } catch {
          data = args.data;
        }
      }
      const known = await knownValues(context);
      write(context, args.logLevel, { message: capped(args.message, known), data: maskPii(data, 0, known) });
      return { success: true };
    },
  } satisfies MutationResolvers,
};
