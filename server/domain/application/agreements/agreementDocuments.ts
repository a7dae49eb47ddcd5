// The documents of issue 14's agreements (application spec 3.7), what each says, and in which set it comes:
// - before submission (section APPLICATION): the brand's base disclosures (getBaseDisclosures: the E-SIGN consent
//   first, the privacy notice, the terms of use) and the state's documents (documentsPerState: the state's consumer
//   notice with the brand's licence there; in California the privacy notice at collection);
// - the approved loan's (section APPROVED): the loan agreement with its Truth in Lending disclosure and schedule, and
//   the ACH authorization (agreed only by a borrower who chooses automatic payments).
// Texts are ours (the spec does not show them), written as a careful lender's; names, licences and addresses are
// the brands' fictional ones. The PDFs are made by pdfLayout.ts from the borrower's own data when asked.
import { brands } from '../../../../brands/index';
import { brandNotices } from '../../../../brands/notices';
import type { BrandKey } from '../../../../brands/brandKeys';
import type { LegalText } from '../../../../brands/legalSchema';
import type {
  StoredBankInformation,
  StoredLoanSelection,
  StoredPersonalInformation,
} from '../../../db/schema/applications';
import { ACH_AUTHORIZATION, ESIGN_CONSENT, type AgreementSection } from '../../../../src/lib/rules/agreements';
import { formatUsd } from '../../../../src/lib/rules/money';
import { toUsDate } from '../../../../src/lib/rules/usDate';
import type { Language } from '../../../../src/lib/rules/language';
import type { Block, LaidOutDocument } from './pdfLayout';
import { SPANISH_DOCUMENTS } from './agreementDocumentsEs';

export interface AgreementEntry {
  idTag: string;
  title: string;
  /** One line shown with the document (the disclosure query's `copy`). */
  copy: string;
}

/** The version of the texts that do not depend on the borrower (their PDFs' date). */
const TEXT_VERSION = new Date('2026-01-01T00:00:00Z');

export const BASE_DISCLOSURES: readonly AgreementEntry[] = [
  {
    idTag: ESIGN_CONSENT,
    title: 'Consent to Electronic Records and Signatures',
    copy: 'Your consent to receive your documents and sign them electronically. Opening it shows you can read PDF documents, the form your documents come in.',
  },
  {
    idTag: 'PRIVACY_NOTICE',
    title: 'Privacy Notice',
    copy: 'What personal information we collect, how we share it, and how you can limit sharing.',
  },
  { idTag: 'TERMS_OF_USE', title: 'Terms of Use', copy: 'The terms of using this website and applying online.' },
];

/** The state's documents of a set; California adds its privacy notice at collection. */
export function stateDocuments(section: AgreementSection, stateCode: string, stateName: string): AgreementEntry[] {
  if (section === 'APPROVED') {
    return [
      {
        idTag: 'LOAN_AGREEMENT',
        title: 'Loan Agreement',
        copy: 'Your loan’s terms, its Truth in Lending disclosure and your payment schedule.',
      },
      {
        idTag: ACH_AUTHORIZATION,
        title: 'Automatic Payment Authorization',
        copy: 'Your permission for us to take each payment from your checking account. Only if you choose automatic payments.',
      },
    ];
  }
  return [
    {
      idTag: 'STATE_NOTICE',
      title: `${stateName} Consumer Notice`,
      copy: `Our ${stateName} license and where to go with a question or a complaint.`,
    },
    ...(stateCode === 'CA'
      ? [
          {
            idTag: 'CA_PRIVACY',
            title: 'California Privacy Notice at Collection',
            copy: 'Your rights under the California Consumer Privacy Act.',
          },
        ]
      : []),
  ];
}

/** What the documents are made from. */
export interface DocumentFacts {
  brandKey: BrandKey;
  /** The documents' language: their words, and the brand's legal texts (`legal`) in it. */
  language: Language;
  legal: LegalText;
  stateCode: string;
  personal: StoredPersonalInformation | null;
  loan: StoredLoanSelection | null;
  bank: StoredBankInformation | null;
}

