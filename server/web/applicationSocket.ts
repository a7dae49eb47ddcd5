// The application live-update socket (application spec 4.2, 7.3): GET /socket/application?Auth=<id token>. Who calls
// is GraphQL's answer (server/domain/session/caller.ts: the token, the brand from the host, the customer an agent acts
// for while a screen share still runs); the client then sends
// { action: 'registerApplicationListener', applicationId } for one of its own applications (or, for an agent, the
// customer's it acts for), and gets that application's state at once and after every change:
// { body: { applicationState: { id, status, isPendingDocuments, ... }, status, customerCode, action } } (action:
// ESIGN_RECALCULATED while recalculated figures wait to be signed). Nothing personal is
// sent. The change feed (server/db/changeFeed.ts) tells the socket of every change, made on any instance; it then
// reads the application again. Nothing is polled but the session (every few seconds). Closing is the client's (spec 4.2's rule); the server closes with 4401
// (a bad token, told at once, or the session ended since: sign-out, global sign-out), 4403 (brand, or an agent who no
// longer acts for the customer: checked before each push and every few seconds), 4404 (not this
// caller's application), 4400 (a message it does not understand) or 4408 (nothing registered within 5 seconds).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Database } from '../db/client';
import {
  applicationByLoanNumber,
  ownedApplication,
  ownedBy,
  type ApplicationOwner,
  type ApplicationRow,
} from '../domain/application/applicationRepository';
import { isUuid } from '../domain/uuid';
import { loanByNumber } from '../domain/loans/loanRepository';
import { latestPaymentOf } from '../domain/loans/paymentRepository';
import type { ChangeFeed } from '../db/changeFeed';
import { socketActionOf, stateInfo } from '../domain/application/decision/decisionService';
import { callerOf, identifyCaller } from '../domain/session/caller';
import type { TokenService } from '../identity/tokens';
import type { HostPolicy } from './hosts';
import type { CustomerId } from '../db/schema/customers';

export const NO_LONGER_ACTING = 'You no longer act for this customer';

/** How often an open socket checks that its session still lasts. */
const SESSION_CHECK_MS = 3000;
/** How long a socket may stay open before it registers (with a valid token). */
export const AUTH_WINDOW_MS = 5000;

export interface SocketRegistry {
  /** Test hook: drops every open application and loan socket as a failing server would (1012, not a normal close). */
  dropAll: () => number;
  /** How many application and loan sockets are open on this instance. */
  openCount: () => number;
}

export function messageOf(row: ApplicationRow) {
  return {
    body: {
      applicationState: stateInfo(row),
      status: row.status,
      customerCode: row.decision?.customerCode ?? null,
      action: socketActionOf(row),
    },
  };
}

function parsed(raw: string): { action?: unknown; applicationId?: unknown; loanId?: unknown } | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

/** What a listener watches: whose it is, and the message about it now (null when there is nothing to say yet). */
interface Watched {
  /** The application it follows (null: a loan on the account, followed by its number). */
  applicationId: string | null;
  /** Whose it is: their customer record. */
  customerId: CustomerId;
  brand: string;
  message: unknown;
}

/** What one kind of listener socket registers for, and how it reads what it watches. */
interface ListenerKind {
  path: string;
  action: string;
  idField: 'applicationId' | 'loanId';
  /** Whether a registration's id has the form of one (else 4400). */
  validId: (id: string) => boolean;
  /** What the id names, now, when it is the owner's (undefined: not found, or another's). */
  find: (db: Database, id: string, owner: ApplicationOwner) => Promise<Watched | undefined>;
  /** Loans: also told when something happened on the loan itself (a payment posted or declined). */
  watchesLoan: boolean;
}

/**
 * The loan and payment socket (application spec 4.3, 7.3): GET /socket/loan?Auth=<id token>, then
 * { action: 'registerListener', loanId } for the caller's own loan (its number). It sends { body: { loanId, status } }
 * with the status of what is pending on the loan, once it has one: for a loan on the account, its newest payment
 * (POSTED or DECLINED, with its reference); before the loan is made, the bank verification's trial deposit (POSTED,
 * VERIFIED, FAILED, ERROR), once it is past SENT. The client closes it on the first status.
 */
export function loanMessageOf(row: ApplicationRow) {
  const status = row.decision?.bankCheck?.status;
  return status && status !== 'SENT' ? { body: { loanId: row.loan?.loanNumber ?? null, status } } : null;
}

const watchedApplication = (
  row: ApplicationRow | undefined,
  message: (row: ApplicationRow) => unknown,
): Watched | undefined =>
  row && { applicationId: row.id, customerId: row.customerId, brand: row.brand, message: message(row) };

const APPLICATION_LISTENER: ListenerKind = {
  path: '/socket/application',
  action: 'registerApplicationListener',
  idField: 'applicationId',
  validId: isUuid,
  // The one ownership rule of applications (the same customer and brand, not emptied by the purge).
  find: async (db, id, owner) => watchedApplication(await ownedApplication(db, id, owner), messageOf),
  watchesLoan: false,
};

