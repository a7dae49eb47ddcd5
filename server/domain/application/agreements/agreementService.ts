// Issue 14's agreements (application spec 3.7, 5, 7.1): the documents of a set (getBaseDisclosures,
// documentsPerState), the PDFs themselves (made with @cantoo/pdf-lib from the borrower's own data, and given only to the
// borrower: documentRoutes.ts), and saveAgreements, which takes a set only when every document of it is agreed (the
// E-SIGN consent first of all) and keeps the SHA-256 of each document as the borrower was shown it, with the
// additional attributes. Submission waits for the first set; the e-sign waits for the approved loan's set, made
// from the loan's figures as they are (a loan worked out again is agreed to again: agreementState.ts).
import { CARD_TOKEN_TAKEN, claimCardToken, fundingPurpose } from '../../cards/cardTokenClaims';
import { createHash } from 'node:crypto';
import type { BrandKey } from '../../../../brands/brandKeys';
import { STATE_ID_RULES } from '../../../../src/lib/validation/stateIdRules';
import {
  AGREED,
  AGREEMENT_TEXT,
  ESIGN_CONSENT,
  fundingMethodsFor,
  mustAgree,
  REPAYMENT_METHODS,
  type AgreementSection,
  type FundingMethod,
  type RepaymentMethod,
} from '../../../../src/lib/rules/agreements';
import type { Database } from '../../../db/client';
import {
  type StoredAgreedDocument,
  type StoredAgreementSet,
  type StoredFunding,
} from '../../../db/schema/applications';
import { NEXT_STEP, STEP_PAGES } from '../../../../src/lib/rules/applicationSteps';
import { CARD_ERRORS_ALLOWED, FUNDING_TEXT } from '../../../../src/lib/rules/fundingCodes';
import { CARD_TOKEN, CardServiceUnavailable, type CardProcessor, type PayoutCheck } from '../../cards/cardProcessor';
import type { SecretBox } from '../../../security/secretBox';
import { checkFunding, isCardError } from './fundingNetwork';
import { badRequest, forbidden, notFound } from '../../domainError';
import type { Scope } from '../../scope';
import { lockedApplication, ownedApplication, updateApplication, type ApplicationRow } from '../applicationRepository';
import { application, availability } from '../applicationService';
import type { ChangeFeed } from '../../../db/changeFeed';
import { stateInfo, stateOf } from '../decision/decisionService';
import { legalOf } from '../productCatalog';
import {
  BASE_DISCLOSURES,
  documentFor,
  stateDocuments,
  type AgreementEntry,
  type DocumentFacts,
} from './agreementDocuments';
import { loanAgreed, loanKeyOf } from './agreementState';
import { renderPdf } from './pdfLayout';
import { DEFAULT_LANGUAGE, languageAsked, type Language } from '../../../../src/lib/rules/language';
import { listedDocument, listedQuestion } from './agreementWords';
import type { CustomerId } from '../../../db/schema/customers';

export interface AgreementsInput {
  section: AgreementSection;
  documents: readonly { idTag: string; value: string }[];
  disclosures?: readonly { idTag: string; value: string }[] | null;
  optOut?: boolean | null;
  canShareInfo?: boolean | null;
  smsOptIn?: boolean | null;
  otpResponse?: string | null;
  blackBox?: string | null;
  flagAutoOrigination?: boolean | null;
  /** The language the documents were read in; anything but a language the portal speaks is English. */
  language?: string | null;
}

/** The questions asked with the first set (`requiredFields`): each with its copy, the document it belongs to, and its inputs. */
const REQUIRED_FIELDS = [
  {
    copy: 'If we cannot approve your loan, a partner lender may be able to. We share your application with them only if you let us.',
    disclosure: 'PRIVACY_NOTICE',
    inputs: [
      { type: 'checkbox', idTag: 'SHARE_WITH_PARTNERS', label: 'You may share my application with partner lenders' },
    ],
  },
  {
    copy: 'Texts about your application and your loan: message and data rates may apply. Reply STOP to stop at any time.',
    disclosure: null,
    inputs: [{ type: 'checkbox', idTag: 'SMS_OPT_IN', label: 'Text me about my application and my loan' }],
  },
  {
    copy: 'We send offers by email now and then. You can say no now, or later from any email.',
    disclosure: null,
    inputs: [{ type: 'checkbox', idTag: 'MARKETING_OPT_OUT', label: 'Do not send me offers by email' }],
  },
] as const;

