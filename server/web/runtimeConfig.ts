// The browser app's runtime settings for one brand, built from configuration only (the brand's configured origin,
// or on loopback the checked loopback host): served as /config.json and inlined into the app's HTML.
import type { FastifyRequest } from 'fastify';
import type { BrandKey } from '../../brands/brandKeys';
import type { Settings } from '../settings';
import type { HostPolicy } from './hosts';
import { PORTAL_VERSION } from '../version';

export function runtimeConfig(settings: Settings, hosts: HostPolicy, request: FastifyRequest, brand: BrandKey) {
  // A loopback host is one of a fixed few (checked on the way in), so the page it serves stays same-origin.
  const origin = hosts.isLoopback(request) ? `http://${request.host.toLowerCase()}` : settings.brandOrigins[brand];
  return {
    environment: settings.production ? 'production' : 'local',
    graphqlUrl: '/graphql',
    restBaseUrl: '/api',
    socketUrl: `${origin.replace(/^http/, 'ws')}/socket`,
    allowBrandOverride: settings.allowBrandOverride,
    bankLinkMode: settings.bankLinkMode,
    auth: {
      userPoolId: settings.userPoolId,
      userPoolClientId: settings.userPoolClientId,
      // The portal's own user-pool API (or Cognito's stand-in); a lender's Cognito pool is reached at Cognito's own.
      ...(settings.cognito?.environment === 'aws' ? {} : { userPoolEndpoint: `${origin}/cognito` }),
    },
    brandOrigins: settings.brandOrigins,
    map: { tileUrl: settings.mapTileUrl, attribution: settings.mapAttribution },
    version: PORTAL_VERSION,
    cardFrameOrigin: settings.cardProcessor.frameOrigin,
  };
}
