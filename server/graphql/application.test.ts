// The application's calls of steps 1 to 3 over real HTTP: the application sign-up, each save (success, data its schema
// refuses, someone else's application), resuming, withdrawing, the products of a state, the returning customer's
// express application, and the 21-day purge with a fake clock.
import {
  applicationSignUp,
  createApplicationCall,
  createdApplication,
  incomeInput as income,
  livingAt,
  newApplicant,
  personalInput as personal,
  uniqueEmail as unique,
} from '../../tests/support/applicationClient';
import { graphql, rest, testHook, tokensFor } from '../../tests/support/serverClient';
import { seededApplicationId } from '../db/applicationSeed';
import { easternDate } from '../../src/lib/rules/easternTime';
import { addDays } from '../../src/lib/rules/loanTerms';

const FIELDS =
  'id status stateCode channel preferredProductCode returning personalInformation { firstName ssnLast4 documentType } storeInformation { storeNumber } incomeInformation { amountNet paymentFrequency } loanApplicationProgress { applicationUrl }';

// Days from the lender's today (Eastern), as the server's date rules count them: a UTC date is a day ahead after 7 pm.
const inDays = (days: number) => addDays(easternDate(new Date()), days);

const SAVE_PERSONAL = `mutation Save($id: ID!, $personal: PersonalInformationInput!) { savePersonalInformation(id: $id, personalInformation: $personal) { ${FIELDS} } }`;
const SAVE_INCOME = `mutation Save($id: ID!, $income: IncomeInformationInput!) { saveIncomeInformation(id: $id, incomeInformation: $income) { ${FIELDS} } }`;

