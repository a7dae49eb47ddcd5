// The privacy-notice consent page (application spec 8, the privacyNoticeConsent flag; what it says and does is
// ours): the brand's notice at collection, with the California notice the footer shows, read and agreed to before
// step 1 asks for personal information. The agreement is the customer's, per brand and version; an agent acting for
// the customer may record it (having read it to them), and the row says so. While the flag is on, step 1's personal
// information is refused until the current version is agreed.
import type { BrandKey } from '../../../brands/brandKeys';
import { readFlags } from '../../flags/featureFlags';
import { legalOf } from '../application/productCatalog';
import { badRequest, forbidden } from '../domainError';
import type { Scope } from '../scope';
import { consentOf, recordConsent } from './privacyNoticeRepository';
import type { CustomerId } from '../../db/schema/customers';

export const PRIVACY_NOTICE_TEXT = {
  needed: 'Please read and agree to our privacy notice before you tell us about yourself.',
  changed: 'Our privacy notice has changed. Please read the new one.',
  noCustomer: 'Act for a customer first: the privacy notice is agreed to by the customer.',
} as const;

const noticeOf = (scope: Scope) => legalOf(scope.brand as BrandKey).privacyNotice;

/** The agreement is the customer's: an agent acting for nobody has none to read or give. */
/** The customer record the agreement is kept for: only a customer's, or that of the customer an agent acts for. */
function requireCustomer(scope: Scope): CustomerId {
  if ((scope.isAgent && !scope.actingForEmail) || !scope.subjectId) throw forbidden(PRIVACY_NOTICE_TEXT.noCustomer);
  return scope.subjectId;
}

/** The notice as the page shows it, with the agreement to this version when there is one. */
async function shown(scope: Scope, consent: { acceptedAt: Date } | null) {
  const legal = legalOf(scope.brand as BrandKey);
  const flags = await readFlags(scope.db, scope.brand as BrandKey);
  const california = flags.showNewCaNotice === true ? legal.californiaNotice.next : legal.californiaNotice.current;
  return {
    version: legal.privacyNotice.version,
    required: flags.privacyNoticeConsent === true,
    sections: [
      { heading: legal.privacyNotice.heading, paragraphs: legal.privacyNotice.paragraphs },
      { heading: california.heading, paragraphs: california.paragraphs },
    ],
    acceptedAt: consent ? consent.acceptedAt.toISOString() : null,
  };
}

/** The notice, whether this brand asks for it, and when the customer agreed to this version (null if not). */
export async function privacyNotice(scope: Scope) {
  const customerId = requireCustomer(scope);
  return shown(scope, await consentOf(scope.db, customerId, scope.brand, noticeOf(scope).version));
}

/** Agrees to `version` of the notice: only the version shown today; a second agreement keeps the first. */
export async function acceptPrivacyNotice(scope: Scope, version: string, now = new Date()) {
  const customerId = requireCustomer(scope);
  if (version !== noticeOf(scope).version) throw badRequest(PRIVACY_NOTICE_TEXT.changed, 'version');
  const consent = await recordConsent(scope.db, {
    customerId,
    brand: scope.brand,
    version,
    acceptedAt: now,
    agentSub: scope.actingForEmail ? scope.claims.sub : null,
  });
  return shown(scope, consent);
}

/** Step 1's gate: while the brand asks for the notice, personal information waits for the agreement. */
export async function requirePrivacyConsent(scope: Scope) {
  if ((await readFlags(scope.db, scope.brand as BrandKey)).privacyNoticeConsent !== true) return;
  if (!scope.subjectId || !(await consentOf(scope.db, scope.subjectId, scope.brand, noticeOf(scope).version)))
    throw badRequest(PRIVACY_NOTICE_TEXT.needed);
}
