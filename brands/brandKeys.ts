// The brand keys, kept apart from the brand schema so that code needing only the keys does not load yup.
export const BRAND_KEYS = ['cng', 'aca', 'ccb', 'csh', 'p360'] as const;
export type BrandKey = (typeof BRAND_KEYS)[number];
