// Brand record for cng. Names, phone numbers and addresses are fictional (555-01xx numbers, example domains).
import type { Brand } from '../brandSchema';

export const cng: Brand = {
  key: 'cng',
  name: 'Coin & Go Lending',
  friendlyName: 'Coin & Go',
  phoneNumber: '800-555-0101',
  contactHours: 'Monday to Friday, 8am to 5pm EST',
  loginUrl: 'http://cng.localhost:8080/login',
  idpSource: 'CNG',
  allowedSources: ['CNG', 'CSH'],
  partnerBrand: 'p360',
  partnerSite: 'http://p360.localhost:8080',
  cookieName: 'cng_brand',
  cookieDomain: 'cng.localhost',
  campaignQueryKey: 'cid',
  policyLinks: { privacy: 'https://www.cng.example/privacy-policy', terms: 'https://www.cng.example/terms-of-use' },
  findAStore: '/find-a-store',
  howItWorksLink: 'https://www.cng.example/how-it-works',
  getAnswersLink: 'https://www.cng.example/faq',
  headerColor: '#0b6e3a',
  logoImage: '/brands/cng/logo.svg',
  plaidThemeName: 'cng_theme',
  originName: 'CNGOnline',
  baseDomain: 'cng.example',
  hasRetailStores: true,
  bankPartner: false,
  // The languages its pages are offered in (English always; decision 0085).
  languages: ['en', 'es'],
};
