// The feature flags: every flag the portal knows, with its meaning and its value before an operator changes it.
// The back end seeds and serves these per brand; the browser reads them at start-up (src/api/featureFlags.ts).
import type { BrandKey } from '../../../brands/brandKeys';
import { brands } from '../../../brands/index';

/** A type, not an interface, so that it fits the database's JSON column (a Record). */
export type FeatureFlags = {
  mfa: boolean;
  forgotEmail: boolean;
  forgotPassword: boolean;
  unifiedHomepages: boolean;
  redirectToP360: boolean;
  redirectToPartner: boolean;
  enablePasswordlessFlow: boolean;
  /** Spelled as the back end spells it. */
  maintenenceMode: boolean;
  enableXact: boolean;
  showNewCaNotice: boolean;
  LOAN_CONVERSION: boolean;
  /** Footers: hide the Hawaii state notice; hide the Kentucky and Iowa state notices. */
  hideHawaiiFooter: boolean;
  hideKentuckyIowaFooter: boolean;
  /** The header's screen-share popover: a customer may start a remote session with an agent. */
  remoteSession: boolean;
  /** Step 3's bank account on one page: the link with its consent beside the account typed by hand. */
  newBankingScreen: boolean;
  /** Step 1 starts with the brand's privacy notice, agreed to before personal information is asked. */
  privacyNoticeConsent: boolean;
  timeouts: { verification: { otp_email: number }; session: { idleSeconds: number; promptSeconds: number } };
};

export function defaultFlags(brand: BrandKey): FeatureFlags {
  return {
    // Customers the MFA rules pick pass a check at /authentication/mfa after every sign-in.
    mfa: true,
    forgotEmail: true,
    forgotPassword: true,
    unifiedHomepages: false,
    redirectToP360: false,
    redirectToPartner: false,
    enablePasswordlessFlow: true,
    maintenenceMode: false,
    enableXact: brands[brand].bankPartner,
    showNewCaNotice: false,
    LOAN_CONVERSION: true,
    hideHawaiiFooter: false,
    hideKentuckyIowaFooter: false,
    remoteSession: true,
    // Step 3's bank account on one page (link with the consent, or type it) instead of three.
    newBankingScreen: false,
    // Step 1 starts with the brand's privacy notice at collection, agreed to before personal information is asked.
    privacyNoticeConsent: false,
    timeouts: { verification: { otp_email: 30 }, session: { idleSeconds: 840, promptSeconds: 60 } },
  };
}
