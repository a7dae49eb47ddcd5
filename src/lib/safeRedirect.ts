// Where to go next, from a query string or navigation state: only a path inside this site, never
// `//other.example` or a full URL (an open redirect); anything else is the root.
export const safeRedirect = (to: unknown): string =>
  typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') ? to : '/';
