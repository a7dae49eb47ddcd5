// The application's first screens as the server tests make them: a new customer's login (made the way the
// application's account step makes it, signed in at once), step 1's personal information, and the application.
import { cognito, graphql, serverPage, tokensFor } from './serverClient';

/** An address no earlier run has used. */
export const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const inAYear = () => inDays(300);

/** Step 1 as savePersonalInformation takes it: Rosa Diaz of Columbus, Ohio. */
export const personalInput = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Diaz',
  dateOfBirth: '1991-05-17',
  documentType: 'SSN',
  documentNumber: '900000101',
  stateIdType: 'DRIVERS_LICENSE',
  driverLicenseNumber: 'RD123456',
  driverLicenseStateCode: 'OH',
  stateIdExpirationDate: inAYear(),
  contactInformation: {
    address: { addressLine1: '77 Broad St', addressLine2: '', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
    phones: [{ type: 'C', number: '6145550188' }],
  },
  additionalInformation: { monthsAtAddress: 24, ownResidence: false },
  smsOptIn: true,
  ...overrides,
});

/** Step 1 overrides for an address other than Rosa's (her phone kept). */
export const livingAt = (address: Record<string, string>) => ({
  contactInformation: {
    address: { ...personalInput().contactInformation.address, ...address },
    phones: personalInput().contactInformation.phones,
  },
});

/** Step 1 overrides for an applicant in Columbus, Ohio, reached at these phones (`C`: the mobile number codes go to). */
export const withPhones = (phones: { type: string; number: string }[]) => ({
  contactInformation: {
    address: {
      addressLine1: '77 Broad St',
      addressLine2: '',
      cityName: 'Columbus',
      stateCode: 'OH',
      zipCode: '43215',
    },
    phones,
  },
});

/** Step 3's income as saveIncomeInformation takes it: a dispatcher paid every two weeks, next in 5 days. */
export const incomeInput = (overrides: Record<string, unknown> = {}) => ({
  type: 'E',
  employer: { name: 'Buckeye Logistics', workPhone: '6145550100', workExtension: '' },
  employmentHireDate: '2021-03-01',
  jobTitle: 'Dispatcher',
  paymentFrequency: 'BI',
  paymentMethod: 'DIRECT_DEPOSIT',
  amountGross: 1850,
  amountNet: 1420.5,
  nextPaymentDate: inDays(5),
  paymentDayOfWeek: 'FRIDAY',
  jobShift: 'DAY',
  isPrimaryIncome: true,
  ...overrides,
});

/** The sign-up the application's first screen makes (flow `application`): Cognito's answer. */
export function applicationSignUp(
  email: string,
  name: { first: string; last: string } = { first: 'Rosa', last: 'Diaz' },
  brand = 'cng',
) {
  return cognito('SignUp', {
    Username: email,
    Password: 'Apply#2026',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name.first },
      { Name: 'family_name', Value: name.last },
      { Name: 'custom:brand', Value: brand },
      { Name: 'custom:source', Value: brand.toUpperCase() },
    ],
    ClientMetadata: { flow: 'application' },
  });
}

/** A new customer's login made as the application's first screen makes it, signed in at once: the id token. */
export async function newApplicant(email: string, brand = 'cng'): Promise<string> {
  expect((await applicationSignUp(email, undefined, brand)).body).toMatchObject({ UserConfirmed: true });
  return (await tokensFor(email, 'Apply#2026')).IdToken;
}

/** createApplication for the signed-in applicant, with step 1 filled in; answers the `fields` asked for. */
/** createApplication with step 1 (Rosa's, changed by `personal`), as answered: data, or the refusal. */
export function createApplicationCall(
  token: string,
  email: string,
  fields = 'id',
  personal: Record<string, unknown> = {},
) {
  return graphql(
    `mutation Create($application: ApplicationInput!) { createApplication(application: $application, cmsData: { page: "apply" }) { ${fields} } }`,
    token,
    'cng',
    {
      application: {
        applicationType: 'SAGA_APPLICATION_ONLINE',
        stateCode: 'OH',
        channel: 'ONLINE',
        userInformation: { email },
        personalInformation: personalInput(personal),
      },
    },
  );
}

export async function createdApplication(
  token: string,
  email: string,
  fields = 'id',
  personal: Record<string, unknown> = {},
): Promise<{ id: string } & Record<string, unknown>> {
  const result = await createApplicationCall(token, email, fields, personal);
  expect(result.body.errors).toBeUndefined();
  return (result.body.data as { createApplication: { id: string } }).createApplication;
}

