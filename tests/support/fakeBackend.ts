// The network edge for screen tests: a fetch that answers GraphQL operations by name and REST calls by
// "METHOD /path", and records every call. Installed fresh before each web test with default answers.
import { BRAND_KEYS } from '../../brands/brandKeys';
import acaLinks from '../../brands/aca/links.json';
import ccbLinks from '../../brands/ccb/links.json';
import cngLinks from '../../brands/cng/links.json';
import cshLinks from '../../brands/csh/links.json';
import p360Links from '../../brands/p360/links.json';
import { easternDate } from '../../src/lib/rules/easternTime';

const brandLinks = { cng: cngLinks, aca: acaLinks, ccb: ccbLinks, csh: cshLinks, p360: p360Links };

/** A fixed answer, or a function of the call's input (variables or body). */
export type Answer = unknown;

export interface FakeBackend {
  graphql: Record<string, Answer>;
  rest: Record<string, Answer>;
  calls: { operation: string; input: Record<string, unknown> }[];
}

/** Maria's contact details as /account/personal reads them (`ContactDetails`), with `more` changed. */
export const contactDetailsOf = (more: Record<string, unknown> = {}) => ({
  email: 'maria.lopez@example.com',
  phone: '(614) 555-0101',
  address: {
    addressLine1: '410 High St',
    addressLine2: null,
    cityName: 'Columbus',
    stateCode: 'OH',
    zipCode: '43215',
  },
  pendingChange: null,
  ...more,
});

/** What /account/personal asks besides `me`: Maria's contact details, no remembered device, no passkey. */
export const personalPageAnswers = (): Record<string, Answer> => ({
  ContactDetails: { contactDetails: contactDetailsOf() },
  RememberedDevices: { rememberedDevices: [] },
  Passkeys: { passkeys: [] },
});

/** The `me` answer: Maria, an online returning customer in Ohio. */
export const defaultCustomer = {
  id: 'c-1',
  customerCode: null,
  email: 'maria.lopez@example.com',
  firstName: 'Maria',
  lastName: 'Lopez',
  brand: 'cng',
  customerType: 'ONLINE_RETURNING',
  stateCode: 'OH',
  channel: 'ONLINE',
  isCoreCustomer: true,
  isReturningCustomer: true,
  isRetailReturning: false,
  hasOpenApplication: false,
  hasOnlinePendingOrigination: false,
  hasPendingApplication: false,
  pendingApplicationBrand: null,
  boCode: null,
  retailBoCode: null,
  loanProCustomerId: null,
  qFundCustomerId: null,
  currentAppLoanNumber: null,
  mfaPassed: false,
  language: 'en',
};

/** An answer that makes the call fail with this HTTP status and message. */
export class HttpFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    /** The whole body to answer with, when it is not the usual `{ error: message }` (Plaid's error object). */
    readonly body?: unknown,
  ) {}
}

/** Each brand's footer links, as the back end serves them (GET /api/footer-links/<key>). */
/** The footer links as the server answers them: titled in `?language=` where the brand's file has its words. */
function footerLinkAnswers(): Record<string, Answer> {
  return Object.fromEntries(
    BRAND_KEYS.map((key) => [
      `GET /api/footer-links/${key}`,
      ({ language }: Record<string, unknown>) => ({
        results: brandLinks[key].footerLinks.map(({ idTag, url, title, translations }) => ({
          idTag,
          url,
          title: (language === 'es' && translations?.es.title) || title,
        })),
      }),
    ]),
  );
}

export function installFakeBackend(
  answers: { graphql?: Record<string, Answer>; rest?: Record<string, Answer> } = {},
): FakeBackend {
  const backend: FakeBackend = {
    graphql: {
      Me: { me: defaultCustomer },
      Impersonation: { impersonation: null },
      LogMessage: { logMessage: { success: true } },
      // The page frame's reads for a signed-in customer: no screen share running, no learning-center links.
      RemoteSession: { remoteSession: null },
      LearningCenterLinks: { getLearningCenterLinks: [] },
      // The lender's date, read once a session: the device's own (the clock the test set), so nothing moves.
      CurrentDate: () => ({ getCurrentDate: easternDate(new Date()) }),
      // The account of a customer with no loan and no application (/account goes to /account/apply-now).
      AccountOverview: { accountOverview: { page: 'apply-now', loans: [], application: null } },
      // The page's language kept on the customer's record (a signed-in customer on a page in another language).
      SaveLanguage: (input: Record<string, unknown>) => ({ saveLanguage: { id: 'c-1', language: input.language } }),
      ...answers.graphql,
    },
    rest: { ...footerLinkAnswers(), ...answers.rest },
    calls: [],
  };
  const respond = (answer: Answer, input: Record<string, unknown>, graphql: boolean): Response => {
    const value =
      typeof answer === 'function' ? (answer as (input: Record<string, unknown>) => unknown)(input) : answer;
    if (value instanceof HttpFailure) {
      const body = value.body ?? (graphql ? { errors: [{ message: value.message }] } : { error: value.message });
      return new Response(JSON.stringify(body), {
        status: value.status,
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify(graphql ? { data: value } : value), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  globalThis.fetch = (async (url: string | Request, init?: RequestInit) => {
    const href = typeof url === 'string' ? url : url.url;
    const method = (init?.method ?? (typeof url === 'string' ? 'GET' : url.method)).toUpperCase();
    const bodyText =
      typeof init?.body === 'string' ? init.body : typeof url === 'string' ? '' : await url.clone().text();
    const body = bodyText ? (JSON.parse(bodyText) as Record<string, unknown>) : {};
    if (href.endsWith('/graphql')) {
      const query = typeof body.query === 'string' ? body.query : '';
      const operation = /^(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '(anonymous)';
      const input = (body.variables ?? {}) as Record<string, unknown>;
      backend.calls.push({ operation, input });
      const answer = backend.graphql[operation];
      if (answer === undefined) return respond(new HttpFailure(500, `No fake answer for ${operation}`), input, true);
      return respond(answer, input, true);
    }
    const address = new URL(href, 'http://portal.test');
    const key = `${method} ${address.pathname}`;
    // A call's input: its query's parameters and its body's fields.
    const input = { ...Object.fromEntries(address.searchParams), ...body };
    backend.calls.push({ operation: key, input });
    const answer = backend.rest[key];
    if (answer === undefined) return respond(new HttpFailure(404, `No fake answer for ${key}`), input, false);
    return respond(answer, input, false);
  }) as typeof fetch;
  return backend;
}
