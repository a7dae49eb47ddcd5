// The shape of a brand record and the rules it must meet. Both the browser app and the reference back
// end validate the records with this schema at start-up; a bad record stops start-up naming the field.
import { array, boolean, object, string, type InferType } from 'yup';
import { BRAND_KEYS, type BrandKey } from './brandKeys';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/lib/rules/language';

export const SOURCE_SYSTEMS = ['STARS3X', 'STARS4X', 'CONNECTIONS', 'LOANPRO', 'QFUND'] as const;

const url = () =>
  string()
    .required()
    .matches(/^(https?:\/\/|\/)/, '${path} must be an absolute URL or a path');
const phone = () =>
  string()
    .required()
    .matches(/^\d{3}-\d{3}-\d{4}$/, '${path} must look like 800-555-0100');

export const brandSchema = object({
  key: string()
    .oneOf([...BRAND_KEYS])
    .required(),
  name: string().required(),
  friendlyName: string().required(),
  phoneNumber: phone(),
  contactHours: string().required(),
  loginUrl: url(),
  idpSource: string().required(),
  allowedSources: array(string().required()).min(1).required(),
  partnerBrand: string()
    .oneOf([...BRAND_KEYS])
    .required(),
  partnerSite: url(),
  cookieName: string().required(),
  cookieDomain: string().required(),
  campaignQueryKey: string().required(),
  policyLinks: object({ privacy: url(), terms: url() }).required(),
  findAStore: url(),
  howItWorksLink: url(),
  getAnswersLink: url(),
  headerColor: string()
    .required()
    .matches(/^#[0-9a-f]{6}$/i, '${path} must be a #rrggbb color'),
  logoImage: url(),
  plaidThemeName: string().required(),
  originName: string().required(),
  baseDomain: string().required(),
  hasRetailStores: boolean().required(),
  /**
   * The spec's bank brand: its loans are a partner bank's (the Xact installment loan), serviced in LoanPro, sent
   * by deposit only, never routed to a store when declined, and its footer carries the Xact disclosure block.
   */
  bankPartner: boolean().required(),
  /** The languages the brand's pages are offered in: English always, and each other one the brand has words for. */
  languages: array(
    string()
      .oneOf([...LANGUAGES])
      .required(),
  )
    .min(1)
    .required()
    .test('english', '${path} must offer English', (value) => value.includes(DEFAULT_LANGUAGE)),
});

export type Brand = InferType<typeof brandSchema> & { key: BrandKey; partnerBrand: BrandKey; languages: Language[] };

/** Validates one record; throws an Error whose message names the brand and every bad field. */
export function validateBrand(record: unknown, label: string): Brand {
  try {
    const valid: Brand = brandSchema.validateSync(record, { abortEarly: false, stripUnknown: false });
    return valid;
  } catch (error) {
    const details =
      error instanceof Error && 'errors' in error ? (error as { errors: string[] }).errors : [String(error)];
    throw new Error(`Brand record "${label}" is invalid: ${details.join('; ')}`, { cause: error });
  }
}

/** A brand's notice texts (brands/notices.ts), kept out of the brand record so the first chunk does not carry them. */
export interface BrandNotices {
  adverseActionText: string;
  /** The creditor's name and address as an adverse-action notice gives them (Regulation B, 12 CFR 1002.9(a)(2)). */
  creditorAddress: string;
  /** The federal agency that administers the ECOA for this creditor, with its address (12 CFR 1002, appendix A). */
  ecoaAgency: string;
  thankYouText: string;
}
