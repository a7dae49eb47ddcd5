// The agreements over real HTTP (issue 14): the base disclosures with their bytes (the E-SIGN consent first), the
// state's documents with their addresses, each PDF given to the borrower alone, saveAgreements refusing a set with a
// document not agreed (the spec's exact message), submission and e-sign waiting for their sets, the approved loan's
// documents only once the loan waits for its signature, and the ACH authorization agreed only with automatic payments.
import { inflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import {
  agreedTo,
  atStepFour,
  checksDone,
  createdApplication,
  incomeInput,
  newApplicant,
  uniqueEmail,
} from '../../tests/support/applicationClient';
import { listen, stateIs } from '../../tests/support/applicationSocketClient';
import { graphql, tokensFor } from '../../tests/support/serverClient';
import { cardToken as typedCardToken } from '../../tests/support/cardProcessorClient';

const SUBMIT = 'mutation Submit($id: ID!) { submitApplication(id: $id) { applicationState } }';
const ESIGN = 'mutation Sign($id: ID!) { esignApplication(id: $id) { applicationState } }';
const BASE =
  'query Base($id: ID) { getBaseDisclosures(brandName: "cng", section: "APPLICATION", applicationId: $id) { idTag title type copy url pdfData value } }';
const STATE = `query State($id: ID, $section: String) { documentsPerState(stateCode: "OH", brandName: "cng", section: $section, applicationId: $id) {
  id abbr name idPatternRule ready disclosures { idTag title url pdfData value } requiredFields { copy disclosure { idTag } inputs { type idTag label value } } productAvailability { stateCode } } }`;
const SAVE =
  'mutation Agree($id: ID!, $agreements: AgreementsInput!, $repayment: String, $funding: String, $cardToken: String) { saveAgreements(id: $id, agreements: $agreements, repaymentMethod: $repayment, fundingMethod: $funding, cardToken: $cardToken) { id agreements { application { documents { idTag } } approved { documents { idTag } } repaymentMethod fundingMethod } } }';
const NOT_ALL =
  'You must indicate you agree to each of the terms below and have read and understood the terms of associated documents';

/** Whether the PDF's pages draw `text` (their content streams inflated; the standard fonts' text is hex-encoded). */
function draws(bytes: Uint8Array, text: string): boolean {
  const raw = Buffer.from(bytes).toString('latin1');
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      return match[1]!;
    }
  });
  const hex = Buffer.from(text, 'latin1').toString('hex');
  return streams.some((stream) => stream.toLowerCase().includes(hex));
}

const errorOf = (result: Awaited<ReturnType<typeof graphql>>) => result.body.errors?.[0]?.message;
const agreed = (...idTags: string[]) => idTags.map((idTag) => ({ idTag, value: 'AGREED' }));