function esignConsent({ facts, lender, phone }: DocumentContext): Block[] {
  return [
    {
      text: `Federal law (the Electronic Signatures in Global and National Commerce Act, 15 U.S.C. 7001) lets ${lender} give you records electronically and lets you sign electronically only with your consent. Read this before you agree.`,
    },
    { heading: 'What you agree to' },
    {
      text: 'You agree to receive electronically, and to sign electronically, the documents of your application and, if it is approved, of your loan: disclosures, agreements, notices, statements and receipts. Your electronic signature has the same effect as a signature in ink.',
    },
    { heading: 'Paper copies' },
    {
      text: `You have the right to have any of these records on paper. Call us at ${phone} and we will mail a paper copy at no charge.`,
    },
    { heading: 'Withdrawing your consent' },
    {
      text: `You may withdraw this consent at any time by calling us at ${phone} or writing to us at the address below. Withdrawing it is free. It does not affect anything you signed before; after it, we send your records on paper, and we may not be able to continue your application online.`,
    },
    { heading: 'Keeping your contact details current' },
    { text: 'Tell us when your email address changes: sign in and update it in your account, or call us.' },
    { heading: 'What you need' },
    {
      text: 'A device with a current web browser (Chrome, Edge, Firefox or Safari, in a version still supported by its maker), a PDF viewer (browsers have one), an email address, and a way to save or print PDF documents. Opening this document shows you can read PDF documents, the form in which your records come.',
    },
    { text: `${facts.legal.lender}` },
  ];
}

function privacyNotice({ lender, phone }: DocumentContext): Block[] {
  return [
    { heading: 'Why?' },
    {
      text: `Financial companies choose how they share your personal information. Federal law gives consumers the right to limit some but not all sharing. Federal law also requires us to tell you how we collect, share, and protect your personal information. Please read this notice carefully to understand what ${lender} does.`,
    },
    { heading: 'What?' },
    {
      text: 'The types of personal information we collect and share depend on the product you have with us. It can include your Social Security number and income, your account balances and payment history, and your credit history and checking account information.',
    },
    {
      table: {
        widths: [3, 1.2, 1.2],
        header: true,
        rows: [
          ['Reasons we can share your personal information', 'Do we share?', 'Can you limit this sharing?'],
          [
            'For our everyday business purposes, such as to process your transactions, maintain your account, respond to court orders and legal investigations, or report to credit bureaus',
            'Yes',
            'No',
          ],
          ['For our marketing purposes, to offer our products and services to you', 'Yes', 'No'],
          ['With partner lenders, to find you another option if we cannot approve your loan', 'Yes', 'Yes'],
          ['For our affiliates to market to you', 'No', 'We don’t share'],
          ['For nonaffiliates to market to you', 'No', 'We don’t share'],
        ],
      },
    },
    { heading: 'To limit our sharing' },
    {
      text: `Uncheck the sharing choice when you agree to your documents, or call us at ${phone}. If your browser sends a Global Privacy Control signal, we treat it as your choice not to share.`,
    },
    { heading: 'How do we protect your personal information?' },
    {
      text: 'We use security measures that comply with federal law, including computer safeguards and secured files and buildings. Information you give us online travels encrypted.',
    },
  ];
}

function termsOfUse({ lender, phone }: DocumentContext): Block[] {
  return [
    { text: `These terms apply to this website and to applying online with ${lender}.` },
    { heading: 'Your information' },
    {
      text: 'You agree to give true, current and complete information, and to apply only for yourself. We check what you give us, including with consumer reporting agencies, to decide on your application and to prevent fraud.',
    },
    { heading: 'Your sign-in' },
    {
      text: `Keep your password to yourself. Tell us at once at ${phone} if you believe someone else has used your sign-in.`,
    },
    { heading: 'Our offers' },
    {
      text: 'An application is not a commitment to lend. Loans are offered only where we are licensed, and amounts and terms vary by state.',
    },
    { heading: 'Changes' },
    { text: 'We may change these terms; the terms in force when you apply apply to your application.' },
  ];
}

function stateNotice({ facts, stateName }: DocumentContext): Block[] {
  const licence = facts.legal.licensing.states.find((state) => state.code === facts.stateCode);
  return [
    { text: `${facts.legal.lender}` },
    { heading: `Our ${stateName} license` },
    { text: licence ? licence.license : `We do not hold a lending license in ${stateName}.` },
    ...(licence?.notice ? [{ text: licence.notice }] : []),
    { heading: 'Questions and complaints' },
    {
      text: `Call us first: we answer most questions on the first call. If we cannot resolve your complaint, you may contact the ${stateName} agency that licenses us, or the Consumer Financial Protection Bureau at consumerfinance.gov or (855) 411-2372.`,
    },
  ];
}

function californiaPrivacy({ lender, phone }: DocumentContext): Block[] {
  return [
    {
      text: `This notice is given by ${lender} to California residents at or before the point of collection, as the California Consumer Privacy Act requires.`,
    },
    { heading: 'What we collect and why' },
    {
      text: 'Identifiers (name, address, email, phone, Social Security number), financial information (income, bank account), and device information, to decide on your application, to service your loan, to prevent fraud and to meet our legal obligations. Much of it is also covered by the Gramm-Leach-Bliley Act.',
    },
    { heading: 'Selling and sharing' },
    { text: 'We do not sell your personal information and do not share it for cross-context behavioral advertising.' },
    { heading: 'How long we keep it' },
    {
      text: 'An application not submitted is deleted after 21 days. A submitted application and a loan are kept as long as the law requires lenders to keep them.',
    },
    { heading: 'Your rights' },
    {
      text: `You may ask to know, to correct and to delete your personal information, and to limit the use of sensitive personal information. Call us at ${phone}. We will not treat you differently for using these rights.`,
    },
  ];
}

