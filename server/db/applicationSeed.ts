// Seeds the personas' unsubmitted applications (tests/fixtures/personas.json `application`), made with the age the
// fixture gives on a new database and at `npm run reset` (seedAll.ts), so "20 days old" and "22 days old" hold from
// that day (the purge job then empties the one past 21 days). Step 1 is filled from the persona's profile; step 2 with
// the preferred product; step 3's income, and its bank account (a checking account typed by hand, its numbers sealed as
// the bank domain keeps them), when the fixture says so; the step to resume at is the fixture's (a reset forgets any
// bank account linked or typed since, and any loan chosen).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { STEP_PAGES } from '../../src/lib/rules/applicationSteps';
import {
  applications,
  bankLinks,
  type StoredBankInformation,
  type StoredIdentityCheck,
  type StoredIncomeInformation,
  type StoredPhoneVerification,
  type StoredLoanSelection,
  type StoredPersonalInformation,
  type StoredDecision,
  type StoredLoanKind,
} from './schema/applications';
import { oneOf, type Persona } from './seed';
import { APPLICATION_STATES, statusOf } from '../domain/application/decision/applicationStates';
import { prefilledPersonal } from '../domain/application/prefill';
import { APPLICATION_TYPE } from '../domain/application/applicationRules';
import { createSecretBox, type SecretBox } from '../security/secretBox';
import { productsOf } from '../domain/application/applicationRepository';
import { loanFigures, loanNumberOf } from '../domain/application/loanSelection';
import { seededApplicationSet } from '../domain/application/agreements/agreementService';
import { keyedSsn } from '../identity/passwordHash';
import { customerIdOf } from '../domain/customers/customerRepository';
import { easternDate } from '../../src/lib/rules/easternTime';
import { addDays } from '../../src/lib/rules/loanTerms';