/** A state's name as the brand's licensing list gives it (the states the brand lends in). */
const stateNameOf = (brand: BrandKey, code: string, language: Language = DEFAULT_LANGUAGE) =>
  legalOf(brand, language).licensing.states.find((state) => state.code === code)?.name ?? code;

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

function factsOf(
  brand: BrandKey,
  row: ApplicationRow | null,
  stateCode: string,
  language: Language = DEFAULT_LANGUAGE,
): DocumentFacts {
  return {
    brandKey: brand,
    language,
    legal: legalOf(brand, language),
    stateCode,
    personal: row?.personal ?? null,
    loan: row?.loan ?? null,
    bank: row?.bank ?? null,
  };
}

/** The brand's base documents do not depend on the borrower: made once per brand and kept. */
const baseCache = new Map<string, Promise<Uint8Array>>();

/** A document's title in the facts' language. */
const titleOf = (entry: AgreementEntry, facts: DocumentFacts) =>
  listedDocument(entry, facts.language, stateNameOf(facts.brandKey, facts.stateCode, facts.language)).title;

/** A document's PDF in the facts' language. */
async function pdfOf(entry: AgreementEntry, facts: DocumentFacts): Promise<Uint8Array> {
  const stateName = stateNameOf(facts.brandKey, facts.stateCode, facts.language);
  const laidOut = documentFor(entry.idTag, titleOf(entry, facts), facts, stateName);
  if (!laidOut) throw notFound('No such document for this application');
  if (!BASE_DISCLOSURES.includes(entry)) return renderPdf(laidOut);
  const key = `${facts.brandKey}:${facts.language}:${entry.idTag}`;
  if (!baseCache.has(key)) baseCache.set(key, renderPdf(laidOut));
  return baseCache.get(key)!;
}

function requireBrand(scope: Scope, brandName: string) {
  if (brandName !== scope.brand) throw badRequest('These documents are for another brand');
  return scope.brand as BrandKey;
}

/** Whether the approved loan's documents can be made: the loan waits for its signature, with nothing else before it. */
function loanDocumentsReady(row: ApplicationRow): boolean {
  const info = stateInfo(row);
  return info.isPendingEsign && !info.isPendingDocuments && !info.isEsignDisabled && !!row.loan;
}

/** The documents of a set for this application (the approved loan's only once ready). */
function entriesOf(row: ApplicationRow, section: AgreementSection): AgreementEntry[] {
  const state = row.stateCode ?? '';
  const name = stateNameOf(row.brand as BrandKey, state);
  if (section === 'APPLICATION') return [...BASE_DISCLOSURES, ...stateDocuments('APPLICATION', state, name)];
  return loanDocumentsReady(row) ? stateDocuments('APPROVED', state, name) : [];
}

/** AGREED for a document of the set saved (the approved loan's only while they are for the loan as it stands). */
const agreedValue = (row: ApplicationRow | null, section: AgreementSection, idTag: string) =>
  row?.agreements?.[section]?.documents.some((document) => document.idTag === idTag) &&
  (section === 'APPLICATION' || loanAgreed(row))
    ? AGREED
    : null;

/** getBaseDisclosures: the brand's base documents (the E-SIGN consent first), each with its bytes (`pdfData`). */
export async function baseDisclosures(
  scope: Scope,
  brandName: string,
  disclosureType: string | null,
  applicationId: string | null,
  language: Language = DEFAULT_LANGUAGE,
) {
  const brand = requireBrand(scope, brandName);
  const row = applicationId ? await application(scope, applicationId) : null;
  const facts = factsOf(brand, row, row?.stateCode ?? '', language);
  const wanted = BASE_DISCLOSURES.filter((entry) => !disclosureType || entry.idTag === disclosureType);
  return Promise.all(
    wanted.map(async (entry) => ({
      idTag: entry.idTag,
      ...listedDocument(entry, language, ''),
      type: 'PDF',
      url: null,
      englishUrl: row && language !== DEFAULT_LANGUAGE ? englishUrl(row.id, entry.idTag) : null,
      pdfData: Buffer.from(await pdfOf(entry, facts)).toString('base64'),
      value: agreedValue(row, 'APPLICATION', entry.idTag),
    })),
  );
}

