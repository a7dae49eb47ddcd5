// /account/personal (issue 15): the customer's contact details and their changes, as a careful lender makes them.
// A change applies only once the one-time code sent for it is entered: a new email gets its code at the new address
// (it proves the customer reads it), a new mobile number by text message to that number, a new address at the email
// on file. The codes are the one-time codes of the MFA work (10 minutes, 5 wrong tries, resend after the wait). After
// the change, a notice goes to the email on file before it (someone else changing it is told to the real owner).
// An email change renames the login and every record kept by email in one transaction, and ends every session: the
// customer signs in again with the new address. Only the customer may change them: an agent acting sees them read-only.
import { brands, isBrandKey } from '../../../brands/index';
import type { Database } from '../../db/client';
import type { StoredContactChangeKind, StoredContactValue } from '../../db/schema/customers';
import { lookUpZip } from '../../geo/zipCodes';
import { maskEmail } from '../../../src/lib/rules/maskEmail';
import { phoneDigits, phoneShown } from '../../../src/lib/rules/phoneNumbers';
import {
  addressChangeSchema,
  CONTACT_MESSAGES,
  emailChangeSchema,
  phoneChangeSchema,
} from '../../../src/lib/validation/contactChangeSchemas';
import { checkCode, issueCode, latestCode, type Channel, type CodeAccount } from '../codes/oneTimeCodes';
import { loginAccount } from '../../security/codeBudget';
import { maskPhone, smsAddress } from '../../sms/phoneAddress';
import { badRequest, forbidden, notFound } from '../domainError';
import type { Scope } from '../scope';
import {
  pendingChange,
  renameCustomerEmail,
  replacePendingChange,
  settleChange,
  type ChangeRow,
} from './contactChangeRepository';
import { findCustomer, updateCustomerContact, type CustomerRow } from './customerRepository';

type AddressValue = Extract<StoredContactValue, { zipCode: string }>;

export interface ContactChangeInput {
  kind: StoredContactChangeKind;
  email?: string | null;
  phone?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  zipCode?: string | null;
}

const CHANNEL: Record<StoredContactChangeKind, Channel> = { EMAIL: 'EMAIL', PHONE: 'SMS', ADDRESS: 'EMAIL' };
const WHAT: Record<StoredContactChangeKind, string> = {
  EMAIL: 'email address',
  PHONE: 'mobile phone number',
  ADDRESS: 'home address',
};

const oneLine = (address: AddressValue) =>
  [address.addressLine1, address.addressLine2, `${address.cityName}, ${address.stateCode} ${address.zipCode}`]
    .filter(Boolean)
    .join(', ');

function newValueOf(change: ChangeRow): string {
  const value = change.value;
  if ('email' in value) return value.email;
  if ('phone' in value) return phoneShown(value.phone);
  return oneLine(value);
}

function mustBeTheCustomer(scope: Scope) {
  if (scope.isAgent || scope.actingForEmail) throw forbidden('Only the customer can change their contact details.');
}

async function theCustomer(scope: Scope): Promise<CustomerRow> {
  const customer = await findCustomer(scope.db, scope.subjectEmail);
  if (!customer) throw notFound('No customer record for this account');
  return customer;
}

/** A change's codes count against the customer's login, told at the email on file. */
const changeAccount = (scope: Scope, emailOnFile: string): CodeAccount => ({
  key: loginAccount(scope.claims.sub),
  noticeTo: emailOnFile,
});

/** Where the change's code goes: the new email, the new phone (its SMS address), or the email on file. */
function codeDestination(change: ChangeRow): string {
  const value = change.value;
  if ('email' in value) return value.email;
  if ('phone' in value) return smsAddress(value.phone);
  return change.customerEmail;
}

const shownDestination = (change: ChangeRow) =>
  'phone' in change.value ? maskPhone(change.value.phone) : maskEmail(codeDestination(change));

async function pendingOf(db: Database, change: ChangeRow) {
  const code = await latestCode(db, { changeId: change.id }, CHANNEL[change.kind]);
  return {
    id: change.id,
    kind: change.kind,
    newValue: newValueOf(change),
    sentTo: shownDestination(change),
    expiresAt: (code?.expiresAt ?? change.createdAt).toISOString(),
  };
}

