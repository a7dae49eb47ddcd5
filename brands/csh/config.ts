// Brand record for csh. Names, phone numbers and addresses are fictional (555-01xx numbers, example domains).
import type { Brand } from '../brandSchema';

export const csh: Brand = {
  key: 'csh',
  name: 'Cash Shop Stores',
  friendlyName: 'Cash Shop',
  phoneNumber: '800-555-0104',
  contactHours: 'Monday to Friday, 8am to 5pm EST',
  loginUrl: 'http://csh.localhost:8080/login',
  idpSource: 'CSH',
  allowedSources: ['CSH', 'CNG'],
  partnerBrand: 'cng',
  partnerSite: 'http://cng.localhost:8080',
  cookieName: 'csh_brand',
  cookieDomain: 'csh.localhost',
  campaignQueryKey: 'cid',
  policyLinks: { privacy: 'https://www.csh.example/privacy-policy', terms: 'https://www.csh.example/terms-of-use' },
  findAStore: '/find-a-store',
  howItWorksLink: 'https://www.csh.example/how-it-works',
  getAnswersLink: 'https://www.csh.example/faq',
  headerColor: '#a4161a',
  logoImage: '/brands/csh/logo.svg',
  plaidThemeName: 'csh_theme',
  originName: 'CSHRetail',
  baseDomain: 'csh.example',
  hasRetailStores: true,
  bankPartner: false,
  // The languages its pages are offered in (English always; decision 0085).
  languages: ['en', 'es'],
};