/** The address of a document of an application (fetched with the borrower's token, never with anything in the address). */
export const documentUrl = (applicationId: string, idTag: string, language: Language = DEFAULT_LANGUAGE) =>
  `/api/applications/${applicationId}/agreements/${idTag}?language=${language}`;

/** The address of a document's English copy, offered beside the copy in another language (Regulation Z 1026.27). */
const englishUrl = (applicationId: string, idTag: string) => documentUrl(applicationId, idTag, DEFAULT_LANGUAGE);

/**
 * documentsPerState: the state's documents of a set (`url` to each PDF), its required fields, its state-ID rule and
 * its products. The approved loan's set is empty (`ready` false) until the loan waits for its signature alone.
 */
export async function documentsPerState(
  scope: Scope,
  args: {
    stateCode: string;
    brandName: string;
    channel?: string | null;
    section?: string | null;
    applicationId?: string | null;
    language?: string | null;
  },
) {
  const language = languageAsked(args.language);
  const brand = requireBrand(scope, args.brandName);
  const section: AgreementSection = args.section === 'APPROVED' ? 'APPROVED' : 'APPLICATION';
  const row = args.applicationId ? await application(scope, args.applicationId) : null;
  if (section === 'APPROVED' && !row) throw badRequest('The approved loan’s documents need its application');
  const stateCode = row?.stateCode ?? args.stateCode;
  const all = row
    ? entriesOf(row, section)
    : [...BASE_DISCLOSURES, ...stateDocuments('APPLICATION', stateCode, stateNameOf(brand, stateCode))];
  const stateEntries = all.filter((entry) => !BASE_DISCLOSURES.includes(entry));
  const products = await availability(scope.db, brand, stateCode);
  const answered = (idTag: string) =>
    row?.agreements?.APPLICATION?.disclosures.find((each) => each.idTag === idTag)?.value ?? null;
  return {
    id: stateCode,
    abbr: stateCode,
    name: stateNameOf(brand, stateCode),
    idPatternRule: STATE_ID_RULES[stateCode]?.source ?? null,
    ready: section === 'APPLICATION' || stateEntries.length > 0,
    disclosures: stateEntries.map((entry) => ({
      idTag: entry.idTag,
      ...listedDocument(entry, language, stateNameOf(brand, stateCode, language)),
      type: 'PDF',
      url: row ? documentUrl(row.id, entry.idTag, language) : null,
      englishUrl: row && language !== DEFAULT_LANGUAGE ? englishUrl(row.id, entry.idTag) : null,
      pdfData: null,
      value: agreedValue(row, section, entry.idTag),
    })),
    requiredFields:
      section === 'APPLICATION'
        ? REQUIRED_FIELDS.map((field) => {
            const listed = listedQuestion(field, language);
            return {
              copy: listed.copy,
              disclosure: field.disclosure
                ? {
                    idTag: field.disclosure,
                    title: listedDocument(
                      BASE_DISCLOSURES.find((entry) => entry.idTag === field.disclosure)!,
                      language,
                      '',
                    ).title,
                  }
                : null,
              inputs: listed.inputs.map((input) => ({
                ...input,
                value: answered(input.idTag) ?? defaultOf(input.idTag, row),
              })),
            };
          })
        : [],
    productAvailability: products,
  };
}

function defaultOf(idTag: string, row: ApplicationRow | null): string {
  if (idTag === 'SHARE_WITH_PARTNERS') return String(row?.canShareInfo ?? true);
  if (idTag === 'SMS_OPT_IN') return String(row?.personal?.smsOptIn ?? false);
  return 'false';
}

