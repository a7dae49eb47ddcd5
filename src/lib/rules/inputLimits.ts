// How much the portal takes, shared by the browser and the reference back end (issue 30): a value over a limit is
// refused with a message on both sides, never stored. The form fields' own lengths live with their schemas in
// src/lib/validation; these are the limits of what no form shows.

/** A marketing campaign id (?{campaignQueryKey}=…): letters, digits, - and _, at most 64. */
export const CAMPAIGN_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** The content-management data sent with a new application, as JSON. */
export const CMS_DATA_MAX_BYTES = 4096;
/** A name given at sign-up (it travels in every id token: a long one would make every later request too large). */
export const IDENTITY_NAME_MAX = 100;

/** The short codes an application carries as given (its source, the product asked for): letters, digits, - and _. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

export const INPUT_LIMIT_TEXT = {
  shortCode: (field: string) => `${field} must be 1 to 32 letters, digits, - or _`,
  campaignId: 'campaignId must be 1 to 64 letters, digits, - or _',
  cmsData: `cmsData must be at most ${CMS_DATA_MAX_BYTES} bytes of JSON`,
  identityName: `name and family_name must be at most ${IDENTITY_NAME_MAX} characters`,
} as const;
