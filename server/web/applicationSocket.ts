// The application live-update socket (application spec 4.2, 7.3): GET /socket/application?Auth=<id token>. The token
// is verified as GraphQL's is (the brand comes from the host); the client then sends
// { action: 'registerApplicationListener', applicationId } for one of its own applications (or, for an agent, the
// customer's it acts for), and gets that application's state at once and after every change:
// { body: { applicationState: { id, status, isPendingDocuments, ... }, status, customerCode } }. Nothing personal is
// sent. Besides the changes this instance makes, the socket re-reads the application every few seconds, so the
// changes of another instance reach it too. Closing is the client's (spec 4.2's rule); the server closes with 4401
// (bad token), 4403 (brand), 4404 (not this caller's application) or 4400 (a message it does not understand).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { brands } from '../../brands/index';
import type { Database } from '../db/client';
import { applicationById, type ApplicationRow } from '../domain/application/applicationRepository';
import type { DecisionDeps } from '../domain/application/decision/decisionService';
import { stateInfo } from '../domain/application/decision/decisionService';
import { actingFor } from '../domain/impersonation/impersonationRepository';
import { isAgent } from '../identity/groups';
import type { TokenService } from '../identity/tokens';
import type { HostPolicy } from './hosts';

const REREAD_MS = 3000;

export interface SocketRegistry {
  /** Test hook: drops every open application socket as a failing server would (1012, not a normal close). */
  dropAll: () => number;
}

export function messageOf(row: ApplicationRow) {
  return { body: { applicationState: stateInfo(row), status: row.status, customerCode: row.decision?.customerCode ?? null } };
}

function parsed(raw: string): { action?: unknown; applicationId?: unknown } | null {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null;
  }
}

export function registerApplicationSocket(app: FastifyInstance, deps: { db: Database; tokens: TokenService; hosts: HostPolicy; decisions: DecisionDeps }): SocketRegistry {
  const open = new Set<WebSocket>();

  app.get<{ Querystring: { Auth?: string } }>('/socket/application', { websocket: true }, (socket: WebSocket, request: FastifyRequest<{ Querystring: { Auth?: string } }>) => {
    open.add(socket);
    let stop = () => undefined as void;
    socket.on('close', () => {
      open.delete(socket);
      stop();
    });
    const ready = (async () => {
      const claims = await deps.tokens.verify(request.query.Auth ?? '', 'id').catch(() => null);
      if (!claims) return null;
      const brand = deps.hosts.brandOf(request);
      const agent = isAgent(claims['cognito:groups']);
      if (!agent && !brands[brand].allowedSources.includes(claims['custom:source'])) return 'brand' as const;
      const subjectEmail = agent ? ((await actingFor(deps.db, claims.sub))?.customerEmail ?? claims.email) : claims.email;
      return { brand, subjectEmail };
    })();

    socket.on('message', (raw) => {
      void (async () => {
        const caller = await ready;
        if (caller === null) return socket.close(4401, 'Unauthorized');
        if (caller === 'brand') return socket.close(4403, 'Incorrect Brand');
        const message = parsed((raw as Buffer).toString('utf8'));
        if (message?.action !== 'registerApplicationListener' || typeof message.applicationId !== 'string' || !/^[0-9a-f-]{36}$/i.test(message.applicationId)) {
          return socket.close(4400, 'Send registerApplicationListener with an applicationId');
        }
        const row = await applicationById(deps.db, message.applicationId);
        if (!row || row.customerEmail !== caller.subjectEmail || row.brand !== caller.brand) return socket.close(4404, 'No application with this id for this customer');
        stop();
        let last = '';
        const send = (current: ApplicationRow) => {
          const text = JSON.stringify(messageOf(current));
          if (text === last || socket.readyState !== socket.OPEN) return;
          last = text;
          socket.send(text);
        };
        send(row);
        const unsubscribe = deps.decisions.hub.subscribe(row.id, send);
        const timer = setInterval(() => {
          void applicationById(deps.db, row.id).then((current) => current && send(current), () => undefined);
        }, REREAD_MS);
        stop = () => {
          unsubscribe();
          clearInterval(timer);
        };
      })();
    });
  });

  return {
    dropAll() {
      const count = open.size;
      for (const socket of open) socket.close(1012, 'Service restart');
      return count;
    },
  };
}