const LOAN_LISTENER: ListenerKind = {
  path: '/socket/loan',
  action: 'registerListener',
  idField: 'loanId',
  validId: (id) => /^[A-Z0-9]{1,12}-\d{7}$/.test(id),
  find: async (db, loanId, owner) => {
    const loan = await loanByNumber(db, loanId);
    if (loan) {
      if (loan.customerId !== owner.customerId || loan.brand !== owner.brand) return undefined;
      const payment = await latestPaymentOf(db, loan.id);
      const message =
        payment && payment.status !== 'PENDING'
          ? { body: { loanId, status: payment.status, reference: payment.reference } }
          : null;
      return { applicationId: null, customerId: loan.customerId, brand: loan.brand, message };
    }
    const row = await applicationByLoanNumber(db, loanId);
    return watchedApplication(ownedBy(row, owner) ? row : undefined, loanMessageOf);
  },
  watchesLoan: true,
};

interface SocketDeps {
  db: Database;
  tokens: TokenService;
  hosts: HostPolicy;
  changes: ChangeFeed;
}

export function registerApplicationSocket(app: FastifyInstance, deps: SocketDeps): SocketRegistry {
  const open = new Set<WebSocket>();
  for (const kind of [APPLICATION_LISTENER, LOAN_LISTENER]) registerListener(app, deps, kind, open);
  return {
    dropAll() {
      const count = open.size;
      for (const socket of open) socket.close(1012, 'Service restart');
      return count;
    },
    openCount: () => open.size,
  };
}

function registerListener(app: FastifyInstance, deps: SocketDeps, kind: ListenerKind, open: Set<WebSocket>): void {
  app.get<{ Querystring: { Auth?: string } }>(
    kind.path,
    { websocket: true },
    (socket: WebSocket, request: FastifyRequest<{ Querystring: { Auth?: string } }>) => {
      open.add(socket);
      let stop = () => undefined as void;
      // A socket that has not registered within the window is closed: an open socket costs the server, a silent one
      // serves nobody.
      const registerBy = setTimeout(
        () => socket.close(4408, `Send ${kind.action} within ${Math.round(AUTH_WINDOW_MS / 1000)} seconds`),
        AUTH_WINDOW_MS,
      );
      socket.on('close', () => {
        clearTimeout(registerBy);
        open.delete(socket);
        stop();
      });
      const ready = (async () => {
        const caller = await identifyCaller(deps, request.query.Auth ?? '', deps.hosts.brandOf(request));
        if (caller === 'unauthenticated') return null;
        if (caller === 'incorrectBrand') return 'brand' as const;
        return caller;
      })();
      // A bad token or brand is told at once, without waiting for a message.
      void ready.then((caller) => {
        if (caller === null) socket.close(4401, 'Unauthorized');
        else if (caller === 'brand') socket.close(4403, 'Incorrect Brand');
      });

      socket.on('message', (raw) => {
        void (async () => {
          const caller = await ready;
          // A bad token or brand was closed above, as soon as it was known.
          if (caller === null || caller === 'brand') return;
          const message = parsed((raw as Buffer).toString('utf8'));
          const id = message?.[kind.idField];
          if (message?.action !== kind.action || typeof id !== 'string' || !kind.validId(id)) {
            return socket.close(4400, `Send ${kind.action} with a ${kind.idField}`);
          }
          const owner = { customerId: caller.subjectId, brand: caller.brand };
          const watched = await kind.find(deps.db, id, owner);
          if (!watched)
            return socket.close(
              4404,
              `No ${kind.idField === 'loanId' ? 'loan' : 'application'} with this id for this customer`,
            );
          stop();
          clearTimeout(registerBy);
          let last = '';
          const send = (said: unknown) => {
            const text = said === null ? '' : JSON.stringify(said);
            if (!text || text === last || socket.readyState !== socket.OPEN) return;
            last = text;
            socket.send(text);
          };
          send(watched.message);
          // Whether the caller may still be told about it: the session lasts (4401 when not) and the caller still calls
          // for its customer (4403 when not: an agent who stopped acting for them, or acts for someone else now).
          const mayStillWatch = async (): Promise<boolean> => {
            if (!(await deps.tokens.sessionLasts(caller.claims))) {
              socket.close(4401, 'Session ended');
              return false;
            }
            // A customer's own record cannot change under a lasting session; only an agent's acting can end.
            if (
              caller.isAgent &&
              (await callerOf(deps.db, caller.claims, caller.brand)).subjectId !== watched.customerId
            ) {
              socket.close(4403, NO_LONGER_ACTING);
              return false;
            }
            return true;
          };
          const reread = () =>
            void (async () => {
              if (caller.isAgent && !(await mayStillWatch())) return;
              const current = await kind.find(deps.db, id, owner);
              if (current) send(current.message);
            })().catch(() => undefined);
          const fromApplication = watched.applicationId
            ? deps.changes.subscribe('application', watched.applicationId, reread)
            : () => undefined;
          const fromLoan = kind.watchesLoan ? deps.changes.subscribe('loan', id, reread) : () => undefined;
          const unsubscribe = () => {
            fromApplication();
            fromLoan();
          };
          // The session ending (sign-out, global sign-out), or the agent's acting for the customer ending, closes the
          // socket: it is told nothing more. An agent's every push is checked first too.
          const timer = setInterval(() => {
            void mayStillWatch().catch(() => undefined);
          }, SESSION_CHECK_MS);
          stop = () => {
            unsubscribe();
            clearInterval(timer);
          };
        })();
      });
    },
  );
}