/** The PDF of one document of the borrower's application: the borrower only (an agent is refused), and only a document of its sets. */
export async function agreementPdf(
  db: Database,
  reader: { customerId: CustomerId | null; brand: string; isAgent: boolean },
  applicationId: string,
  idTag: string,
  /** The copy asked for; none (a link kept from before, the account's download) is the copy agreed, else English. */
  asked: string | null = null,
): Promise<Uint8Array> {
  if (reader.isAgent) throw forbidden('Only the borrower can open their documents.');
  const row = await ownedApplication(db, applicationId, reader);
  if (!row) throw notFound('No application with this id for this customer');
  // Once signed, the loan's documents stay the borrower's to download (the account's loan page): the same bytes, made
  // from the figures signed.
  const signed = row.agreements?.signed?.some((document) => document.idTag === idTag)
    ? stateDocuments('APPROVED', row.stateCode ?? '', stateNameOf(row.brand as BrandKey, row.stateCode ?? ''))
    : [];
  const entry = [...entriesOf(row, 'APPLICATION'), ...entriesOf(row, 'APPROVED'), ...signed].find(
    (each) => each.idTag === idTag,
  );
  if (!entry)
    throw notFound(
      idTag === 'LOAN_AGREEMENT' || idTag === 'ACH_AUTHORIZATION'
        ? AGREEMENT_TEXT.notReady
        : 'No such document for this application',
    );
  const agreedIn = [
    ...(row.agreements?.signed ?? []),
    ...(row.agreements?.APPROVED?.documents ?? []),
    ...(row.agreements?.APPLICATION?.documents ?? []),
  ].find((document) => document.idTag === idTag)?.language;
  const language = languageAsked(asked ?? agreedIn);
  return pdfOf(entry, factsOf(row.brand as BrandKey, row, row.stateCode ?? '', language));
}

/**
 * saveAgreements: a set, taken only when each of its documents is agreed (the ACH authorization only with automatic
 * payments), and only by the borrower. The first set waits for nothing but an open application; the approved loan's
 * needs the loan ready for its signature, a way to repay and a way to be paid.
 */
