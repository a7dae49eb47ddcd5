// Brand record for ccb. Names, phone numbers and addresses are fictional (555-01xx numbers, example domains).
import type { Brand } from '../brandSchema';

export const ccb: Brand = {
  key: 'ccb',
  name: 'Xact by Cedar Creek Bank',
  friendlyName: 'Xact',
  phoneNumber: '800-555-0103',
  contactHours: 'Monday to Friday, 8am to 5pm EST',
  loginUrl: 'http://ccb.localhost:8080/login',
  idpSource: 'CCB',
  allowedSources: ['CCB'],
  partnerBrand: 'cng',
  partnerSite: 'http://cng.localhost:8080',
  cookieName: 'ccb_brand',
  cookieDomain: 'ccb.localhost',
  campaignQueryKey: 'cid',
  policyLinks: { privacy: 'https://www.ccb.example/privacy-policy', terms: 'https://www.ccb.example/terms-of-use' },
  findAStore: '/find-a-store',
  howItWorksLink: 'https://www.ccb.example/how-it-works',
  getAnswersLink: 'https://www.ccb.example/faq',
  headerColor: '#5b2a86',
  logoImage: '/brands/ccb/logo.svg',
  plaidThemeName: 'xact_theme',
  originName: 'XactOnline',
  baseDomain: 'ccb.example',
  hasRetailStores: false,
  bankPartner: true,
  // The languages its pages are offered in (English always; decision 0085).
  languages: ['en', 'es'],
};