/** The loan agreement's words in a language; its figures and its structure are loanAgreement's. */
export interface LoanWords {
  /** Who "you" is when the application has no name. */
  borrower: string;
  intro: (name: string, lender: string, loanNumber: string, date: string) => string;
  tilHeading: string;
  /** The four boxes of the Truth in Lending disclosure: APR, finance charge, amount financed, total of payments. */
  tilColumns: readonly [string, string, string, string];
  scheduleHeading: string;
  scheduleColumns: readonly [string, string, string];
  itemization: (amountFinanced: string) => string;
  /** A store's loan, whose terms the store gives. */
  storeLoan: (amount: string) => string;
  /** The agreement's terms after its figures. */
  terms: (context: DocumentContext) => Block[];
}

const ENGLISH_LOAN: LoanWords = {
  borrower: 'the borrower',
  intro: (name, lender, loanNumber, date) =>
    `In this agreement “you” and “your” mean ${name}, the borrower, and “we”, “us” and “our” mean ${lender}, the lender. Loan number ${loanNumber}, dated ${date}.`,
  tilHeading: 'Truth in Lending disclosure',
  tilColumns: [
    'ANNUAL PERCENTAGE RATE: the cost of your credit as a yearly rate',
    'FINANCE CHARGE: the dollar amount the credit will cost you',
    'Amount Financed: the amount of credit provided to you or on your behalf',
    'Total of Payments: the amount you will have paid after you have made all payments as scheduled',
  ],
  scheduleHeading: 'Your payment schedule',
  scheduleColumns: ['Payment', 'Amount', 'Due'],
  itemization: (amount) =>
    `Itemization of the amount financed: amount given to you directly, ${amount}. You have the right to this itemization.`,
  storeLoan: (amount) => `Amount of the loan: ${amount}. Its terms are given to you in the store.`,
  terms: ({ facts, phone }) => [
    { heading: 'Your promise to pay' },
    {
      text: 'You promise to pay us the amount financed and the finance charge, in the payments and on the dates above. Payments are applied first to the finance charge due, then to the principal.',
    },
    { heading: 'Prepayment' },
    {
      text: 'You may pay all or part of the loan early at any time without a penalty. Paying early lowers the finance charge you pay.',
    },
    { heading: 'Your right to cancel' },
    {
      text: `You may cancel this loan at no cost by calling us at ${phone} by 5:00 p.m. Eastern time on the business day after you receive the money, and returning the amount financed.`,
    },
    { heading: 'Late payment and default' },
    {
      text: 'If a payment is late we will contact you to agree on a way to pay. You are in default if you do not make a payment within 30 days of its due date; we may then ask for the unpaid balance, as the law of your state allows.',
    },
    { heading: 'Disputes' },
    {
      text: `Call us at ${phone} with any question or dispute about this loan. This agreement has no arbitration clause: you keep your right to go to court.`,
    },
    { heading: 'Governing law' },
    { text: `Federal law and the law of the state where you live govern this agreement. ${facts.legal.lender}` },
    { heading: 'Electronic signature' },
    { text: 'By signing electronically you agree to this agreement and confirm you received a copy you can keep.' },
  ],
};

function loanAgreement(context: DocumentContext, words: LoanWords, date: (iso: string) => string): Block[] {
  const { facts, lender } = context;
  const loan = facts.loan!;
  const terms = loan.terms;
  const name = facts.personal ? `${facts.personal.firstName} ${facts.personal.lastName}` : words.borrower;
  const blocks: Block[] = [{ text: words.intro(name, lender, loan.loanNumber, date(loan.offeredOn)) }];
  if (terms) {
    blocks.push(
      { heading: words.tilHeading },
      {
        table: {
          widths: [1, 1, 1, 1],
          header: true,
          rows: [
            words.tilColumns,
            [
              `${terms.apr.toFixed(2)}%`,
              formatUsd(terms.financeCharge),
              formatUsd(terms.amountFinanced),
              formatUsd(terms.totalOfPayments),
            ],
          ],
        },
      },
      { heading: words.scheduleHeading },
      {
        table: {
          widths: [1, 1.4, 1.4],
          header: true,
          rows: [
            words.scheduleColumns,
            ...terms.paymentSchedule.map((payment) => [
              String(payment.installmentNumber),
              formatUsd(payment.paymentAmount),
              date(payment.dueDate),
            ]),
          ],
        },
      },
      { text: words.itemization(formatUsd(terms.amountFinanced)) },
    );
  } else {
    blocks.push({ text: words.storeLoan(formatUsd(loan.amount)) });
  }
  blocks.push(...words.terms(context));
  return blocks;
}