export async function saveAgreements(
  scope: Scope,
  changes: ChangeFeed,
  id: string,
  input: AgreementsInput,
  repaymentMethod: string | null,
  fundingMethod: string | null,
  funding: { cardToken: string | null; cards: CardProcessor; secrets: SecretBox } | null = null,
  now = new Date(),
): Promise<ApplicationRow> {
  if (scope.isAgent) throw forbidden(AGREEMENT_TEXT.agentRefused);
  const row = await application(scope, id);
  const section = input.section;
  if (
    section === 'APPLICATION' &&
    (row.submittedAt || row.withdrawnAt || stateOf(row) !== 'COMPLETED_PRODUCT_SELECTION')
  ) {
    throw badRequest(
      row.submittedAt
        ? 'This application has been submitted and can no longer be changed.'
        : 'Choose your loan before you agree to your documents.',
    );
  }
  const entries = entriesOf(row, section);
  if (section === 'APPROVED' && entries.length === 0) throw badRequest(AGREEMENT_TEXT.notReady);
  if (section === 'APPROVED' && !REPAYMENT_METHODS.includes(repaymentMethod as RepaymentMethod))
    throw badRequest(AGREEMENT_TEXT.repaymentMissing, 'repaymentMethod');
  if (section === 'APPROVED' && !fundingMethodsFor(row.brand).includes(fundingMethod as FundingMethod))
    throw badRequest(AGREEMENT_TEXT.fundingMissing, 'fundingMethod');
  const agreed = new Set(
    input.documents.filter((document) => document.value === AGREED).map((document) => document.idTag),
  );
  const required = mustAgree(
    entries.map((entry) => entry.idTag),
    repaymentMethod,
  );
  if (!required.every((idTag) => agreed.has(idTag)) || (section === 'APPLICATION' && !agreed.has(ESIGN_CONSENT)))
    throw badRequest(AGREEMENT_TEXT.notAllAgreed);
  // The approved loan's ways are checked with the card processor and the bank before anything is kept: a failure
  // keeps only its code (the page that explains it reads it) and the card errors so far.
  let checked: StoredFunding | null = null;
  if (section === 'APPROVED' && funding) {
    const outcome = await checkWays(
      scope,
      row,
      repaymentMethod as RepaymentMethod,
      fundingMethod as FundingMethod,
      funding,
      now,
    );
    if (outcome.refused) return outcome.refused;
    checked = outcome.check;
  }
  // What is kept names the copies read: the title and the PDF's SHA-256 in the language they were read in.
  const language = languageAsked(input.language);
  const facts = factsOf(row.brand as BrandKey, row, row.stateCode ?? '', language);
  const documents: StoredAgreedDocument[] = await Promise.all(
    entries
      .filter((entry) => required.includes(entry.idTag))
      .map(async (entry) => ({
        idTag: entry.idTag,
        title: titleOf(entry, facts),
        sha256: sha256(await pdfOf(entry, facts)),
        language,
      })),
  );
  const known = new Set<string>(REQUIRED_FIELDS.flatMap((field) => field.inputs.map((each) => each.idTag)));
  const set: StoredAgreementSet = {
    agreedAt: now.toISOString(),
    documents,
    disclosures: (input.disclosures ?? [])
      .filter((each) => known.has(each.idTag) && (each.value === 'true' || each.value === 'false'))
      .map((each) => ({ idTag: each.idTag, value: each.value })),
    optOut: input.optOut ?? null,
    canShareInfo: input.canShareInfo ?? null,
    smsOptIn: input.smsOptIn ?? null,
    otpResponse: input.otpResponse ?? null,
    blackBoxSha256: input.blackBox ? sha256(input.blackBox) : null,
    flagAutoOrigination: input.flagAutoOrigination ?? null,
    repaymentMethod: section === 'APPROVED' ? repaymentMethod : null,
    fundingMethod: section === 'APPROVED' ? fundingMethod : null,
    loanKey: section === 'APPROVED' ? loanKeyOf(row.loan) : null,
  };
  const sharing =
    section === 'APPLICATION' && typeof input.canShareInfo === 'boolean' ? { canShareInfo: input.canShareInfo } : {};
  const saved = await updateApplication(
    scope.db,
    row.id,
    {
      agreements: { ...row.agreements, [section]: set },
      ...sharing,
      ...(checked ? { funding: checked } : {}),
      // The application's own documents lead on to the submission (NEXT_STEP); a submitted application's place to
      // resume is the decision's, which the approved loan's documents leave as it is.
      ...(section === 'APPLICATION' ? { applicationUrl: STEP_PAGES[NEXT_STEP.agreements()] } : {}),
    },
    now,
  );
  if (section === 'APPROVED') changes.publish('application', saved.id);
  return saved;
}

/**
 * The funding and repayment check of the approved loan's ways (fundingNetwork.ts). A card check is counted as a card
 * error before the processor is asked (under the row's lock), and given back once the answer is not one: checks sent
 * at once can never ask the processor more often than the card errors allowed, and an instance stopped mid-check
 * leaves it counted. After the card errors allowed, card funding is declined without asking.
 */
