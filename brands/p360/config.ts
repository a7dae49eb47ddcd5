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
  adverseActionText:
    'Path 360 is unable to approve your application at this time. You will receive a written statement of the specific reasons within 7 days.',
  creditorAddress: 'Path 360 Financial, LLC, 500 Example Boulevard, Columbus, OH 43215',
  ecoaAgency: 'Bureau of Consumer Financial Protection, 1700 G Street NW, Washington, DC 20552',
  thankYouText: 'Thank you for choosing Path 360. We will be in touch about your application.',
  privacyNoticeText:
    'California residents: Path 360 collects the categories of personal information described in our privacy policy to process your application and service your loan.',
  hasRetailStores: false,
  bankPartner: false,
};