async function detailsOf(db: Database, customer: CustomerRow) {
  const place = customer.zipCode && !customer.cityName ? await lookUpZip(customer.zipCode) : undefined;
  const waiting = await pendingChange(db, customer.id);
  return {
    email: customer.email,
    phone: customer.phone ? phoneShown(customer.phone) : null,
    address: {
      addressLine1: customer.addressLine1,
      addressLine2: customer.addressLine2,
      cityName: customer.cityName ?? place?.city ?? null,
      stateCode: customer.stateCode ?? place?.state ?? null,
      zipCode: customer.zipCode,
    },
    pendingChange: waiting ? await pendingOf(db, waiting) : null,
  };
}

export async function contactDetails(scope: Scope) {
  return detailsOf(scope.db, await theCustomer(scope));
}

/** The change's new value, checked with the page's schema; an address takes its city and state from the ZIP code. */
async function newValue(
  { db, logins }: Pick<Scope, 'db' | 'logins'>,
  customer: CustomerRow,
  input: ContactChangeInput,
): Promise<StoredContactValue> {
  const invalid = (error: unknown, field: string) =>
    badRequest(error instanceof Error ? error.message : 'Check this field', field);
  if (input.kind === 'EMAIL') {
    const { email } = await emailChangeSchema.validate({ email: input.email ?? '' }).catch((error: unknown) => {
      throw invalid(error, 'email');
    });
    const lower = email.toLowerCase();
    if (lower === customer.email) throw badRequest(CONTACT_MESSAGES.sameEmail, 'email');
    if ((await logins.byEmail(lower)) || (await findCustomer(db, lower)))
      throw badRequest(CONTACT_MESSAGES.emailInUse, 'email');
    return { email: lower };
  }
  if (input.kind === 'PHONE') {
    const { phone } = await phoneChangeSchema.validate({ phone: input.phone ?? '' }).catch((error: unknown) => {
      throw invalid(error, 'phone');
    });
    const digits = phoneDigits(phone);
    if (digits === customer.phone) throw badRequest(CONTACT_MESSAGES.samePhone, 'phone');
    return { phone: digits };
  }
  const address = await addressChangeSchema
    .validate({
      addressLine1: input.addressLine1 ?? '',
      addressLine2: input.addressLine2 ?? '',
      zipCode: input.zipCode ?? '',
    })
    .catch((error: unknown) => {
      throw invalid(error, (error as { path?: string }).path ?? 'addressLine1');
    });
  const place = await lookUpZip(address.zipCode);
  if (!place) throw badRequest(CONTACT_MESSAGES.unknownZip, 'zipCode');
  return {
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    cityName: place.city,
    stateCode: place.state,
    zipCode: address.zipCode,
  };
}

/** Asks for a change: the one waiting (if any) is cancelled, and the code goes out. Nothing changes until it is entered. */
export async function requestContactChange(scope: Scope, input: ContactChangeInput) {
  mustBeTheCustomer(scope);
  const customer = await theCustomer(scope);
  const value = await newValue(scope, customer, input);
  const change = await replacePendingChange(scope.db, customer, { brand: customer.brand, kind: input.kind, value });
  await issueCode({
    db: scope.db,
    settings: scope.settings,
    mailer: scope.mailer,
    texts: scope.texts,
    log: scope.log,
    account: changeAccount(scope, customer.email),
    brand: customer.brand,
    owner: { changeId: change.id },
    channel: CHANNEL[change.kind],
    to: codeDestination(change),
    language: scope.language,
    resend: false,
  }).catch(async (error: unknown) => {
    // A code that could not be sent (a number no text can reach): the change is not left waiting for it.
    await settleChange(scope.db, change.id, 'CANCELLED');
    throw error;
  });
  return pendingOf(scope.db, change);
}

async function theChange(scope: Scope, changeId: string): Promise<ChangeRow> {
  const customer = await theCustomer(scope);
  const change = await pendingChange(scope.db, customer.id);
  if (!change || change.id !== changeId) throw badRequest('This change is no longer waiting. Start it again.');
  return change;
}

