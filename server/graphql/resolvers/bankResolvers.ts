// Step 3's bank link and bank account (the bank domain): the link token, the connection made from Link's public
// token, and the account saved to the application (shown afterwards with only the last 4 digits of its numbers).
import * as bank from '../../domain/bank/bankService';
import * as bankVerification from '../../domain/application/decision/bankVerification';
import type { MutationResolvers, QueryResolvers } from '../resolvers.generated';
import { toApplication } from './applicationResolvers';

export const bankResolvers = {
  Query: {
    searchBankVerification: (_root, args, context) =>
      bankVerification.searchBankVerification(context, args.applicationId),
  } satisfies QueryResolvers,
  Mutation: {
    saveDecisionBankVerification: async (_root, args, context) => {
      await bankVerification.decideBankVerification(
        context,
        context.decisions.changes,
        args.applicationId,
        args.decision,
        args.amountCents,
      );
      return { success: true };
    },
    createPlaidToken: (_root, args, context) =>
      bank.createPlaidToken(context, context.bank, args.id, {
        clientName: args.clientName,
        linkCustomizationName: args.linkCustomizationName,
        redirectUrl: args.redirectUrl,
        language: args.language,
      }),
    initializePlaidConnection: (_root, args, context) =>
      bank.initializePlaidConnection(context, context.bank, args.id, args.publicToken, {
        isUpdateMode: args.isUpdateMode === true,
        language: args.language,
      }),
    saveBankInformation: async (_root, args, context) =>
      toApplication(await bank.saveBankInformation(context, context.bank, args.id, args.bankingInformation)),
    replaceBankAccount: async (_root, args, context) =>
      toApplication(await bank.replaceBankAccount(context, context.bank, args.id, args.bankingInformation)),
  } satisfies MutationResolvers,
};
