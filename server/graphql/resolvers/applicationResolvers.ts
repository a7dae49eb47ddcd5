// The application's queries and mutations of steps 1 to 3 (the application domain), and the Application as the
// schema shows a stored one: never the SSN (only its last four digits), of the bank account only the last four digits
// of its numbers, nothing of a purged application.
import * as applications from '../../domain/application/applicationService';
import type { ApplicationRow } from '../../domain/application/applicationRepository';
import * as loans from '../../domain/application/loanSelection';
import * as decisions from '../../domain/application/decision/decisionService';
import { noticeOf } from '../../domain/application/decision/adverseNotice';
import * as identityCheck from '../../domain/application/verification/identityCheck';
import * as phoneCheck from '../../domain/application/verification/phoneCheck';
import * as agreements from '../../domain/application/agreements/agreementService';
import { maskPhone } from '../../sms/phoneAddress';
import type { StoredLoanSelection } from '../../db/schema/applications';
import type {
  Application,
  ApplicationResolvers,
  ContactInformationResolvers,
  InitialLoanDetails,
  MutationResolvers,
  QueryResolvers,
  SubmissionFlow,
} from '../resolvers.generated';
import { brands } from '../../../brands/index';
import { lenderIncomeType } from '../../domain/application/incomeTypes';
import { languageAsked } from '../../../src/lib/rules/language';
import type { BrandKey } from '../../../brands/brandKeys';

/** The chosen loan as spec 3.10 shows it (a store product has only its number, product and amount). */
export function toLoanDetails(loan: StoredLoanSelection): InitialLoanDetails {
  const terms = loan.terms;
  return {
    loanNumber: loan.loanNumber,
    loanAmount: loan.amount,
    productCode: loan.productCode,
    channel: loan.channel,
    termMonths: loan.termMonths,
    offeredOn: loan.offeredOn,
    apr: terms?.apr ?? null,
    financeCharge: terms?.financeCharge ?? null,
    amountFinanced: terms?.amountFinanced ?? null,
    totalOfPayments: terms?.totalOfPayments ?? null,
    paymentAmount: terms?.paymentAmount ?? null,
    paymentDueDate: terms?.paymentDueDate ?? null,
    paymentFrequency: terms?.paymentFrequency ?? null,
    paymentSchedule: terms?.paymentSchedule ?? null,
    convertedLoanNumber: null,
    convertedPayoff: null,
  };
}

/** The loan details of an application that replaces a payday loan: the number and payoff of the loan it converts. */
const withConverted = (details: InitialLoanDetails, conversion: ApplicationRow['conversion']): InitialLoanDetails =>
  conversion
    ? { ...details, convertedLoanNumber: conversion.loanNumber, convertedPayoff: conversion.payoffCents / 100 }
    : details;

function phoneVerificationOf(row: ApplicationRow) {
  const phone = phoneCheck.phoneOfApplication(row.personal);
  const verified = phoneCheck.phoneVerified(row);
  return {
    verified,
    method: verified ? (row.phoneVerification?.method ?? null) : null,
    phoneNumberMasked: phone ? maskPhone(phone) : null,
  };
}

/** How a submitted application went in (null before it is). */
function submissionFlowOf(row: ApplicationRow): SubmissionFlow | null {
  if (!row.submittedAt) return null;
  if (row.kind !== 'STANDARD') return row.kind;
  return row.returning ? 'EXPRESS' : 'STANDARD';
}

