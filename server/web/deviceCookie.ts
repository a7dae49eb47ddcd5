// The remembered-device cookie of one request (decision 0049): `portal_device`, HttpOnly (no script reads it),
// SameSite=Strict (no other site's page sends it), Path=/, for the brand host that set it, Secure under https.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DeviceCookie } from '../domain/mfa/deviceCookie';

export const DEVICE_COOKIE = 'portal_device';

export function deviceCookieOf(request: FastifyRequest, reply: FastifyReply, production: boolean): DeviceCookie {
  const options = {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: '/',
    secure: production || request.protocol === 'https',
  };
  return {
    secret: request.cookies[DEVICE_COOKIE] ?? null,
    userAgent: String(request.headers['user-agent'] ?? ''),
    keep(secret, maxAgeSeconds) {
      void reply.setCookie(DEVICE_COOKIE, secret, { ...options, maxAge: maxAgeSeconds });
    },
    drop() {
      void reply.clearCookie(DEVICE_COOKIE, options);
    },
  };
}
