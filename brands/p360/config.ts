// Brand record for p360. Names, phone numbers and addresses are fictional (555-01xx numbers, example domains).
import type { Brand } from '../brandSchema';

export const p360: Brand = {
  key: 'p360',
  name: 'Path 360',
  friendlyName: 'P360',
  phoneNumber: '800-555-0105',
  contactHours: 'Monday to Friday, 8am to 5pm EST',
  loginUrl: 'http://p360.localhost:8080/login',
  idpSource: 'P360',
  allowedSources: ['P360'],
  partnerBrand: 'cng',
  partnerSite: 'http://cng.localhost:8080',
  cookieName: 'p360_brand',
  cookieDomain: 'p360.localhost',
  campaignQueryKey: 'cid',
  policyLinks: { privacy: 'https://www.p360.example/privacy-policy', terms: 'https://www.p360.example/terms-of-use' },
  findAStore: '/find-a-store',
  howItWorksLink: 'https://www.p360.example/how-it-works',
  getAnswersLink: 'https://www.p360.example/faq',
  headerColor: '#0f4c5c',
  logoImage: '/brands/p360/logo.svg',
  plaidThemeName: 'p360_theme',
  originName: 'P360Online',
  baseDomain: 'p360.example',
  hasRetailStores: false,
  bankPartner: false,
  // The languages its pages are offered in (English always; decision 0085).
  languages: ['en', 'es'],
};