function achAuthorization({ facts, lender, phone }: DocumentContext): Block[] {
  const loan = facts.loan!;
  const bank = facts.bank;
  const account = bank
    ? `your checking account ending ${bank.accountLast4} at ${bank.bankName} (routing number ending ${bank.routingLast4})`
    : 'the checking account on your application';
  return [
    { text: `Loan number ${loan.loanNumber}.` },
    { heading: 'What you authorize' },
    {
      text: `You authorize ${lender} to debit ${account} by ACH for each payment of your loan, in the amount and on the date of your payment schedule. If a payment date is not a business day, we take it the next business day.`,
    },
    { heading: 'This is your choice' },
    {
      text: 'Automatic payments are not a condition of your loan (Regulation E, 12 CFR 1005.10(e)). You may pay another way instead: by debit card, in a store or by phone.',
    },
    { heading: 'Stopping automatic payments' },
    {
      text: `You may revoke this authorization by calling us at ${phone} at least three business days before a payment date. You may also ask your bank to stop a payment.`,
    },
    { text: 'Payments follow the rules of Nacha, the ACH network.' },
  ];
}

/** What a document's words are made from: the facts, the lender's name and phone, the state's name. */
export interface DocumentContext {
  facts: DocumentFacts;
  lender: string;
  phone: string;
  stateName: string;
}

/** The documents' words in one language (the figures, tables and order are the same in each). */
export interface DocumentTexts {
  /** A date as the documents write it. */
  date: (iso: string) => string;
  /** Under the title of a borrower's document. */
  forBorrower: (name: string) => string;
  /** Under the privacy notice's title: the lender and the notice's revision. */
  revision: (lender: string) => string;
  esignConsent: (context: DocumentContext) => Block[];
  privacyNotice: (context: DocumentContext) => Block[];
  termsOfUse: (context: DocumentContext) => Block[];
  stateNotice: (context: DocumentContext) => Block[];
  californiaPrivacy: (context: DocumentContext) => Block[];
  loan: LoanWords;
  achAuthorization: (context: DocumentContext) => Block[];
}

const ENGLISH: DocumentTexts = {
  date: toUsDate,
  forBorrower: (name) => `For ${name}`,
  revision: (lender) => `${lender} · Rev. 01/2026`,
  esignConsent,
  privacyNotice,
  termsOfUse,
  stateNotice,
  californiaPrivacy,
  loan: ENGLISH_LOAN,
  achAuthorization,
};

const TEXTS: Readonly<Record<Language, DocumentTexts>> = { en: ENGLISH, es: SPANISH_DOCUMENTS };

/**
 * One document as a laid-out PDF in the facts' language (its title given in that language); null when it cannot be
 * made for these facts (a loan document without a loan).
 */
export function documentFor(
  idTag: string,
  title: string,
  facts: DocumentFacts,
  stateName: string,
): LaidOutDocument | null {
  const brand = brands[facts.brandKey];
  const lender = brandNotices[brand.key].creditorAddress.split(',')[0]!;
  const context: DocumentContext = { facts, lender, phone: brand.phoneNumber, stateName };
  const texts = TEXTS[facts.language];
  const borrower = facts.personal ? `${facts.personal.firstName} ${facts.personal.lastName}` : null;
  const base = { title, author: lender, date: TEXT_VERSION, subtitle: null };
  const loanDocument = (blocks: (context: DocumentContext) => Block[]) =>
    facts.loan
      ? {
          ...base,
          date: new Date(`${facts.loan.offeredOn}T00:00:00Z`),
          subtitle: borrower ? texts.forBorrower(borrower) : null,
          blocks: blocks(context),
        }
      : null;
  switch (idTag) {
    case ESIGN_CONSENT:
      return { ...base, blocks: texts.esignConsent(context) };
    case 'PRIVACY_NOTICE':
      return { ...base, subtitle: texts.revision(lender), blocks: texts.privacyNotice(context) };
    case 'TERMS_OF_USE':
      return { ...base, blocks: texts.termsOfUse(context) };
    case 'STATE_NOTICE':
      return { ...base, blocks: texts.stateNotice(context) };
    case 'CA_PRIVACY':
      return { ...base, blocks: texts.californiaPrivacy(context) };
    case 'LOAN_AGREEMENT':
      return loanDocument((each) => loanAgreement(each, texts.loan, texts.date));
    case ACH_AUTHORIZATION:
      return loanDocument(texts.achAuthorization);
    default:
      return null;
  }
}