async function checkWays(
  scope: Scope,
  row: ApplicationRow,
  repaymentMethod: RepaymentMethod,
  fundingMethod: FundingMethod,
  funding: { cardToken: string | null; cards: CardProcessor; secrets: SecretBox },
  now: Date,
): Promise<{ check: StoredFunding; refused: ApplicationRow | null }> {
  const token = funding.cardToken;
  const asking = await scope.db.transaction(async (tx) => {
    const current = (await lockedApplication(tx, row.id)) ?? row;
    const cardErrors = current.funding?.cardErrors ?? 0;
    const ask = fundingMethod === 'DEBIT_CARD' && cardErrors < CARD_ERRORS_ALLOWED;
    if (!ask) return false;
    if (typeof token !== 'string' || !CARD_TOKEN.test(token)) throw badRequest(FUNDING_TEXT.cardNeeded, 'cardToken');
    // Bound to this customer and this application's funding at its first use: anyone else's use is refused.
    if (!(await claimCardToken(tx, token, current.customerId, fundingPurpose(row.id))))
      throw badRequest(CARD_TOKEN_TAKEN, 'cardToken');
    // Until the answer: as if the card service had not answered (what a stop mid-check leaves is true).
    const pending: StoredFunding = {
      code: 'ERROR_IFRAME',
      cardErrors: cardErrors + 1,
      cardLast4: null,
      cardNetwork: null,
      checkedAt: now.toISOString(),
    };
    await updateApplication(tx, row.id, { funding: pending }, now);
    return true;
  });
  let card: PayoutCheck | 'unavailable' | 'unknown-token' | null = null;
  if (asking) {
    try {
      card = await funding.cards.checkPayout(token!);
    } catch (error) {
      if (!(error instanceof CardServiceUnavailable)) throw error;
      card = 'unavailable';
    }
  }
  const outcome = await scope.db.transaction(async (tx) => {
    const current = (await lockedApplication(tx, row.id)) ?? row;
    // The count as it stands, without this check's own.
    const before = (current.funding?.cardErrors ?? 0) - (asking ? 1 : 0);
    if (card === 'unknown-token') {
      if (asking) await updateApplication(tx, row.id, { funding: { ...current.funding!, cardErrors: before } }, now);
      return null;
    }
    const accountNumber = current.bank ? funding.secrets.open(current.bank.accountNumberSealed) : null;
    const code = checkFunding({
      fundingMethod,
      repaymentMethod,
      card: card === null ? null : card === 'unavailable' ? 'unavailable' : card.status,
      accountNumber,
      bankOnFile: accountNumber !== null || current.conversion !== null,
      cardErrors: before,
    });
    const known = card !== null && card !== 'unavailable' ? card : null;
    const check: StoredFunding = {
      code,
      // A decline closes card funding for this loan, as the card errors allowed do.
      cardErrors: code === 'DECLINED' ? Math.max(CARD_ERRORS_ALLOWED, before) : before + (isCardError(code) ? 1 : 0),
      // The last four digits are kept to name the card: the accepted one, or the one a page explains.
      cardLast4: known?.last4 ?? null,
      cardNetwork: code === 'PROCEED_APPLICATION' ? (known?.network ?? null) : null,
      checkedAt: now.toISOString(),
    };
    const refused =
      code === 'PROCEED_APPLICATION' ? null : await updateApplication(tx, row.id, { funding: check }, now);
    if (!refused && asking) await updateApplication(tx, row.id, { funding: { ...check } }, now);
    return { check, refused };
  });
  if (!outcome) throw badRequest(FUNDING_TEXT.cardExpired, 'cardToken');
  return outcome;
}

/** The first set as a seeded persona saved past /agreements has it: every document agreed, sharing as the application says. */
export async function seededApplicationSet(
  row: Pick<ApplicationRow, 'brand' | 'stateCode' | 'personal' | 'canShareInfo'>,
  now: Date,
): Promise<StoredAgreementSet> {
  const state = row.stateCode ?? '';
  const facts = factsOf(row.brand as BrandKey, null, state);
  const entries = [
    ...BASE_DISCLOSURES,
    ...stateDocuments('APPLICATION', state, stateNameOf(row.brand as BrandKey, state)),
  ];
  return {
    agreedAt: now.toISOString(),
    documents: await Promise.all(
      entries.map(async (entry) => ({
        idTag: entry.idTag,
        title: entry.title,
        sha256: sha256(await pdfOf(entry, facts)),
      })),
    ),
    disclosures: [],
    optOut: false,
    canShareInfo: row.canShareInfo,
    smsOptIn: row.personal?.smsOptIn ?? false,
    otpResponse: null,
    blackBoxSha256: null,
    flagAutoOrigination: true,
    repaymentMethod: null,
    fundingMethod: null,
    loanKey: null,
  };
}

/** What the GraphQL Application shows of the agreements: each set's documents and when, and the ways chosen. */
export function agreementsOf(row: ApplicationRow) {
  const set = (section: AgreementSection) => {
    const each = row.agreements?.[section];
    return each
      ? {
          agreedAt: each.agreedAt,
          documents: each.documents.map((document) => ({
            idTag: document.idTag,
            title: document.title,
            language: languageAsked(document.language),
          })),
        }
      : null;
  };
  return {
    application: set('APPLICATION'),
    approved: set('APPROVED'),
    repaymentMethod: row.agreements?.APPROVED?.repaymentMethod ?? null,
    fundingMethod: row.agreements?.APPROVED?.fundingMethod ?? null,
  };
}
