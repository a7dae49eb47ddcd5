// A visitor sent by a search engine: which one, and the brand's campaign id for its visitors (spec 3.13 names such ids
// but not their values). One rule for the browser (src/lib/campaign.ts) and the server, which keeps the campaign of a
// page's first answer (server/web/landingCookies.ts).
export type SearchEngine = 'GOOGLE' | 'BING' | 'YAHOO';

/**
 * The search engine a referring address belongs to: Google, Bing or Yahoo, on their own domains only (google.com,
 * google.de, google.co.uk, google.com.au; not a name that merely contains one).
 */
export const searchEngineOf = (referrer: string): SearchEngine | null =>
  (/^https?:\/\/(?:[^/?#@]*\.)?(google|yahoo|bing)\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})(?:[/:?#]|$)/i
    .exec(referrer)?.[1]
    ?.toUpperCase() as SearchEngine | undefined) ?? null;

/** A brand's campaign id for a search engine's visitors (spec 3.13 gives none): CNG-SEO-GOOGLE, CCB-SEO-BING, ... */
export const searchEngineCampaign = (brandKey: string, engine: SearchEngine) =>
  `${brandKey.toUpperCase()}-SEO-${engine}`;