export function toApplication(row: ApplicationRow): Application {
  const personal = row.personal;
  const income = row.income;
  const agreed = agreements.agreementsOf(row);
  return {
    id: row.id,
    applicationType: row.applicationType,
    applicationNumber: String(row.applicationNumber),
    applicationSource: row.applicationSource,
    source: row.source,
    campaignId: row.campaignId,
    ipAddress: row.ipAddress,
    invalidPrecheck: row.invalidPrecheck,
    retailOnly: row.retailOnly,
    onlineOnly: row.onlineOnly,
    suppressedBrands: row.canShareInfo ? [] : [brands[row.brand as BrandKey].partnerBrand],
    applicationStateDetails: { submissionFlow: submissionFlowOf(row) },
    repaymentMethod: agreed.repaymentMethod,
    fundingMethod: agreed.fundingMethod,
    applicationKind: row.kind,
    status: row.status,
    applicationState: decisions.stateOf(row),
    externalSystemInformation: { customerCode: row.decision?.customerCode ?? null },
    denial:
      row.status === 'DENIED' && row.decision
        ? {
            onlineEligible: row.decision.onlineEligible,
            retailEligible: row.decision.retailEligible,
            notice: noticeOf(row.decision, row.kind),
          }
        : null,
    phoneVerification: phoneVerificationOf(row),
    identityVerification: identityCheck.identityRecord(row),
    channel: row.channel,
    stateCode: row.stateCode,
    preferredProductCode: row.preferredProductCode,
    returning: row.returning,
    personalInformation: {
      firstName: personal?.firstName ?? null,
      lastName: personal?.lastName ?? null,
      dateOfBirth: personal?.dateOfBirth ?? null,
      documentType: row.ssnHash ? 'SSN' : null,
      ssnLast4: row.ssnLast4,
      stateIdType: personal?.stateIdType ?? null,
      driverLicenseNumber: personal?.driverLicenseNumber ?? null,
      driverLicenseStateCode: personal?.driverLicenseStateCode ?? null,
      stateIdExpirationDate: personal?.stateIdExpirationDate ?? null,
    },
    contactInformation: personal ? { address: personal.address, phones: personal.phones } : null,
    additionalInformation: personal
      ? {
          monthsAtAddress: personal.monthsAtAddress,
          ownResidence: personal.ownResidence,
          maritalStatus: personal.maritalStatus,
        }
      : null,
    spousalInformation: personal?.spouse ?? null,
    incomeInformation: income
      ? { ...income, lenderIncomeType: lenderIncomeType(row.brand as BrandKey, income.type) }
      : null,
    bankingInformation: row.bank
      ? {
          isReadOnly: row.bank.source === 'PLAID',
          routingNumber: `•••••${row.bank.routingLast4}`,
          accountNumber: `••••${row.bank.accountLast4}`,
          accountHoldersName: row.bank.accountHoldersName,
          accountBalance: row.bank.accountBalance,
          bankName: row.bank.bankName,
          accountOpenDate: row.bank.accountOpenDate,
          accountType: row.bank.accountType,
        }
      : null,
    initialApplicationDetails: row.loan ? withConverted(toLoanDetails(row.loan), row.conversion) : null,
    storeInformation: row.storeNumber === null ? null : { storeNumber: String(row.storeNumber), brandName: row.brand },
    loanApplication: { additionalAttributes: { smsOptIn: personal?.smsOptIn ?? null, canShareInfo: row.canShareInfo } },
    loanApplicationProgress: { applicationUrl: row.applicationUrl },
    agreements: agreed,
    fundingCheck: row.funding
      ? { code: row.funding.code, cardLast4: row.funding.cardLast4, cardNetwork: row.funding.cardNetwork }
      : null,
    conversionDetails: row.conversion
      ? {
          loanNumber: row.conversion.loanNumber,
          productCode: row.conversion.productCode,
          payoffAmount: row.conversion.payoffCents / 100,
          depositAccountLast4: row.conversion.accountLast4 ?? null,
        }
      : null,
    originalLoanDetails: row.conversion
      ? {
          loanNumber: row.conversion.loanNumber,
          loanDisplayNumber: row.conversion.loanNumber,
          productCode: row.conversion.productCode,
          payoffAmount: row.conversion.payoffCents / 100,
          dueDate: row.conversion.dueDate,
          principal: row.conversion.principalCents / 100,
          totalAmountDue: row.conversion.totalDueCents / 100,
          sourceSystem: row.conversion.sourceSystem as never,
          originalLoanTerm: null,
          channel: row.conversion.channel,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
  };
}

const shown = (row: ApplicationRow | null) => (row ? toApplication(row) : null);

export const applicationResolvers = {
  Application: {
    // A fraud signal is the lender's: the applicant is not told.
    invalidPrecheck: (application, _args, context) => (context.isAgent ? (application.invalidPrecheck ?? null) : null),
    // Applications are kept by the customer's id; every one a caller is given is the caller's own (or the acted-for
    // customer's), found by that id, so its email is the subject's email as it is now.
    userInformation: (_application, _args, context) => ({ email: context.subjectEmail }),
    // What step 2 offers, answered with step 1's save so the next page needs no call of its own (decision 0078): the
    // same as getProductAvailability for the application's state and the brand the call came through.
    productAvailability: (application, _args, context) =>
      application.stateCode ? applications.availability(context.db, context.brand, application.stateCode) : null,
  } satisfies ApplicationResolvers,
  ContactInformation: {
    emails: (_contact, _args, context) => [{ type: 'PRIMARY', email: context.subjectEmail, verified: false }],
  } satisfies ContactInformationResolvers,
  Query: {
    application: async (_root, args, context) => toApplication(await applications.application(context, args.id)),
    unsubmittedApplication: async (_root, args, context) => shown(await applications.unsubmitted(context, args.email)),
    openApplication: async (_root, args, context) =>
      shown(await applications.open(context, args.email, args.isGPCEnabled)),
    declinedApplication: async (_root, _args, context) => shown(await applications.declined(context)),
    skipResumeApplication: (_root, args, context) => applications.skipResume(context, args.email),
    applicationExpired: (_root, _args, context) => applications.expired(context),
    legacyApplicationPending: (_root, _args, context) => applications.legacyPending(context),
    getProductAvailability: (_root, args, context) =>
      applications.availability(context.db, args.brandName, args.stateCode, args.partnerBrand),
    getCustomerProductAvailability: (_root, args, context) =>
      applications.customerAvailability(context, args.applicationId, args.partnerBrand),
    applicationState: async (_root, args, context) =>
      decisions.stateInfo(await applications.application(context, args.id)),
    getAdverseActionDetail: (_root, args, context) =>
      decisions.adverseActionDetail(context, args.applicationId, args.stateCode, args.brandName),
    getAnotherOptionDetail: (_root, args, context) => decisions.anotherOptionDetail(context, args.applicationId),
    searchIntellicheckVerification: (_root, args, context) => identityCheck.searchIdentity(context, args.applicationId),
    generateBokuEVURL: async (_root, args, context) => ({
      url: await phoneCheck.carrierCheckUrl(context, args.applicationId, args.phoneNumber),
    }),
    getBaseDisclosures: (_root, args, context) =>
      agreements.baseDisclosures(
        context,
        args.brandName,
        args.disclosureType ?? null,
        args.applicationId ?? null,
        languageAsked(args.language),
      ),
    documentsPerState: (_root, args, context) => agreements.documentsPerState(context, args),
    getInitialLoanDetails: async (_root, args, context) =>
      toLoanDetails(await loans.initialLoanDetails(context, args.applicationId, args.loanId)),
  } satisfies QueryResolvers,
  Mutation: {
    createApplication: async (_root, args, context) =>
      toApplication(await applications.create(context, args.application, args.cmsData ?? null, args.resumeAt)),
    createReturningApplication: async (_root, args, context) =>
      toApplication(await applications.createReturning(context, args.email)),
    savePersonalInformation: async (_root, args, context) =>
      toApplication(await applications.savePersonal(context, args.id, args.personalInformation)),
    saveUserInformation: async (_root, args, context) =>
      toApplication(await applications.saveUser(context, args.id, args.userInformation)),
    savePreferredProduct: async (_root, args, context) =>
      toApplication(
        await applications.savePreferredProduct(
          context,
          args.id,
          args.preferredProductCode,
          args.channel as 'ONLINE' | 'RETAIL',
        ),
      ),
    saveStoreInformation: async (_root, args, context) =>
      toApplication(await applications.saveStore(context, args.id, args.storeInformation)),
    saveIncomeInformation: async (_root, args, context) =>
      toApplication(await applications.saveIncome(context, args.id, args.incomeInformation)),
    saveLoanProduct: async (_root, args, context) =>
      toApplication(await applications.saveLoanProduct(context, args.id, args.productCode)),
    saveLoanSelection: async (_root, args, context) =>
      toApplication(
        await loans.saveLoanSelection(context, args.id, {
          productCode: args.productCode,
          loanAmount: args.loanAmount,
          termMonths: args.termMonths,
        }),
      ),
    saveLoanApplicationProgress: (_root, args, context) =>
      applications.saveProgress(context, args.id, args.applicationUrl),
    submitApplication: async (_root, args, context) =>
      toApplication(await decisions.submit(context, context.decisions, args.id)),
    esignApplication: async (_root, args, context) =>
      toApplication(await decisions.esign(context, context.decisions, args.id)),
    selectAnotherOption: (_root, args, context) => decisions.selectAnotherOption(context, args.applicationId),
    startIdentityVerification: (_root, args, context) => identityCheck.startIdentityCheck(context, args.applicationId),
    optOutOfIdentityVerification: (_root, args, context) =>
      identityCheck.optOutOfIdentityCheck(context, args.applicationId),
    saveAgreements: async (_root, args, context) =>
      toApplication(
        await agreements.saveAgreements(
          context,
          context.decisions.changes,
          args.id,
          args.agreements,
          args.repaymentMethod ?? null,
          args.fundingMethod ?? null,
          { cardToken: args.cardToken ?? null, cards: context.payments.cards, secrets: context.bank.secrets },
        ),
      ),
    withdrawApplication: (_root, args, context) => applications.withdraw(context, args.id),
    cloneApprovedLeadApplication: async (_root, args, context) =>
      toApplication(await applications.cloneApprovedLead(context, args.id)),
  } satisfies MutationResolvers,
};