export async function resendContactChangeCode(scope: Scope, changeId: string) {
  mustBeTheCustomer(scope);
  const change = await theChange(scope, changeId);
  await issueCode({
    db: scope.db,
    settings: scope.settings,
    mailer: scope.mailer,
    texts: scope.texts,
    log: scope.log,
    account: changeAccount(scope, change.customerEmail),
    brand: change.brand,
    owner: { changeId: change.id },
    channel: CHANNEL[change.kind],
    to: codeDestination(change),
    language: scope.language,
    resend: true,
  });
  return pendingOf(scope.db, change);
}

export async function cancelContactChange(scope: Scope, changeId: string) {
  mustBeTheCustomer(scope);
  const change = await theChange(scope, changeId);
  await settleChange(scope.db, change.id, 'CANCELLED');
  return contactDetails(scope);
}

/** Renames the customer's login and their records, and ends the login's sessions: together, or neither. */
async function applyEmail({ logins }: Pick<Scope, 'logins'>, from: string, to: string) {
  const login = await logins.byEmail(from);
  await logins.commit(login ? [{ kind: 'rename', sub: login.sub, email: to }] : [], (tx) =>
    renameCustomerEmail(tx, from, to),
  );
}

async function applyChange(scope: Pick<Scope, 'db' | 'logins'>, change: ChangeRow) {
  const { db } = scope;
  const value = change.value;
  if ('email' in value) await applyEmail(scope, change.customerEmail, value.email);
  else if ('phone' in value) await updateCustomerContact(db, change.customerEmail, { phone: value.phone });
  else
    await updateCustomerContact(db, change.customerEmail, {
      addressLine1: value.addressLine1,
      addressLine2: value.addressLine2 || null,
      cityName: value.cityName,
      stateCode: value.stateCode,
      zipCode: value.zipCode,
    });
  await settleChange(db, change.id, 'APPLIED');
}

function noticeOf(change: ChangeRow) {
  const brand = isBrandKey(change.brand) ? brands[change.brand] : undefined;
  const call = brand ? `call ${brand.name} at ${brand.phoneNumber} (${brand.contactHours})` : 'call us';
  return {
    to: change.customerEmail,
    subject: `Your ${WHAT[change.kind]} was changed`,
    text: `The ${WHAT[change.kind]} on your account was changed on ${new Date().toUTCString()}.\n\nIf you made this change, there is nothing to do. If you did not, ${call} at once.`,
  };
}

/** Takes one try of the change's code: the right code applies the change; too many wrong ones cancel it. */
export async function confirmContactChange(scope: Scope, changeId: string, code: string) {
  mustBeTheCustomer(scope);
  const change = await theChange(scope, changeId);
  const result = await checkCode(
    {
      db: scope.db,
      settings: scope.settings,
      mailer: scope.mailer,
      account: changeAccount(scope, change.customerEmail),
    },
    { changeId: change.id },
    CHANNEL[change.kind],
    code.trim(),
  );
  if (result.status === 'APPROVED') {
    await applyChange(scope, change).catch(async (error: unknown) => {
      // Another login took the new email since the change was asked for (the unique index): nothing changed.
      if ((error as { code?: string }).code !== '23505') throw error;
      await settleChange(scope.db, change.id, 'FAILED');
      throw badRequest(CONTACT_MESSAGES.emailInUse, 'email');
    });
    // The error may name the address: it is not logged.
    await scope.mailer.send(noticeOf(change)).catch(() => scope.log.warn('contact change notice not sent'));
  } else if (result.status !== 'PENDING') {
    await settleChange(scope.db, change.id, 'FAILED');
  }
  const signInAgain = result.status === 'APPROVED' && change.kind === 'EMAIL';
  const email = signInAgain && 'email' in change.value ? change.value.email : change.customerEmail;
  const customer = await findCustomer(scope.db, email);
  return {
    status: result.status,
    attemptsLeft: result.attemptsLeft,
    signInAgain,
    details: await detailsOf(scope.db, customer!),
  };
}
