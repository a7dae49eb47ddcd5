// Issue 47: the job queue's counts answered any visitor on every brand host.
import type { FastifyRequest } from 'fastify';
import type { HostPolicy } from './hosts';
import { operatorAccess } from './operatorAccess';

const TOKEN = 'an-operator-token-of-forty-characters-xx';
const hosts = { isLoopback: (request: FastifyRequest) => request.host === '127.0.0.1:8080' } as HostPolicy;
const request = (host: string, authorization?: string) =>
  ({ host, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

describe('operatorAccess', () => {
  it('without a token, answers the loopback host names only, never a brand host', () => {
    const may = operatorAccess(null, hosts);
    expect(may(request('127.0.0.1:8080'))).toBe(true);
    expect(may(request('cng.localhost:8080'))).toBe(false);
    expect(may(request('cng.localhost:8080', `Bearer ${TOKEN}`))).toBe(false);
  });

  it('with a token, answers the one who sends it, on any host, and nobody else', () => {
    const may = operatorAccess(TOKEN, hosts);
    expect(may(request('cng.localhost:8080', `Bearer ${TOKEN}`))).toBe(true);
    expect(may(request('127.0.0.1:8080'))).toBe(false);
    expect(may(request('cng.localhost:8080', `Bearer ${TOKEN.slice(1)}`))).toBe(false);
    expect(may(request('cng.localhost:8080', TOKEN))).toBe(false);
    expect(may(request('cng.localhost:8080', 'Bearer '))).toBe(false);
  });
});