/** A stable id per persona (a UUID made from its id), so a restart replaces the same row. */
export const seededApplicationId = (personaId: string) => {
  const hex = createHash('sha256').update(`application:${personaId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** A licence number that passes the state's rule (Ohio's form unless the state needs another). */
const LICENCE_NUMBER: Partial<Record<string, string>> = { CA: 'S4829130' };

/** Step 1 filled from the persona's profile, with a driver's licence that expires in 2030. */
async function personalOf(persona: Persona): Promise<StoredPersonalInformation> {
  const { profile } = persona;
  const known = await prefilledPersonal({
    ...profile,
    dateOfBirth: profile.dateOfBirth ?? null,
    addressLine1: profile.addressLine1 ?? null,
    zipCode: profile.zipCode ?? null,
    phone: profile.phone ?? null,
  });
  return {
    ...known,
    stateIdType: 'DRIVERS_LICENSE',
    driverLicenseNumber: LICENCE_NUMBER[profile.stateCode] ?? 'SH482913',
    driverLicenseStateCode: profile.stateCode,
    stateIdExpirationDate: '2030-06-30',
    monthsAtAddress: 36,
  };
}

/** Step 3's income of a persona saved past it: employed, paid every two weeks on Fridays, the next payday soon. */
function incomeOf(now: Date): StoredIncomeInformation {
  const nextFriday = new Date(now.getTime() + ((5 - now.getUTCDay() + 7) % 7 || 7) * 86_400_000);
  return {
    type: 'E',
    employer: { name: 'Buckeye Logistics', workPhone: '6145550100', workExtension: '' },
    employmentHireDate: '2021-03-01',
    jobTitle: 'Dispatcher',
    paymentFrequency: 'BI',
    paymentMethod: 'DIRECT_DEPOSIT',
    amountGross: 1850,
    amountNet: 1420.5,
    nextPaymentDate: nextFriday.toISOString().slice(0, 10),
    paymentDayOfWeek: 'FRIDAY',
    jobShift: 'DAY',
    isPrimaryIncome: true,
  };
}

/** Step 3's bank account of a persona saved past it: a checking account at a fictional Ohio bank, open since 2019. */
function bankOf(persona: Persona, box: SecretBox): StoredBankInformation {
  // A sandbox account number of the ACH stand-in gives a funding check its failure (fundingNetwork.ts).
  const accountNumber = persona.application?.bankAccountNumber ?? '4000123456';
  const routingNumber = '041000124';
  return {
    source: 'MANUAL',
    accountType: 'CHECKING',
    routingNumberSealed: box.seal(routingNumber),
    accountNumberSealed: box.seal(accountNumber),
    routingLast4: routingNumber.slice(-4),
    accountLast4: accountNumber.slice(-4),
    accountHoldersName: `${persona.profile.firstName} ${persona.profile.lastName}`,
    bankName: 'Buckeye Community Bank',
    accountBalance: null,
    accountOpenDate: '2019-05-01',
  };
}

/** Step 4's loan of a persona saved past it: the product's amount and term (in the application's channel) with the figures the shared rule gives (on the day of the offer). */
async function loanOf(
  db: Database,
  persona: Persona,
  choice: { amount: number; termMonths: number | null; offeredDaysAgo?: number },
  income: StoredIncomeInformation,
  now: Date,
): Promise<StoredLoanSelection> {
  const productCode = persona.application!.preferredProductCode;
  const channel = persona.application!.channel ?? 'ONLINE';
  const product = (await productsOf(db, persona.brand, persona.profile.stateCode)).find(
    (row) => row.productCode === productCode && row.channel === channel,
  );
  if (!product)
    throw new Error(
      `Persona ${persona.id}: ${productCode} is not offered (${channel}) in ${persona.profile.stateCode}`,
    );
  const sevenDigits = 1_000_000 + (parseInt(seededApplicationId(persona.id).slice(0, 6), 16) % 9_000_000);
  // An offer made days ago (its figures worked out then) is worked out again at the signature.
  const offeredAt = new Date(now.getTime() - (choice.offeredDaysAgo ?? 0) * 86_400_000);
  return loanFigures({
    product,
    channel,
    returning: false,
    amount: choice.amount,
    termMonths: choice.termMonths,
    loanNumber: loanNumberOf(productCode, sevenDigits),
    income,
    now: offeredAt,
  });
}

/**
 * /otp and /identity done: the mobile number verified by a texted code, the photo ID scanned and verified (or, with
 * `idOptedOut`, to be shown another way: documents after approval).
 */
function verifiedChecks(
  persona: Persona,
  now: Date,
): { phoneVerification: StoredPhoneVerification; identity: StoredIdentityCheck } {
  const phone = persona.profile.phone;
  if (!phone) throw new Error(`Persona ${persona.id}: a verified application needs a phone number`);
  return {
    phoneVerification: { phone, method: 'CODE', verifiedAt: now.toISOString() },
    identity: {
      id: seededApplicationId(`${persona.id}:identity`),
      status: persona.application?.idOptedOut ? 'OPTED_OUT' : 'VERIFIED',
      userToken: null,
      tries: persona.application?.idOptedOut ? 0 : 1,
      reason: null,
      updatedAt: now.toISOString(),
    },
  };
}

const LOAN_KINDS: readonly StoredLoanKind[] = ['STANDARD', 'CONVERSION', 'REFINANCE', 'EPP'];

/** An application submitted and standing at a state: approved with a customer code once past the underwriting. */
function submittedOf(persona: Persona, now: Date) {
  const submitted = persona.application?.submitted;
  const channel = persona.application?.channel ?? ('ONLINE' as const);
  const storeNumber = persona.application?.storeNumber ?? null;
  if (!submitted)
    return { state: null, status: 'UNSUBMITTED' as const, submittedAt: null, decision: null, channel, storeNumber };
  const state = oneOf(APPLICATION_STATES, submitted.state, 'application.submitted.state');
  const status = statusOf(state);
  const hold = submitted.originationHold;
  const decision: StoredDecision | null =
    status === 'APPROVED'
      ? {
          outcome: 'APPROVE',
          reasons: [],
          anotherOption: false,
          onlineEligible: true,
          retailEligible: true,
          esignHold: null,
          esignFailsOnce: false,
          customerCode: `${persona.brand.toUpperCase()}-${seededApplicationId(persona.id).slice(0, 8).toUpperCase()}`,
          decidedAt: now.toISOString(),
          originationHold: hold ? { reasons: hold.reasons, until: addDays(easternDate(now), hold.holdDays) } : null,
        }
      : null;
  return {
    state,
    status,
    submittedAt: new Date(now.getTime() - 3_600_000),
    decision,
    channel: submitted.channel ?? channel,
    storeNumber: submitted.storeNumber ?? storeNumber,
  };
}

/**
 * The personas' saved applications. `refresh`: as the fixture has them (a new database, or `npm run reset`); otherwise
 * only the ones missing are added, and a step people saved since is kept.
 */
export async function seedApplications(
  db: Database,
  keys: { ssnPepper: string; bankDataKey: string },
  personas: Persona[],
  now = new Date(),
  { refresh }: { refresh: boolean } = { refresh: true },
): Promise<void> {
  const { ssnPepper, bankDataKey } = keys;
  const box = createSecretBox(bankDataKey);
  for (const persona of personas) {
    const seeded = persona.application;
    if (!seeded) continue;
    const createdAt = new Date(now.getTime() - seeded.ageDays * 86_400_000);
    const ssn = persona.profile.ssn ?? null;
    const income = seeded.income ? incomeOf(now) : null;
    const customerId = await customerIdOf(db, persona.email);
    if (!customerId)
      throw new Error(`tests/fixtures/personas.json: ${persona.email} has an application but no customer record`);
    const row = {
      customerId,
      brand: persona.brand,
      applicationType: seeded.legacy ? APPLICATION_TYPE.legacy : APPLICATION_TYPE.current,
      stateCode: persona.profile.stateCode,
      preferredProductCode: seeded.preferredProductCode,
      personal: await personalOf(persona),
      ssnHash: ssn ? keyedSsn(ssnPepper, ssn) : null,
      ssnLast4: ssn ? ssn.slice(-4) : null,
      income,
      bank: seeded.bank ? bankOf(persona, box) : null,
      loan: seeded.loan && income ? await loanOf(db, persona, seeded.loan, income, now) : null,
      ...(seeded.verified ? verifiedChecks(persona, now) : { phoneVerification: null, identity: null }),
      // Saved at /submit: the documents of /agreements were agreed on the way.
      agreements:
        seeded.applicationUrl === STEP_PAGES.SUBMIT || seeded.submitted
          ? {
              APPLICATION: await seededApplicationSet(
                { brand: persona.brand, stateCode: persona.profile.stateCode, personal: null, canShareInfo: true },
                now,
              ),
            }
          : null,
      kind: oneOf(LOAN_KINDS, seeded.submitted?.kind ?? 'STANDARD', 'application.submitted.kind'),
      ...submittedOf(persona, now),
      nextStepAt: null,
      applicationUrl: seeded.applicationUrl,
      createdAt,
      modifiedAt: createdAt,
      withdrawnAt: null,
      purgedAt: null,
    };
    const insert = db.insert(applications).values({ id: seededApplicationId(persona.id), ...row });
    if (!refresh) {
      await insert.onConflictDoNothing({ target: applications.id });
      continue;
    }
    await insert.onConflictDoUpdate({ target: applications.id, set: row });
    await db.delete(bankLinks).where(eq(bankLinks.applicationId, seededApplicationId(persona.id)));
  }
}
