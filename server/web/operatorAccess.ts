// Who may read what only operators need (the job queue's counts): a request with the operator's bearer token
// (OPERATOR_TOKEN), or, when none is configured, one sent to a loopback host name (a developer's or a test's own
// machine; those names are off in production). Never a visitor on a brand host.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { HostPolicy } from './hosts';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function operatorAccess(operatorToken: string | null, hosts: HostPolicy) {
  const expected = operatorToken === null ? null : digest(operatorToken);
  return (request: FastifyRequest): boolean => {
    if (expected === null) return hosts.isLoopback(request);
    const header = String(request.headers.authorization ?? '');
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return given !== '' && timingSafeEqual(digest(given), expected);
  };
}
