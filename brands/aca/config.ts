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
  adverseActionText:
    'Acorn Cash Advance is unable to approve your application at this time. You will receive a written statement of the specific reasons within 7 days.',
  creditorAddress: 'Acorn Cash Advance, Inc., 100 Example Plaza, Columbus, OH 43004',
  ecoaAgency: 'Bureau of Consumer Financial Protection, 1700 G Street NW, Washington, DC 20552',
  thankYouText: 'Thank you for choosing Acorn Cash Advance. We will be in touch about your application.',
  privacyNoticeText:
    'California residents: Acorn Cash Advance collects the categories of personal information described in our privacy policy to process your application and service your loan.',
  hasRetailStores: true,
  bankPartner: false,
};
