// csh's notice texts (see brands/notices.ts). Names and addresses are fictional.
import type { BrandNotices } from '../brandSchema';

export const notices: BrandNotices = {
  adverseActionText:
    'Cash Shop Stores is unable to approve your application at this time. You will receive a written statement of the specific reasons within 7 days.',
  creditorAddress: 'Cash Shop Stores, LLC, 100 Example Plaza, Columbus, OH 43004',
  ecoaAgency: 'Bureau of Consumer Financial Protection, 1700 G Street NW, Washington, DC 20552',
  thankYouText: 'Thank you for choosing Cash Shop Stores. We will be in touch about your application.',
};