function pdf(path: string, token?: string, host = 'cng.localhost') {
  return fetch(`${process.env.TEST_SERVER_URL}${path}`, {
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

async function chosenLoan(options: Parameters<typeof atStepFour>[0] = {}) {
  const applicant = await atStepFour(options);
  await graphql(
    'mutation Choose($id: ID!) { saveLoanSelection(id: $id, productCode: "ILP", loanAmount: 1000, termMonths: 12) { id } }',
    applicant.token,
    'cng',
    { id: applicant.id },
  );
  return applicant;
}

jest.setTimeout(30_000);

describe('the agreements before submission', () => {
  it('gives the base disclosures with their bytes, the E-SIGN consent first', async () => {
    const { token, id } = await chosenLoan();
    const base = (await graphql(BASE, token, 'cng', { id })).body.data as {
      getBaseDisclosures: { idTag: string; pdfData: string; url: string | null; value: string | null }[];
    };
    expect(base.getBaseDisclosures.map((document) => document.idTag)).toEqual([
      'ESIGN_CONSENT',
      'PRIVACY_NOTICE',
      'TERMS_OF_USE',
    ]);
    const consent = Buffer.from(base.getBaseDisclosures[0]!.pdfData, 'base64');
    expect(consent.subarray(0, 5).toString()).toBe('%PDF-');
    const loaded = await PDFDocument.load(consent);
    expect(loaded.getTitle()).toBe('Consent to Electronic Records and Signatures');
    expect(base.getBaseDisclosures.every((document) => document.url === null && document.value === null)).toBe(true);
    // Another brand's documents are not given through this one.
    expect(errorOf(await graphql('{ getBaseDisclosures(brandName: "aca") { idTag } }', token))).toBe(
      'These documents are for another brand',
    );
  });

  it('lists the documents and asks the questions in the language asked, else in English', async () => {
    const { token, id } = await chosenLoan();
    const listing = (language: unknown) =>
      graphql(
        `
          query Listing($id: ID, $language: String) {
            getBaseDisclosures(brandName: "cng", applicationId: $id, language: $language) {
              idTag
              title
              copy
            }
            documentsPerState(stateCode: "CA", brandName: "cng", section: "APPLICATION", language: $language) {
              disclosures {
                idTag
                title
                copy
              }
              requiredFields {
                copy
                disclosure {
                  title
                }
                inputs {
                  idTag
                  label
                  value
                }
              }
            }
          }
        `,
        token,
        'cng',
        { id, language },
      );
    const spanish = (await listing('es')).body.data as {
      getBaseDisclosures: { idTag: string; title: string }[];
      documentsPerState: {
        disclosures: { idTag: string; title: string; copy: string }[];
        requiredFields: {
          copy: string;
          disclosure: { title: string } | null;
          inputs: { idTag: string; label: string }[];
        }[];
      };
    };
    expect(spanish.getBaseDisclosures.map((document) => document.title)).toEqual([
      'Consentimiento para registros y firmas electrónicos',
      'Aviso de privacidad',
      'Términos de uso',
    ]);
    expect(spanish.documentsPerState.disclosures).toEqual([
      {
        idTag: 'STATE_NOTICE',
        title: 'Aviso al consumidor de California',
        copy: 'Nuestra licencia en California y a dónde acudir con una pregunta o una queja.',
      },
      expect.objectContaining({ idTag: 'CA_PRIVACY' }),
    ]);
    const [share, texts] = spanish.documentsPerState.requiredFields;
    expect(share!.disclosure).toEqual({ title: 'Aviso de privacidad' });
    expect(share!.inputs[0]!.label).toBe('Pueden compartir mi solicitud con prestamistas asociados');
    expect(texts!.copy).toMatch(/^Mensajes de texto sobre su solicitud/);
    // A language the portal does not speak, or a long word: English, as without one. A NUL byte is refused.
    const english = (await listing(null)).body.data;
    for (const odd of ['fr', 'ES', 'e'.repeat(5000)]) expect((await listing(odd)).body.data).toEqual(english);
    expect(errorOf(await listing('es\u0000'))).toBe(
      'Text may not contain a NUL character (\\u0000). Remove it and send again.',
    );
    expect(JSON.stringify(english)).toContain('California Consumer Notice');
  });

  it('gives each PDF in the language asked with its English copy beside it, and keeps the language agreed in', async () => {
    const { token, id } = await chosenLoan();
    const documents = async (language: string | null) =>
      (
        await graphql(
          `
            query Documents($id: ID, $language: String) {
              getBaseDisclosures(brandName: "cng", applicationId: $id, language: $language) {
                idTag
                title
                englishUrl
                pdfData
              }
              documentsPerState(
                stateCode: "OH"
                brandName: "cng"
                section: "APPLICATION"
                applicationId: $id
                language: $language
              ) {
                disclosures {
                  idTag
                  title
                  url
                  englishUrl
                }
              }
            }
          `,
          token,
          'cng',
          { id, language },
        )
      ).body.data as {
        getBaseDisclosures: { idTag: string; title: string; englishUrl: string | null; pdfData: string }[];
        documentsPerState: { disclosures: { idTag: string; title: string; url: string; englishUrl: string | null }[] };
      };
    const spanish = await documents('es');
    const consent = spanish.getBaseDisclosures[0]!;
    const consentBytes = Buffer.from(consent.pdfData, 'base64');
    expect((await PDFDocument.load(consentBytes)).getTitle()).toBe(
      'Consentimiento para registros y firmas electrónicos',
    );
    expect(draws(consentBytes, 'Copias en papel')).toBe(true);
    expect(draws(consentBytes, 'Paper copies')).toBe(false);
    expect(consent.englishUrl).toBe(`/api/applications/${id}/agreements/ESIGN_CONSENT?language=en`);
    const englishCopy = new Uint8Array(await (await pdf(consent.englishUrl!, token)).arrayBuffer());
    expect((await PDFDocument.load(englishCopy)).getTitle()).toBe('Consent to Electronic Records and Signatures');
    expect(draws(englishCopy, 'Paper copies')).toBe(true);

    const [notice] = spanish.documentsPerState.disclosures;
    expect(notice).toEqual({
      idTag: 'STATE_NOTICE',
      title: 'Aviso al consumidor de Ohio',
      url: `/api/applications/${id}/agreements/STATE_NOTICE?language=es`,
      englishUrl: `/api/applications/${id}/agreements/STATE_NOTICE?language=en`,
    });
    const noticeBytes = new Uint8Array(await (await pdf(notice!.url, token)).arrayBuffer());
    expect((await PDFDocument.load(noticeBytes)).getTitle()).toBe('Aviso al consumidor de Ohio');
    expect(draws(noticeBytes, 'Preguntas y quejas')).toBe(true);
    // English asks for no copy beside it; a language the portal does not speak is English; a long one is refused.
    const english = await documents(null);
    expect(english.getBaseDisclosures.map((document) => document.englishUrl)).toEqual([null, null, null]);
    expect(english.documentsPerState.disclosures[0]!.url).toBe(
      `/api/applications/${id}/agreements/STATE_NOTICE?language=en`,
    );
    const french = new Uint8Array(
      await (await pdf(`/api/applications/${id}/agreements/STATE_NOTICE?language=fr`, token)).arrayBuffer(),
    );
    expect((await PDFDocument.load(french)).getTitle()).toBe('Ohio Consumer Notice');
    expect(
      (await pdf(`/api/applications/${id}/agreements/STATE_NOTICE?language=${'e'.repeat(100)}`, token)).status,
    ).toBe(400);

    // The set names the copies read: their Spanish titles, and the language.
    const saved = await graphql(
      'mutation Agree($id: ID!, $agreements: AgreementsInput!) { saveAgreements(id: $id, agreements: $agreements) { agreements { application { documents { idTag title language } } } } }',
      token,
      'cng',
      {
        id,
        agreements: {
          section: 'APPLICATION',
          documents: agreed('ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TERMS_OF_USE', 'STATE_NOTICE'),
          language: 'es',
        },
      },
    );
    expect(
      (saved.body.data as { saveAgreements: { agreements: { application: { documents: unknown[] } } } }).saveAgreements
        .agreements.application.documents,
    ).toEqual([
      { idTag: 'ESIGN_CONSENT', title: 'Consentimiento para registros y firmas electrónicos', language: 'es' },
      { idTag: 'PRIVACY_NOTICE', title: 'Aviso de privacidad', language: 'es' },
      { idTag: 'TERMS_OF_USE', title: 'Términos de uso', language: 'es' },
      { idTag: 'STATE_NOTICE', title: 'Aviso al consumidor de Ohio', language: 'es' },
    ]);
    // An address without a language (a link kept from before) gives the copy agreed: the Spanish one; asked, English.
    const agreedCopy = new Uint8Array(
      await (await pdf(`/api/applications/${id}/agreements/STATE_NOTICE`, token)).arrayBuffer(),
    );
    expect((await PDFDocument.load(agreedCopy)).getTitle()).toBe('Aviso al consumidor de Ohio');
    const asked = new Uint8Array(
      await (await pdf(`/api/applications/${id}/agreements/STATE_NOTICE?language=en`, token)).arrayBuffer(),
    );
    expect((await PDFDocument.load(asked)).getTitle()).toBe('Ohio Consumer Notice');
  });

  it('gives the state’s documents by address, each PDF to its borrower alone', async () => {
    const { token, id } = await chosenLoan();
    const state = (
      (await graphql(STATE, token, 'cng', { id, section: 'APPLICATION' })).body.data as {
        documentsPerState: Record<string, unknown> & { disclosures: { idTag: string; url: string }[] };
      }
    ).documentsPerState;
    expect(state).toMatchObject({
      id: 'OH',
      abbr: 'OH',
      name: 'Ohio',
      ready: true,
      productAvailability: { stateCode: 'OH' },
    });
    expect(state.idPatternRule).toBeTruthy();
    // Each state has its own: California adds its privacy notice at collection.
    const california = (
      await graphql(
        '{ documentsPerState(stateCode: "CA", brandName: "cng", section: "APPLICATION") { name disclosures { idTag title } } }',
        token,
      )
    ).body.data;
    expect(california).toEqual({
      documentsPerState: {
        name: 'California',
        disclosures: [
          { idTag: 'STATE_NOTICE', title: 'California Consumer Notice' },
          { idTag: 'CA_PRIVACY', title: 'California Privacy Notice at Collection' },
        ],
      },
    });
    expect(state.disclosures).toEqual([
      {
        idTag: 'STATE_NOTICE',
        title: 'Ohio Consumer Notice',
        url: `/api/applications/${id}/agreements/STATE_NOTICE?language=en`,
        pdfData: null,
        value: null,
      },
    ]);
    expect(state.requiredFields).toEqual([
      expect.objectContaining({
        disclosure: { idTag: 'PRIVACY_NOTICE' },
        inputs: [
          {
            type: 'checkbox',
            idTag: 'SHARE_WITH_PARTNERS',
            label: 'You may share my application with partner lenders',
            value: 'true',
          },
        ],
      }),
      expect.objectContaining({ inputs: [expect.objectContaining({ idTag: 'SMS_OPT_IN', value: 'true' })] }),
      expect.objectContaining({ inputs: [expect.objectContaining({ idTag: 'MARKETING_OPT_OUT', value: 'false' })] }),
    ]);

    const mine = await pdf(state.disclosures[0]!.url, token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const bytes = new Uint8Array(await mine.arrayBuffer());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe('Ohio Consumer Notice');
    // The same document twice is the same bytes (its SHA-256 names what was agreed).
    expect(
      Buffer.from(await (await pdf(state.disclosures[0]!.url, token)).arrayBuffer()).equals(Buffer.from(bytes)),
    ).toBe(true);

    expect((await pdf(state.disclosures[0]!.url)).status).toBe(401);
    const stranger = await chosenLoan();
    expect((await pdf(state.disclosures[0]!.url, stranger.token)).status).toBe(404);
    const agent = (await tokensFor('agent.okafor@example.com', 'Agent#2026')).IdToken;
    expect((await pdf(state.disclosures[0]!.url, agent)).status).toBe(403);
    // The loan's documents do not exist before approval; nor does a document of another state.
    expect(await (await pdf(`/api/applications/${id}/agreements/LOAN_AGREEMENT`, token)).json()).toEqual({
      error: 'Your loan documents are not ready yet.',
    });
    expect((await pdf(`/api/applications/${id}/agreements/CA_PRIVACY`, token)).status).toBe(404);
  });

  it('takes the set only with every document agreed, and submission waits for it', async () => {
    const other = await chosenLoan();
    await checksDone(other.token, other.id, { agreements: false });
    expect(errorOf(await graphql(SUBMIT, other.token, 'cng', { id: other.id }))).toBe(
      'Read and agree to your documents before you submit your application',
    );
    const missing = { section: 'APPLICATION', documents: agreed('ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TERMS_OF_USE') };
    expect(errorOf(await graphql(SAVE, other.token, 'cng', { id: other.id, agreements: missing }))).toBe(NOT_ALL);
    const withoutConsent = {
      section: 'APPLICATION',
      documents: agreed('PRIVACY_NOTICE', 'TERMS_OF_USE', 'STATE_NOTICE'),
    };
    expect(errorOf(await graphql(SAVE, other.token, 'cng', { id: other.id, agreements: withoutConsent }))).toBe(
      NOT_ALL,
    );
    const notAgreed = {
      section: 'APPLICATION',
      documents: [
        ...agreed('ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TERMS_OF_USE'),
        { idTag: 'STATE_NOTICE', value: 'READ' },
      ],
    };
    expect(errorOf(await graphql(SAVE, other.token, 'cng', { id: other.id, agreements: notAgreed }))).toBe(NOT_ALL);

    const all = {
      section: 'APPLICATION',
      documents: agreed('ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TERMS_OF_USE', 'STATE_NOTICE'),
      disclosures: [
        { idTag: 'SHARE_WITH_PARTNERS', value: 'false' },
        { idTag: 'SMS_OPT_IN', value: 'true' },
        { idTag: 'MARKETING_OPT_OUT', value: 'true' },
        { idTag: 'UNKNOWN', value: 'x' },
      ],
      canShareInfo: false,
      smsOptIn: true,
      optOut: true,
      otpResponse: 'OTP_VALID',
      blackBox: 'device-fingerprint',
      flagAutoOrigination: true,
    };
    const saved = await graphql(SAVE, other.token, 'cng', { id: other.id, agreements: all });
    // The server names the step that follows the documents and stores it as the place to resume: the submission.
    expect(
      (await graphql(`{ application(id: "${other.id}") { loanApplicationProgress { applicationUrl } } }`, other.token))
        .body.data,
    ).toEqual({ application: { loanApplicationProgress: { applicationUrl: '/application/submit' } } });
    expect((await graphql(SUBMIT, other.token, 'cng', { id: other.id })).body.errors).toBeUndefined();
    expect(saved.body.data).toEqual({
      saveAgreements: {
        id: other.id,
        agreements: {
          application: {
            documents: agreed('ESIGN_CONSENT', 'PRIVACY_NOTICE', 'TERMS_OF_USE', 'STATE_NOTICE').map(({ idTag }) => ({
              idTag,
            })),
          },
          approved: null,
          repaymentMethod: null,
          fundingMethod: null,
        },
      },
    });
    // The answers come back with the documents; the choice not to share is the application's.
    const state = (await graphql(STATE, other.token, 'cng', { id: other.id, section: 'APPLICATION' })).body.data as {
      documentsPerState: { disclosures: { value: string }[]; requiredFields: { inputs: { value: string }[] }[] };
    };
    expect(state.documentsPerState.disclosures[0]!.value).toBe('AGREED');
    expect(state.documentsPerState.requiredFields.map((field) => field.inputs[0]!.value)).toEqual([
      'false',
      'true',
      'true',
    ]);
    expect(
      (
        await graphql(
          `{ application(id: "${other.id}") { loanApplication { additionalAttributes { canShareInfo } } } }`,
          other.token,
        )
      ).body.data,
    ).toEqual({ application: { loanApplication: { additionalAttributes: { canShareInfo: false } } } });

    // An agent acting for the borrower cannot agree for them.
    const agent = (await tokensFor('agent.okafor@example.com', 'Agent#2026')).IdToken;
    expect(
      (await graphql(`mutation { startImpersonation(email: "${other.email}") { customerEmail } }`, agent)).body.errors,
    ).toBeUndefined();
    expect(errorOf(await graphql(SAVE, agent, 'cng', { id: other.id, agreements: all }))).toBe(
      'Only the borrower can agree to their documents.',
    );
    expect((await graphql('mutation { stopImpersonation { success } }', agent)).body.errors).toBeUndefined();
  });
});

describe('the approved loan’s agreements', () => {
  it('are ready once the loan waits for its signature; the e-sign waits for them; ACH only with automatic payments', async () => {
    const { token, id } = await chosenLoan();
    await checksDone(token, id);
    const before = (await graphql(STATE, token, 'cng', { id, section: 'APPROVED' })).body.data as {
      documentsPerState: { ready: boolean; disclosures: unknown[] };
    };
    expect(before.documentsPerState).toMatchObject({ ready: false, disclosures: [] });
    expect(
      errorOf(
        await graphql(SAVE, token, 'cng', {
          id,
          agreements: { section: 'APPROVED', documents: agreed('LOAN_AGREEMENT') },
          repayment: 'OTHER',
          funding: 'ACH',
        }),
      ),
    ).toBe('Your loan documents are not ready yet.');

    const approved = listen(token, id, stateIs('PENDING_ESIGN'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await graphql(SUBMIT, token, 'cng', { id })).body.errors).toBeUndefined();
    expect((await approved).messages.at(-1)!.body.applicationState).toMatchObject({
      status: 'PENDING_ESIGN',
      isPendingAgreements: true,
      isEsignDisabled: false,
    });
    // Agreeing to the application's set again is refused once submitted.
    expect(
      errorOf(await graphql(SAVE, token, 'cng', { id, agreements: { section: 'APPLICATION', documents: [] } })),
    ).toBe('This application has been submitted and can no longer be changed.');

    const ready = (await graphql(STATE, token, 'cng', { id, section: 'APPROVED' })).body.data as {
      documentsPerState: { ready: boolean; disclosures: { idTag: string; url: string }[]; requiredFields: unknown[] };
    };
    expect(ready.documentsPerState.ready).toBe(true);
    expect(ready.documentsPerState.disclosures.map((document) => document.idTag)).toEqual([
      'LOAN_AGREEMENT',
      'ACH_AUTHORIZATION',
    ]);
    expect(ready.documentsPerState.requiredFields).toEqual([]);
    const loanBytes = new Uint8Array(
      await (await pdf(ready.documentsPerState.disclosures[0]!.url, token)).arrayBuffer(),
    );
    const loanAgreement = await PDFDocument.load(loanBytes);
    expect(loanAgreement.getTitle()).toBe('Loan Agreement');
    // Filled with the applicant's name and the loan's own figures.
    const loan = (
      (await graphql(`{ application(id: "${id}") { initialApplicationDetails { financeCharge } } }`, token)).body
        .data as { application: { initialApplicationDetails: { financeCharge: number } } }
    ).application.initialApplicationDetails;
    expect(draws(loanBytes, 'For Rosa Diaz')).toBe(true);
    expect(draws(loanBytes, `$${loan.financeCharge.toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBe(true);
    expect(draws(loanBytes, 'For Someone Else')).toBe(false);
    expect(loanAgreement.getPageCount()).toBeGreaterThanOrEqual(1);

    expect(errorOf(await graphql(ESIGN, token, 'cng', { id }))).toBe(
      'Read and agree to your loan documents before you sign',
    );
    const withoutWays = { section: 'APPROVED', documents: agreed('LOAN_AGREEMENT', 'ACH_AUTHORIZATION') };
    expect(errorOf(await graphql(SAVE, token, 'cng', { id, agreements: withoutWays }))).toBe(
      'Choose how you will repay your loan.',
    );
    expect(errorOf(await graphql(SAVE, token, 'cng', { id, agreements: withoutWays, repayment: 'ACH' }))).toBe(
      'Choose how you would like to receive your money.',
    );
    // Automatic payments need their authorization; paying each payment oneself does not.
    expect(
      errorOf(
        await graphql(SAVE, token, 'cng', {
          id,
          agreements: { section: 'APPROVED', documents: agreed('LOAN_AGREEMENT') },
          repayment: 'ACH',
          funding: 'DEBIT_CARD',
        }),
      ),
    ).toBe(NOT_ALL);
    // A card is needed to be paid by card (issue 31).
    expect(
      errorOf(
        await graphql(SAVE, token, 'cng', {
          id,
          agreements: { section: 'APPROVED', documents: agreed('LOAN_AGREEMENT') },
          repayment: 'OTHER',
          funding: 'DEBIT_CARD',
        }),
      ),
    ).toBe('Enter the Visa debit card to send your money to.');
    // The card is typed in the processor's frame: the portal is given its token.
    const cardToken = await typedCardToken({ nameOnCard: 'Test Borrower' });
    // A submitted application's place to resume is the server's (the decision page): an approved loan's documents
    // leave it where it is, and a client cannot name another (saveAgreements takes no step).
    const resumesAt = async () =>
      (
        (await graphql(`{ application(id: "${id}") { loanApplicationProgress { applicationUrl } } }`, token)).body
          .data as { application: { loanApplicationProgress: unknown } }
      ).application.loanApplicationProgress;
    const placeBefore = await resumesAt();
    expect(placeBefore).toEqual({ applicationUrl: '/application/transition' });
    const moveBack =
      'mutation Agree($id: ID!, $agreements: AgreementsInput!) { saveAgreements(id: $id, agreements: $agreements, resumeAt: PERSONAL) { id } }';
    expect(
      (await graphql(moveBack, token, 'cng', { id, agreements: { section: 'APPROVED', documents: [] } })).body.errors,
    ).toEqual([
      expect.objectContaining({ message: 'Unknown argument "resumeAt" on field "Mutation.saveAgreements".' }),
    ]);
    const saved = await graphql(SAVE, token, 'cng', {
      id,
      agreements: { section: 'APPROVED', documents: agreed('LOAN_AGREEMENT') },
      repayment: 'OTHER',
      funding: 'DEBIT_CARD',
      cardToken,
    });
    expect(saved.body.data).toMatchObject({
      saveAgreements: {
        agreements: {
          approved: { documents: [{ idTag: 'LOAN_AGREEMENT' }] },
          repaymentMethod: 'OTHER',
          fundingMethod: 'DEBIT_CARD',
        },
      },
    });
    expect((await graphql(`{ applicationState(id: "${id}") { isPendingAgreements } }`, token)).body.data).toEqual({
      applicationState: { isPendingAgreements: false },
    });
    expect(await resumesAt()).toEqual(placeBefore);
    expect((await graphql(ESIGN, token, 'cng', { id })).body.data).toEqual({
      esignApplication: { applicationState: 'ESIGNING' },
    });
  });

  it('takes a store loan’s documents before its submission; its approval is where it ends online', async () => {
    const email = uniqueEmail('store');
    const token = await newApplicant(email);
    const { id } = await createdApplication(token, email);
    const steps = [
      `mutation { savePreferredProduct(id: "${id}", preferredProductCode: "SLP", channel: RETAIL) { id } }`,
      `mutation { saveStoreInformation(id: "${id}", storeInformation: { storeNumber: "1000", brandName: "cng" }) { id } }`,
    ];
    for (const step of steps) expect((await graphql(step, token)).body.errors).toBeUndefined();
    expect(
      (
        await graphql(
          'mutation Save($id: ID!, $income: IncomeInformationInput!) { saveIncomeInformation(id: $id, incomeInformation: $income) { id } }',
          token,
          'cng',
          { id, income: incomeInput() },
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
    expect(
      (
        await graphql(
          `mutation { saveLoanSelection(id: "${id}", productCode: "SLP", loanAmount: 500) { applicationState } }`,
          token,
        )
      ).body.data,
    ).toEqual({ saveLoanSelection: { applicationState: 'COMPLETED_PRODUCT_SELECTION' } });
    // The store checks the phone and the ID in person; the documents are agreed online all the same.
    expect(errorOf(await graphql(SUBMIT, token, 'cng', { id }))).toBe(
      'Read and agree to your documents before you submit your application',
    );
    await agreedTo(token, id, 'APPLICATION');
    const approved = listen(token, id, stateIs('SUBMIT_APPROVED'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await graphql(SUBMIT, token, 'cng', { id })).body.errors).toBeUndefined();
    expect((await approved).messages.at(-1)!.body).toMatchObject({
      status: 'APPROVED',
      applicationState: { status: 'SUBMIT_APPROVED', isPendingEsign: false, isPendingAgreements: false },
    });
    // No loan documents online: the store gives them.
    expect(
      (
        (await graphql(STATE, token, 'cng', { id, section: 'APPROVED' })).body.data as {
          documentsPerState: { ready: boolean };
        }
      ).documentsPerState.ready,
    ).toBe(false);
  });
});
