// The brand's feature flags: read once at start-up (inlined in the page by the server, or from
// GET /api/flags/<brand>) and kept in the runtime slice, so the first chunk needs no RTK Query.
import type { BrandKey } from '../../brands/brandKeys';
import { correlationId, sessionId } from '../lib/sessionId';

export interface FeatureFlags {
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
}

/** The flags from the back end, or null when they cannot be had (the screens then take every flag as off). */
export async function fetchFeatureFlags(brandKey: BrandKey): Promise<FeatureFlags | null> {
  try {
    const response = await fetch(`/api/flags/${brandKey}`, {
      headers: { 'X-brand-key': brandKey, 'X-session-id': sessionId(), 'X-correlation-id': correlationId() },
    });
    return response.ok ? ((await response.json()) as FeatureFlags) : null;
  } catch {
    return null;
  }
}