/** A new applicant whose application has step 3 done (income, and a checking account typed by hand); `ssn` picks an underwriting sandbox outcome. */
export async function atStepFour(
  options: { ssn?: string; income?: Record<string, unknown>; personal?: Record<string, unknown> } = {},
) {
  const email = uniqueEmail('loan');
  const token = await newApplicant(email);
  const { id } = await createdApplication(token, email, 'id', {
    ...(options.ssn ? { documentNumber: options.ssn } : {}),
    ...options.personal,
  });
  const income = incomeInput(options.income);
  expect(
    (
      await graphql(
        'mutation Save($id: ID!, $income: IncomeInformationInput!) { saveIncomeInformation(id: $id, incomeInformation: $income) { id } }',
        token,
        'cng',
        { id, income },
      )
    ).body.errors,
  ).toBeUndefined();
  const bank = {
    isReadOnly: false,
    routingNumber: '021000021',
    accountNumber: '123456789',
    accountHoldersName: 'Rosa Diaz',
    bankName: 'Buckeye Bank',
    accountType: 'CHECKING',
    accountOpenDate: '2020-01-15',
  };
  expect(
    (
      await graphql(
        'mutation Save($id: ID!, $bank: BankingInformationInput!) { saveBankInformation(id: $id, bankingInformation: $bank) { id } }',
        token,
        'cng',
        { id, bank },
      )
    ).body.errors,
  ).toBeUndefined();
  return { token, id, income, email };
}

/**
 * /otp, /identity and /agreements done the quick way: the carrier's check of the mobile number, and an ID scan that passes (or,
 * with `optOut`, the ID to be shown another way: documents after approval).
 */
export async function checksDone(
  token: string,
  id: string,
  options: { phoneNumber?: string; optOut?: boolean; agreements?: false } = {},
) {
  const phoneNumber = options.phoneNumber ?? '6145550188';
  const link = await graphql(
    'query Link($id: ID!, $phone: String!) { generateBokuEVURL(applicationId: $id, phoneNumber: $phone) { url } }',
    token,
    'cng',
    { id, phone: phoneNumber },
  );
  const { url } = (link.body.data as { generateBokuEVURL: { url: string } }).generateBokuEVURL;
  expect((await serverPage(url, 'POST')).location).toBe('/application/otp?carrier=verified');
  if (options.optOut) {
    if (options.agreements !== false) await agreedTo(token, id, 'APPLICATION');
    expect(
      (
        await graphql(
          'mutation Out($id: ID!) { optOutOfIdentityVerification(applicationId: $id) { status } }',
          token,
          'cng',
          { id },
        )
      ).body.data,
    ).toEqual({ optOutOfIdentityVerification: { status: 'OPTED_OUT' } });
    return;
  }
  if (options.agreements !== false) await agreedTo(token, id, 'APPLICATION');
  const scan = await graphql(
    'mutation Scan($id: ID!) { startIdentityVerification(applicationId: $id) { userToken } }',
    token,
    'cng',
    { id },
  );
  const { userToken } = (scan.body.data as { startIdentityVerification: { userToken: string } })
    .startIdentityVerification;
  expect((await serverPage(`/stand-in/id-scan/${userToken}`, 'POST')).location).toBe(
    '/application/identity/verify?scan=done',
  );
}

const SAVE_AGREEMENTS =
  'mutation Agree($id: ID!, $agreements: AgreementsInput!, $repayment: String, $funding: String) { saveAgreements(id: $id, agreements: $agreements, repaymentMethod: $repayment, fundingMethod: $funding) { id } }';

/** Agrees to every document of a set, as /agreements (APPLICATION) or /approved/agreements (APPROVED) sends it. */
export async function agreedTo(
  token: string,
  id: string,
  section: 'APPLICATION' | 'APPROVED',
  options: { repayment?: string; funding?: string; brand?: string } = {},
) {
  const brand = options.brand ?? 'cng';
  const documents = await graphql(
    'query Docs($brand: String!, $section: String, $id: ID) { getBaseDisclosures(brandName: $brand, section: $section, applicationId: $id) { idTag } documentsPerState(stateCode: "OH", brandName: $brand, section: $section, applicationId: $id) { disclosures { idTag } } }',
    token,
    brand,
    { brand, section, id },
  );
  const data = documents.body.data as {
    getBaseDisclosures: { idTag: string }[];
    documentsPerState: { disclosures: { idTag: string }[] };
  };
  const idTags = [
    ...(section === 'APPLICATION' ? data.getBaseDisclosures : []),
    ...data.documentsPerState.disclosures,
  ].map((document) => document.idTag);
  const agreements = {
    section,
    documents: idTags.map((idTag) => ({ idTag, value: 'AGREED' })),
    canShareInfo: true,
    smsOptIn: true,
    optOut: false,
    flagAutoOrigination: true,
  };
  const saved = await graphql(SAVE_AGREEMENTS, token, brand, {
    id,
    agreements,
    repayment: section === 'APPROVED' ? (options.repayment ?? 'ACH') : null,
    funding: section === 'APPROVED' ? (options.funding ?? 'ACH') : null,
  });
  expect(saved.body.errors).toBeUndefined();
}
