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
  adverseActionText:
    'Xact by Cedar Creek Bank is unable to approve your application at this time. You will receive a written statement of the specific reasons within 30 days.',
  creditorAddress: 'Cedar Creek Bank, 300 Example Street, Salt Lake City, UT 84101',
  ecoaAgency: 'Federal Deposit Insurance Corporation, Consumer Response Center, 1100 Walnut Street, Box #11, Kansas City, MO 64106',
  thankYouText: 'Thank you for choosing Xact by Cedar Creek Bank. We will be in touch about your application.',
  privacyNoticeText:
    'California residents: Xact by Cedar Creek Bank collects the categories of personal information described in our privacy policy to process your application and service your loan.',
  hasRetailStores: false,
  bankPartner: true,
};
