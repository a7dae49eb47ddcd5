// ccb's notice texts (see brands/notices.ts). Names and addresses are fictional.
import type { BrandNotices } from '../brandSchema';

export const notices: BrandNotices = {
  adverseActionText:
    'Xact by Cedar Creek Bank is unable to approve your application at this time. You will receive a written statement of the specific reasons within 30 days.',
  creditorAddress: 'Cedar Creek Bank, 300 Example Street, Salt Lake City, UT 84101',
  ecoaAgency:
    'Federal Deposit Insurance Corporation, Consumer Response Center, 1100 Walnut Street, Box #11, Kansas City, MO 64106',
  thankYouText: 'Thank you for choosing Xact by Cedar Creek Bank. We will be in touch about your application.',
};