describe('the application, steps 1 to 3', () => {
  it('makes a new customer’s login on the first screen, then saves each step and resumes at the saved one', async () => {
    const email = unique('rosa');
    const token = await newApplicant(email);
    expect((await graphql('{ me { customerType firstName } }', token)).body.data).toEqual({
      me: { customerType: 'NEW', firstName: 'Rosa' },
    });

    const application = await createdApplication(token, email, FIELDS);
    expect(application).toMatchObject({
      status: 'UNSUBMITTED',
      stateCode: 'OH',
      personalInformation: { firstName: 'Rosa', ssnLast4: '0101', documentType: 'SSN' },
      // The server names the step after step 1 (a new applicant walks step 2).
      loanApplicationProgress: { applicationUrl: '/application/product-preference' },
    });
    // Nothing sends the SSN back.
    expect(JSON.stringify(application)).not.toContain('900000101');

    const product = await graphql(
      `mutation { savePreferredProduct(id: "${application.id}", preferredProductCode: "SLP", channel: RETAIL) { preferredProductCode channel } }`,
      token,
    );
    expect(product.body.data).toEqual({ savePreferredProduct: { preferredProductCode: 'SLP', channel: 'RETAIL' } });
    const store = await graphql(
      `mutation { saveStoreInformation(id: "${application.id}", storeInformation: { storeNumber: "1000", brandName: "cng" }) { storeInformation { storeNumber } } }`,
      token,
    );
    expect(store.body.data).toEqual({ saveStoreInformation: { storeInformation: { storeNumber: '1000' } } });
    const saved = await graphql(SAVE_INCOME, token, 'cng', { id: application.id, income: income() });
    expect(saved.body.data).toMatchObject({
      saveIncomeInformation: { incomeInformation: { amountNet: 1420.5, paymentFrequency: 'BI' } },
    });
    // incomeWithholding was taken and silently dropped: no page asks for it, so it is refused (decision 0053).
    const withholding = await graphql(SAVE_INCOME, token, 'cng', {
      id: application.id,
      income: { ...income(), incomeWithholding: '250' },
    });
    expect(withholding.body.data ?? null).toBeNull();
    expect(withholding.body.errors?.[0]?.message).toMatch(/incomeWithholding/);
    expect(
      (
        await graphql(
          `mutation { saveLoanApplicationProgress(id: "${application.id}", applicationUrl: "/application/income") { success } }`,
          token,
        )
      ).body.data,
    ).toEqual({ saveLoanApplicationProgress: { success: true } });

    const resumed = await graphql(
      `{ unsubmittedApplication(email: "${email}") { ${FIELDS} } skipResumeApplication(email: "${email}") }`,
      token,
    );
    expect(resumed.body.data).toMatchObject({
      unsubmittedApplication: {
        id: application.id,
        preferredProductCode: 'SLP',
        storeInformation: { storeNumber: '1000' },
        loanApplicationProgress: { applicationUrl: '/application/income' },
      },
      skipResumeApplication: false,
    });

    // Saving step 1 again without the SSN keeps the one on file.
    const { documentNumber: _ssn, documentType: _type, ...withoutSsn } = personal({ firstName: 'Rosalind' });
    const again = await graphql(SAVE_PERSONAL, token, 'cng', { id: application.id, personal: withoutSsn });
    expect(again.body.data).toMatchObject({
      savePersonalInformation: { personalInformation: { firstName: 'Rosalind', ssnLast4: '0101' } },
    });

    // Withdrawn, it is no longer offered, and it cannot be changed.
    expect(
      (await graphql(`mutation { withdrawApplication(id: "${application.id}") { success } }`, token)).body.data,
    ).toEqual({ withdrawApplication: { success: true } });
    expect(
      (
        await graphql(
          `{ unsubmittedApplication(email: "${email}") { id } skipResumeApplication(email: "${email}") }`,
          token,
        )
      ).body.data,
    ).toEqual({ unsubmittedApplication: null, skipResumeApplication: true });
    const late = await graphql(SAVE_INCOME, token, 'cng', { id: application.id, income: income() });
    expect(late.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('answers step 1 in one call with the step after it, or refuses it with a reason, saving nothing', async () => {
    const email = unique('stepone');
    const token = await newApplicant(email);
    const create = (address: Record<string, string>, more: Record<string, unknown> = {}) =>
      createApplicationCall(token, email, 'id loanApplicationProgress { applicationUrl }', {
        ...livingAt(address),
        ...more,
      });
    const refusal = (answer: Awaited<ReturnType<typeof create>>) => ({
      data: answer.body.data?.createApplication ?? null,
      message: answer.body.errors?.[0]?.message,
      reason: (answer.body.errors?.[0]?.extensions as { reason?: string } | undefined)?.reason,
    });
    expect(refusal(await create({ stateCode: 'OH', zipCode: '40202' }))).toEqual({
      data: null,
      message: 'ZIP code 40202 is not in Ohio. Check the state and the ZIP code.',
      reason: 'ZIP_NOT_IN_STATE',
    });
    expect(refusal(await create({ stateCode: 'NY', zipCode: '10001', cityName: 'New York' }))).toEqual({
      data: null,
      message: 'We do not offer loans in New York',
      reason: 'NO_PRODUCTS_IN_STATE',
    });
    const seventeen = new Date();
    seventeen.setFullYear(seventeen.getFullYear() - 17);
    expect(
      refusal(
        await create({ stateCode: 'OH', zipCode: '43215' }, { dateOfBirth: seventeen.toISOString().slice(0, 10) }),
      ),
    ).toEqual({ data: null, message: 'You must be at least 18 years old to apply', reason: 'UNDER_18' });
    // Nothing was saved by the refusals.
    const open = await graphql(`{ unsubmittedApplication(email: "${email}") { id } }`, token);
    expect(open.body.data).toEqual({ unsubmittedApplication: null });

    const made = await createApplicationCall(
      token,
      email,
      'id loanApplicationProgress { applicationUrl } productAvailability { stateCode products { productCode channel } }',
      livingAt({ stateCode: 'OH', zipCode: '43215' }),
    );
    expect(made.body.data).toMatchObject({
      createApplication: { loanApplicationProgress: { applicationUrl: '/application/product-preference' } },
    });
    // With what the next step shows: the products of the state, as getProductAvailability answers (decision 0078).
    const offered = await graphql(
      '{ getProductAvailability(stateCode: "OH", brandName: "cng") { stateCode products { productCode channel } } }',
      token,
    );
    expect(
      (made.body.data as { createApplication: { productAvailability: unknown } }).createApplication.productAvailability,
    ).toEqual((offered.body.data as { getProductAvailability: unknown }).getProductAvailability);
    // An unknown ZIP code is not refused (the data may lag behind the postal service's).
    const id = (made.body.data as { createApplication: { id: string } }).createApplication.id;
    const unknownZip = await graphql(SAVE_PERSONAL, token, 'cng', {
      id,
      personal: personal(livingAt({ zipCode: '00000' })),
    });
    expect(unknownZip.body.errors).toBeUndefined();
  });

  it('answers each save with the step that follows it, stored in the same call, and moves nothing on when refused', async () => {
    const email = unique('resumeat');
    const token = await newApplicant(email);
    const application = await createdApplication(token, email, FIELDS);
    const resumesAt = async () =>
      (
        (
          await graphql(
            `{ application(id: "${application.id}") { loanApplicationProgress { applicationUrl } } }`,
            token,
          )
        ).body.data as { application: { loanApplicationProgress: { applicationUrl: string } } }
      ).application.loanApplicationProgress.applicationUrl;
    const preference = (code: string, channel: string) =>
      graphql(
        `mutation { savePreferredProduct(id: "${application.id}", preferredProductCode: "${code}", channel: ${channel}) { preferredProductCode loanApplicationProgress { applicationUrl } } }`,
        token,
      );
    // An online loan goes on to the income; a store loan to the store first.
    expect((await preference('ILP', 'ONLINE')).body.data).toEqual({
      savePreferredProduct: {
        preferredProductCode: 'ILP',
        loanApplicationProgress: { applicationUrl: '/application/income' },
      },
    });
    expect((await preference('SLP', 'RETAIL')).body.data).toEqual({
      savePreferredProduct: {
        preferredProductCode: 'SLP',
        loanApplicationProgress: { applicationUrl: '/application/store-select' },
      },
    });
    // A refused save moves nothing on, the place to resume included.
    const noStore = await graphql(
      `mutation { saveStoreInformation(id: "${application.id}", storeInformation: { storeNumber: "2997", brandName: "cng" }) { id } }`,
      token,
    );
    expect(noStore.body.errors?.[0]?.message).toBe('Choose one of our open stores');
    expect(await resumesAt()).toBe('/application/store-select');
    // The browser no longer names the step: a resumeAt is not taken.
    const named = await graphql(
      `mutation { saveStoreInformation(id: "${application.id}", storeInformation: { storeNumber: "1000", brandName: "cng" }, resumeAt: SUBMIT) { id } }`,
      token,
    );
    expect(named.body.errors?.length).toBe(1);
    expect(await resumesAt()).toBe('/application/store-select');
    const store = await graphql(
      `mutation { saveStoreInformation(id: "${application.id}", storeInformation: { storeNumber: "1000", brandName: "cng" }) { loanApplicationProgress { applicationUrl } } }`,
      token,
    );
    expect(store.body.data).toEqual({
      saveStoreInformation: { loanApplicationProgress: { applicationUrl: '/application/income' } },
    });
    const savedIncome = await graphql(SAVE_INCOME, token, 'cng', { id: application.id, income: income() });
    expect(savedIncome.body.data).toMatchObject({
      saveIncomeInformation: { loanApplicationProgress: { applicationUrl: '/application/bank' } },
    });
    expect(await resumesAt()).toBe('/application/bank');
    // Step 4's product needs the income and the bank account first.
    const tooSoon = await graphql(
      `mutation { saveLoanProduct(id: "${application.id}", productCode: "SLP") { id } }`,
      token,
    );
    expect(tooSoon.body.errors?.[0]?.message).toBe('Finish your income and bank account before choosing your loan');
    expect(await resumesAt()).toBe('/application/bank');
  });

  it('refuses a save whose data the form schema refuses, naming the field, and changes nothing', async () => {
    const email = unique('refused');
    const token = await newApplicant(email);
    const application = await createdApplication(token, email, FIELDS);
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        SAVE_PERSONAL,
        {
          personal: personal({
            contactInformation: {
              address: { addressLine1: 'PO Box 12', cityName: 'Columbus', stateCode: 'OH', zipCode: '43215' },
              phones: [{ type: 'C', number: '6145550188' }],
            },
          }),
        },
        'addressLine1',
        'Enter a street address: we cannot accept a PO box',
      ],
      [
        SAVE_PERSONAL,
        { personal: personal({ dateOfBirth: inDays(-365 * 17) }) },
        'dateOfBirth',
        'You must be at least 18 years old to apply',
      ],
      [
        SAVE_PERSONAL,
        { personal: personal({ driverLicenseStateCode: 'CA', driverLicenseNumber: '12345678' }) },
        'driverLicenseNumber',
        'Enter the ID number exactly as it appears on your ID',
      ],
      [
        SAVE_PERSONAL,
        { personal: personal({ documentNumber: '12345' }) },
        'ssn',
        'Enter your 9-digit Social Security number',
      ],
      [
        SAVE_INCOME,
        { income: income({ amountNet: 2000 }) },
        'amountNet',
        'Your take-home pay cannot be more than your gross pay',
      ],
      [
        SAVE_INCOME,
        { income: income({ paymentFrequency: 'WK', nextPaymentDate: inDays(10) }) },
        'nextPaymentDate',
        'Your next pay date must fall within one pay period from today',
      ],
      [
        SAVE_INCOME,
        { income: income({ nextPaymentDate: inDays(-1) }) },
        'nextPaymentDate',
        'Your next pay date cannot be in the past',
      ],
    ];
    for (const [mutation, variables, field, message] of cases) {
      const result = await graphql(mutation, token, 'cng', { id: application.id, ...variables });
      const error = result.body.errors?.[0];
      expect({ field, message: error?.message, extensions: error?.extensions }).toEqual({
        field,
        message,
        // Under 18 carries its reason: the page is not the form's (STEP_REFUSAL).
        extensions: {
          code: 'BAD_REQUEST',
          field,
          ...(field === 'dateOfBirth' && /18/.test(message) ? { reason: 'UNDER_18' } : {}),
        },
      });
    }
    const progress = await graphql(
      `mutation { saveLoanApplicationProgress(id: "${application.id}", applicationUrl: "/application/income?ssn=900000101") { success } }`,
      token,
    );
    expect(progress.body.errors?.[0]?.extensions).toEqual({ code: 'BAD_REQUEST', field: 'applicationUrl' });
    const rlpInOhio = await graphql(
      `mutation { savePreferredProduct(id: "${application.id}", preferredProductCode: "RLP", channel: RETAIL) { id } }`,
      token,
    );
    expect(rlpInOhio.body.errors?.[0]?.message).toBe('This product is not offered in your state');
    const noStore = await graphql(
      `mutation { saveStoreInformation(id: "${application.id}", storeInformation: { storeNumber: "2997", brandName: "cng" }) { id } }`,
      token,
    );
    expect(noStore.body.errors?.[0]?.message).toBe('Choose one of our open stores');

    const unchanged = await graphql(`{ application(id: "${application.id}") { ${FIELDS} } }`, token);
    expect(unchanged.body.data).toMatchObject({
      application: {
        personalInformation: { firstName: 'Rosa', ssnLast4: '0101' },
        incomeInformation: null,
        storeInformation: null,
        preferredProductCode: null,
        loanApplicationProgress: { applicationUrl: '/application/product-preference' },
      },
    });
  });

  it('refuses someone else’s application, and reads only the caller’s own', async () => {
    const iris = (await tokensFor('iris.shaw@example.com')).IdToken;
    const maria = (await tokensFor('maria.lopez@example.com')).IdToken;
    const irisApplication = (
      (await graphql('{ unsubmittedApplication(email: "iris.shaw@example.com") { id } }', iris)).body.data as {
        unsubmittedApplication: { id: string };
      }
    ).unsubmittedApplication;
    for (const call of [
      `{ application(id: "${irisApplication.id}") { id } }`,
      `mutation { saveLoanApplicationProgress(id: "${irisApplication.id}", applicationUrl: "/application/income") { success } }`,
      `mutation { withdrawApplication(id: "${irisApplication.id}") { success } }`,
    ]) {
      expect((await graphql(call, maria)).body.errors?.[0]?.extensions).toEqual({ code: 'NOT_FOUND' });
    }
    expect(
      (await graphql(SAVE_INCOME, maria, 'cng', { id: irisApplication.id, income: income() })).body.errors?.[0]
        ?.extensions,
    ).toEqual({ code: 'NOT_FOUND' });
    expect(
      (await graphql('{ unsubmittedApplication(email: "iris.shaw@example.com") { id } }', maria)).body.errors?.[0]
        ?.extensions,
    ).toEqual({ code: 'FORBIDDEN' });
    // On another brand it is not hers to resume there.
    expect(
      (await graphql('{ unsubmittedApplication(email: "iris.shaw@example.com") { id } }', iris, 'csh')).body.data,
    ).toEqual({ unsubmittedApplication: null });
  });

  it('offers each state the brand’s products in the spec’s order: SLP only in Ohio, Xact at most $2,400.00 in California, none where the brand is not', async () => {
    const token = (await tokensFor('maria.lopez@example.com')).IdToken;
    const codes = async (brand: string, state: string) =>
      (
        (
          await graphql(
            `{ getProductAvailability(stateCode: "${state}", brandName: "${brand}") { products { productCode channel maxLoan xactExamples { minApr maxApr terms { term principal apr returningRefiOnly } } } } }`,
            token,
          )
        ).body.data as {
          getProductAvailability: { products: { productCode: string; channel: string; maxLoan: number }[] };
        }
      ).getProductAvailability.products;
    expect((await codes('cng', 'OH')).map((p) => `${p.productCode}/${p.channel}`)).toEqual([
      'ILP/ONLINE',
      'SLP/RETAIL',
      'DUAL/ONLINE',
    ]);
    expect((await codes('cng', 'TX')).map((p) => p.productCode)).toEqual(['ILP', 'PDL', 'RETAIL_ILP', 'RLP', 'DUAL']);
    for (const brand of ['cng', 'aca', 'csh', 'ccb', 'p360']) {
      for (const state of ['TX', 'MO', 'CA', 'AL', 'IL'])
        expect((await codes(brand, state)).map((p) => p.productCode)).not.toContain('SLP');
    }
    const california = await codes('ccb', 'CA');
    expect(california).toEqual([
      {
        productCode: 'BANK_ILP',
        channel: 'ONLINE',
        maxLoan: 2400,
        xactExamples: {
          minApr: 125,
          maxApr: 225,
          terms: [{ term: 24, principal: 2000, apr: 144.61, returningRefiOnly: true }],
        },
      },
    ]);
    expect((await codes('ccb', 'TX'))[0]!.maxLoan).toBe(3000);
    expect(await codes('cng', 'NY')).toEqual([]);
    // Each product with its display data; DUAL with both its parts.
    const shown = await graphql(
      '{ getProductAvailability(stateCode: "TX", brandName: "cng") { products { productCode display { title isChoice hasTerms flexibleTerm showMaxTerm bringAlong parts { title } } } } }',
      token,
    );
    const display = Object.fromEntries(
      (
        shown.body.data as {
          getProductAvailability: { products: { productCode: string; display: Record<string, unknown> }[] };
        }
      ).getProductAvailability.products.map((p) => [p.productCode, p.display]),
    );
    expect(display.DUAL).toMatchObject({
      title: 'Installment loan with a payday option',
      flexibleTerm: true,
      bringAlong: [],
      parts: [{ title: 'Online installment loan' }, { title: 'Payday loan (in store)' }],
    });
    expect(display.PDL).toMatchObject({ hasTerms: false, showMaxTerm: false, flexibleTerm: false, parts: [] });
    expect(display.RLP).toMatchObject({
      bringAlong: expect.arrayContaining(['Vehicle registration or proof of ownership']) as unknown,
    });
  });

  it('tells each brand’s loan system a benefit income in its own code (Social Security: S on cng, its own code on ccb)', async () => {
    const INCOME =
      'mutation Save($id: ID!, $income: IncomeInformationInput!) { saveIncomeInformation(id: $id, incomeInformation: $income) { incomeInformation { type lenderIncomeType } } }';
    const benefit = income({
      type: 'SOCIAL_SECURITY',
      employer: null,
      employmentHireDate: null,
      jobTitle: null,
      paymentFrequency: 'MON',
      paymentDayOfWeek: null,
      jobShift: null,
      nextPaymentDate: inDays(20),
    });
    for (const [brand, code] of [
      ['cng', 'S'],
      ['ccb', 'SOCIAL_SECURITY'],
    ] as const) {
      const email = unique(`sol.${brand}`);
      const token = await newApplicant(email, brand);
      const created = await graphql(
        'mutation C($application: ApplicationInput!) { createApplication(application: $application) { id } }',
        token,
        brand,
        {
          application: {
            applicationType: 'SAGA_APPLICATION_ONLINE',
            stateCode: 'OH',
            channel: 'ONLINE',
            userInformation: { email },
            personalInformation: personal({ documentNumber: brand === 'cng' ? '900031041' : '900031042' }),
          },
        },
      );
      expect(created.body.errors).toBeUndefined();
      const id = (created.body.data as { createApplication: { id: string } }).createApplication.id;
      const saved = await graphql(INCOME, token, brand, { id, income: benefit });
      expect(saved.body).toEqual({
        data: { saveIncomeInformation: { incomeInformation: { type: 'SOCIAL_SECURITY', lenderIncomeType: code } } },
      });
    }
  });

  it('never resumes or changes an application started on the earlier website (LEGACY_APPLICATION_ONLINE); a new one replaces it', async () => {
    const email = 'pia.marsh@example.com';
    const pia = (await tokensFor(email)).IdToken;
    const LOOK = `{ openApplication(email: "${email}") { id } unsubmittedApplication(email: "${email}") { id } skipResumeApplication(email: "${email}") legacyApplicationPending }`;
    expect((await graphql(LOOK, pia)).body.data).toEqual({
      openApplication: null,
      unsubmittedApplication: null,
      skipResumeApplication: true,
      legacyApplicationPending: true,
    });
    const legacyId = seededApplicationId('legacy-application');
    expect((await graphql(`{ application(id: "${legacyId}") { applicationType } }`, pia)).body.data).toEqual({
      application: { applicationType: 'LEGACY_APPLICATION_ONLINE' },
    });
    const change = await graphql(SAVE_INCOME, pia, 'cng', { id: legacyId, income: income() });
    expect(change.body.errors?.[0]).toMatchObject({
      message:
        'This application was started on our earlier website and can’t be continued here. Please start a new application.',
      extensions: { code: 'BAD_REQUEST' },
    });
    const asLegacy = await graphql(
      'mutation C($application: ApplicationInput!) { createApplication(application: $application) { id } }',
      pia,
      'cng',
      {
        application: {
          applicationType: 'LEGACY_APPLICATION_ONLINE',
          stateCode: 'OH',
          channel: 'ONLINE',
          userInformation: { email },
          personalInformation: personal({ documentNumber: '900000708' }),
        },
      },
    );
    expect(asLegacy.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', field: 'applicationType' });
    const made = await createdApplication(pia, email, 'id applicationType', {
      documentNumber: '900000708',
      firstName: 'Pia',
      lastName: 'Marsh',
    });
    expect(made.applicationType).toBe('SAGA_APPLICATION_ONLINE');
    expect((await graphql(LOOK, pia)).body.data).toEqual({
      openApplication: { id: made.id },
      unsubmittedApplication: { id: made.id },
      skipResumeApplication: false,
      legacyApplicationPending: false,
    });
  });

  it('gives a returning customer the express application, prefilled from the record; a new customer has none', async () => {
    const maria = (await tokensFor('maria.lopez@example.com')).IdToken;
    const express = await graphql(
      `mutation { createReturningApplication(email: "maria.lopez@example.com") { ${FIELDS} } }`,
      maria,
    );
    expect(express.body.data).toMatchObject({
      createReturningApplication: {
        returning: true,
        preferredProductCode: 'ILP',
        stateCode: 'OH',
        personalInformation: { firstName: 'Maria', ssnLast4: '4821' },
        loanApplicationProgress: { applicationUrl: '/application/welcome' },
      },
    });
    const nina = (await tokensFor('nina.patel@example.com')).IdToken;
    expect(
      (await graphql('mutation { createReturningApplication(email: "nina.patel@example.com") { id } }', nina)).body
        .errors?.[0]?.message,
    ).toBe('Only a returning customer has an express application');
  });

  it('tells whose open store loan can be converted', async () => {
    const grace = (await tokensFor('grace.hill@example.com')).IdToken;
    const application = (
      (await graphql('mutation { createReturningApplication(email: "grace.hill@example.com") { id } }', grace)).body
        .data as { createReturningApplication: { id: string } }
    ).createReturningApplication;
    const result = await graphql(
      `{ getCustomerProductAvailability(applicationId: "${application.id}") { applicationConversionEligibility { hasOpenRetailLoan conversionDetails { isEligible loanNumber productCode payoffAmount } } } }`,
      grace,
    );
    expect(result.body.data).toEqual({
      getCustomerProductAvailability: {
        applicationConversionEligibility: {
          hasOpenRetailLoan: true,
          conversionDetails: { isEligible: true, loanNumber: 'PDL-880021', productCode: 'PDL', payoffAmount: 345 },
        },
      },
    });
  });

  it('keeps an unsubmitted application 21 days: the 22-day-old one is gone, the 20-day-old one is purged a day later, and is not found then', async () => {
    const jack = (await tokensFor('jack.ford@example.com')).IdToken;
    expect(
      (await graphql('{ unsubmittedApplication(email: "jack.ford@example.com") { id } applicationExpired }', jack)).body
        .data,
    ).toEqual({ unsubmittedApplication: null, applicationExpired: true });
    const iris = (await tokensFor('iris.shaw@example.com')).IdToken;
    const before = (
      await graphql('{ unsubmittedApplication(email: "iris.shaw@example.com") { id } applicationExpired }', iris)
    ).body.data as { unsubmittedApplication: { id: string }; applicationExpired: boolean };
    expect(before.applicationExpired).toBe(false);

    // What the purge at start does (a job, which a busy machine may not have run yet): nothing kept 21 days stays.
    await testHook<{ purged: number }>('purge-applications', {
      method: 'POST',
      body: { now: new Date().toISOString() },
    });
    const inHalfADay = await testHook<{ purged: number }>('purge-applications', {
      method: 'POST',
      body: { now: new Date(Date.now() + 43_200_000).toISOString() },
    });
    expect(inHalfADay.purged).toBe(0);
    const inADay = await testHook<{ purged: number }>('purge-applications', {
      method: 'POST',
      body: { now: new Date(Date.now() + 86_400_000 + 60_000).toISOString() },
    });
    expect(inADay.purged).toBeGreaterThanOrEqual(1);
    const purged = await graphql(
      `{ application(id: "${before.unsubmittedApplication.id}") { personalInformation { firstName ssnLast4 } incomeInformation { amountNet } } }`,
      iris,
    );
    // To its owner, an emptied application is no application (the one ownership rule: ownedApplication).
    expect(purged.body.data).toEqual({ application: null });
    expect(purged.body.errors?.[0]?.message).toBe('No application with this id for this customer');
    // What is kept of it: no personal data, no income.
    const stored = await testHook<Record<string, unknown>>(`applications/${before.unsubmittedApplication.id}`);
    expect(stored).toMatchObject({ personal: null, income: null, ssnHash: null, ssnLast4: null, bank: null });
    expect(stored.purgedAt).toEqual(expect.any(String));
  });

  it('finds an applicant to resume by email and date of birth only: the way back in (code or password), or nothing', async () => {
    expect(
      await rest('application/resume-lookup', { email: ' Kate.Lane@example.com ', dateOfBirth: '1993-08-14' }),
    ).toEqual({ status: 200, body: { isPasswordless: true } });
    expect(
      await rest('application/resume-lookup', { email: 'iris.shaw@example.com', dateOfBirth: '1987-07-21' }),
    ).toEqual({ status: 200, body: { isPasswordless: false } });
    expect(
      (await rest('application/resume-lookup', { email: 'kate.lane@example.com', dateOfBirth: '1993-08-15' })).status,
    ).toBe(404);
    expect(
      (await rest('application/resume-lookup', { email: 'nobody.here@example.com', dateOfBirth: '1993-08-14' })).status,
    ).toBe(404);
    expect(
      await rest('application/resume-lookup', { email: 'kate.lane@example.com', dateOfBirth: '08/14/1993' }),
    ).toEqual({ status: 400, body: { error: 'A date of birth (YYYY-MM-DD) is required' } });
  });

  it('sends a store customer whose open store loan can be converted to enroll for it, from the application’s sign-up', async () => {
    expect((await applicationSignUp('hank.moss@example.com', { first: 'Hank', last: 'Moss' })).body).toMatchObject({
      message: 'PreSignUp failed with error CONVERSION_ELIGIBLE_CUSTOMER.',
    });
  });

  it('takes a store loan approved online into a new online application once (cloneApprovedLeadApplication), and refuses anything else', async () => {
    const CLONE = `mutation C($id: ID!) { cloneApprovedLeadApplication(id: $id) { ${FIELDS} bankingInformation { accountNumber } } }`;
    const token = (await tokensFor('ines.vale@example.com')).IdToken;
    const lead = (await graphql('{ openApplication(email: "ines.vale@example.com") { id channel status } }', token))
      .body.data as { openApplication: { id: string; channel: string; status: string } };
    expect(lead.openApplication).toMatchObject({ channel: 'RETAIL', status: 'APPROVED' });
    const id = lead.openApplication.id;
    // Not another customer's, and not an agent's who acts for nobody.
    const stranger = (await tokensFor('wes.lee@example.com')).IdToken;
    expect((await graphql(CLONE, stranger, 'cng', { id })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    const agent = (await tokensFor('agent.kowalski@example.com', 'Agent#2026')).IdToken;
    expect((await graphql(CLONE, agent, 'cng', { id })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'FORBIDDEN',
    });

    // Twice at once: one new application; the store application is withdrawn.
    const [first, second] = await Promise.all([
      graphql(CLONE, token, 'cng', { id }),
      graphql(CLONE, token, 'cng', { id }),
    ]);
    const made = [first, second].filter((result) => !result.body.errors);
    expect(made).toHaveLength(1);
    expect([first, second].find((result) => result.body.errors)!.body.errors?.[0]).toMatchObject({
      message: 'Only a store loan approved online and not yet finished at the store can be taken online.',
      extensions: { code: 'BAD_REQUEST' },
    });
    const online = (made[0]!.body.data as { cloneApprovedLeadApplication: Record<string, unknown> & { id: string } })
      .cloneApprovedLeadApplication;
    expect(online).toMatchObject({
      status: 'UNSUBMITTED',
      channel: 'ONLINE',
      stateCode: 'OH',
      preferredProductCode: null,
      personalInformation: { firstName: 'Ines', ssnLast4: '0707', documentType: 'SSN' },
      storeInformation: null,
      incomeInformation: { paymentFrequency: expect.any(String) as unknown },
      bankingInformation: { accountNumber: expect.stringMatching(/^••••\d{4}$/) as unknown },
      loanApplicationProgress: { applicationUrl: '/application/products' },
    });
    expect(online.id).not.toBe(id);
    expect(
      (await graphql('{ openApplication(email: "ines.vale@example.com") { id channel } }', token)).body.data,
    ).toEqual({ openApplication: { id: online.id, channel: 'ONLINE' } });
    expect((await graphql('{ conditionallyApprovedApplication { retailStatus } }', token)).body.data).toEqual({
      conditionallyApprovedApplication: null,
    });
    // The online application is not a store lead.
    expect((await graphql(CLONE, token, 'cng', { id: online.id })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await graphql(CLONE, token, 'cng', { id: 'not-an-id' })).body.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps the full record: number, who made it and from where, the SSN pre-check (told to agents only), the state’s channels, what is not shared', async () => {
    const RECORD =
      'id applicationNumber applicationSource source campaignId ipAddress invalidPrecheck retailOnly onlineOnly suppressedBrands applicationStateDetails { submissionFlow } repaymentMethod fundingMethod';
    const email = unique('record');
    const token = await newApplicant(email);
    // Sam Rivera's SSN (a store customer of record): already another login's.
    const first = await createdApplication(token, email, RECORD, { documentNumber: '900000002' });
    expect(first).toMatchObject({
      applicationSource: 'CUSTOMER',
      invalidPrecheck: null,
      retailOnly: false,
      onlineOnly: false,
      suppressedBrands: [],
      applicationStateDetails: { submissionFlow: null },
      repaymentMethod: null,
      fundingMethod: null,
    });
    expect(first.applicationNumber).toMatch(/^\d{8}$/);
    expect(Number(first.applicationNumber)).toBeGreaterThanOrEqual(10_000_001);
    expect(first.ipAddress).toMatch(/127\.0\.0\.1|::1/);
    // The browser's privacy signal: nothing goes to the partner brand.
    const private_ = await graphql(
      `{ openApplication(email: "${email}", isGPCEnabled: true) { suppressedBrands } }`,
      token,
    );
    expect(private_.body.data).toEqual({ openApplication: { suppressedBrands: ['p360'] } });

    const agent = (await tokensFor('agent.ferreira@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql(`mutation { startImpersonation(email: "${email}") { customerEmail } }`, agent)).body.errors,
    ).toBeUndefined();
    try {
      expect((await graphql(`{ application(id: "${first.id}") { invalidPrecheck } }`, agent)).body.data).toEqual({
        application: { invalidPrecheck: true },
      });
      // An application the agent makes for the customer says so, and gets the next number; the applicant's own SSN passes the pre-check.
      const second = await createdApplication(agent, email, RECORD);
      expect(second).toMatchObject({ applicationSource: 'AGENT', invalidPrecheck: false });
      expect(Number(second.applicationNumber)).toBeGreaterThan(Number(first.applicationNumber));
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
  });
});
