// The brand's feature flags: read once at start-up (inlined in the page by the server, or from
// GET /api/flags/<brand>) and kept in the runtime slice, so the first chunk needs no RTK Query.
import type { BrandKey } from '../../brands/brandKeys';
import type { FeatureFlags } from '../lib/rules/featureFlags';
import { correlationId, sessionId } from '../lib/sessionId';

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
