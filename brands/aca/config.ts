// Brand record for aca. Names, phone numbers and addresses are fictional (555-01xx numbers, example domains).
import type { Brand } from '../brandSchema';

export const aca: Brand = {
  key: 'aca',
  name: 'Acorn Cash Advance',
  friendlyName: 'Acorn Cash',
  phoneNumber: '800-555-0102',
  contactHours: 'Monday to Friday, 8am to 5pm EST',
  loginUrl: 'http://aca.localhost:8080/login',
  idpSource: 'ACA',
  allowedSources: ['ACA'],
  partnerBrand: 'cng',
  partnerSite: 'http://cng.localhost:8080',
  cookieName: 'aca_brand',
  cookieDomain: 'aca.localhost',
  campaignQueryKey: 'cid',
  policyLinks: { privacy: 'https://www.aca.example/privacy-policy', terms: 'https://www.aca.example/terms-of-use' },
  findAStore: '/find-a-store',
  howItWorksLink: 'https://www.aca.example/how-it-works',
  getAnswersLink: 'https://www.aca.example/faq',
  headerColor: '#1d3f8f',
  logoImage: '/brands/aca/logo.svg',
  plaidThemeName: 'aca_theme',
  originName: 'ACAOnline',
  baseDomain: 'aca.example',
  hasRetailStores: true,
  bankPartner: false,
  // The languages its pages are offered in (English always; decision 0085).
  languages: ['en', 'es'],
};
