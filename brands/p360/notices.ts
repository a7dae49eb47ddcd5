// p360's notice texts (see brands/notices.ts). Names and addresses are fictional.
import type { BrandNotices } from '../brandSchema';

export const notices: BrandNotices = {
  adverseActionText:
    'Path 360 is unable to approve your application at this time. You will receive a written statement of the specific reasons within 7 days.',
  creditorAddress: 'Path 360 Financial, LLC, 500 Example Boulevard, Columbus, OH 43215',
  ecoaAgency: 'Bureau of Consumer Financial Protection, 1700 G Street NW, Washington, DC 20552',
  thankYouText: 'Thank you for choosing Path 360. We will be in touch about your application.',
};
