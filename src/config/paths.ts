// Every path of the portal, in one place (as bulletproof-react's config/paths.ts): the route table matches
// `path`, and everything that links or navigates builds the address with `href()`. Nothing else spells a
// path. An area's own pages carry the segment the route table matches under the area as `path` and the full
// address from `href()`.
//
// The areas' own pages (applicationPaths.ts, enrollmentPaths.ts, accountPaths.ts) are not in the first chunk, which
// carries only their roots. `virtualPages` are the names analytics records for steps that have no address of their own (the
// specification's "virtual page views").

export interface Page<P extends string = string> {
  /** What a route table matches (a child table's segment for an area's pages). */
  readonly path: P;
  /** The address to link or navigate to. */
  readonly href: () => string;
}

/** True when `pathname` is `address` or an address under it. */
export const isAtOrUnder = (pathname: string, address: string) =>
  pathname === address || pathname.startsWith(`${address}/`);

const page = <P extends string>(path: P): Page<P> => ({ path, href: () => path });

/** A page of an area: its table matches `segment` under the area; the address is the whole path. */
export const within = <P extends string>(area: string, segment: P): Page<P> => ({
  path: segment,
  href: () => `${area}/${segment}`,
});

export const ENROLLMENT = '/enrollment';
export const APPLICATION = '/application';
export const ACCOUNT = '/account';
/** The sign-in's own pages (recovery, the multi-factor check): an area whose table loads with its first page. */
const AUTHENTICATION = '/authentication';
const CHANGE_PASSWORD = `${AUTHENTICATION}/change-password`;

export const paths = {
  root: page('/'),
  login: page('/login'),
  /** Only a page view and a redirect to the root: the sign-in's landing (account-access spec 4). */
  loginSuccessful: page('/login-successful'),
  sso: page('/sso'),
  ssoTransfer: page('/sso/transfer'),
  admin: {
    login: page('/admin/login'),
    landing: page('/admin/landing'),
  },
  forgotPassword: within(AUTHENTICATION, 'forgot-password'),
  forgotPasswordFail: within(AUTHENTICATION, 'forgot-password/fail'),
  forgotEmail: within(AUTHENTICATION, 'forgot-email'),
  forgotEmailFail: within(AUTHENTICATION, 'forgot-email/fail'),
  /** The e-mailed link; its code and address never reach logs (`forLogs`). */
  changePassword: {
    path: 'change-password/:code/:email',
    href: (code: string, email: string) =>
      `${CHANGE_PASSWORD}/${encodeURIComponent(code)}/${encodeURIComponent(email)}`,
    forLogs: (pathname: string) => (pathname.startsWith(`${CHANGE_PASSWORD}/`) ? `${CHANGE_PASSWORD}/…` : pathname),
  },
  passwordlessResume: within(AUTHENTICATION, 'resume-passwordless'),
  mfa: within(AUTHENTICATION, 'mfa'),
  mfaFail: within(AUTHENTICATION, 'mfa/fail'),
  /** The enrollment area: its pages are in enrollmentPaths.ts, loaded with the area; its error page is the app's too. */
  enrollment: { root: page(ENROLLMENT), error: within(ENROLLMENT, 'error') },

  /** The sign-in's own pages (recovery, the multi-factor check) live under this address. */
  authentication: page(AUTHENTICATION),
  /**
   * The account pages (account-access spec 2); /account chooses one with the rule table (src/lib/rules/accountPage.ts).
   * Its home pages are in accountPaths.ts, loaded with the area.
   */
  account: {
    root: page(ACCOUNT),
    error: page('/account/error'),
    /** Payments: any open loan (?loan=). */
    payment: page('/account/payment'),
    /** Paying by phone. */
    ivr: page('/account/ivr'),
    /** The free credit score benefit (TransUnion CreditView, a local stand-in). */
    creditView: page('/account/benefits-and-rewards/tu-creditview'),
    /** The contact details and their changes, each confirmed by a code. */
    personal: page('/account/personal'),
  },
  /** Converting or refinancing a payday loan (the LOAN_CONVERSION flag): the offers, then the convert or refinance page. */
  loanConversion: {
    root: page('/loan/conversion'),
    convert: page('/loan/conversion/convert'),
    refinance: page('/loan/conversion/refinance'),
  },
  /** An application (or a change to a loan) waiting on the lender. */
  pending: page('/pending'),
  /** The store locator (public). */
  findAStore: page('/find-a-store'),
  /**
   * The application area (matched by prefix): its pages are in applicationPaths.ts, loaded with the area. The
   * adverse-action entry is here too: the account's declined conversion or refinance opens it.
   */
  application: { root: page(APPLICATION), adverseAction: within(APPLICATION, 'adverse-action') },
  error: page('/error'),
  /** The second error page: the server cannot be reached (a 502 or 504); the root follows after 15 seconds. */
  errorUnavailable: page('/error/unavailable'),
  /** Static pages of each brand, served by the back end (outside the app's router). */
  notFound: page('/404.html'),
  maintenance: page('/maintenance.html'),
} as const;

export const virtualPages = {
  /** The multi-factor check's steps (account-access spec 2 and 8). */
  mfa: {
    OTP_EMAIL: '/mfa/otp-email',
    OTP_PHONE: '/mfa/otp-phone',
    OTP_PHONE_EMAIL: '/mfa/otp-phone-email',
    BYPASS: '/mfa/bypass',
    ALLOW: '/mfa/approved',
    DENY: '/mfa/denied',
    rememberDevice: '/mfa/remember-device',
    rememberAccepted: '/mfa/remember-device-accept',
    rememberDeclined: '/mfa/remember-device-decline',
  },
} as const;
