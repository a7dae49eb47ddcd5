// Local stand-ins for two outside services of /otp and /identity (issue 14), as pages of their own, the way the
// real services take the applicant to theirs and back:
// - GET/POST /stand-in/boku/:token: Boku's carrier check of the application's mobile number (the link
//   `generateBokuEVURL` gives); back to /application/otp?carrier=verified|unconfirmed|expired.
// - GET/POST /stand-in/id-scan/:userToken: Intellicheck's capture of the front and back of the photo ID; back to
//   /application/identity/verify?scan=done|expired. The scan compares the ID with the application (identityCheck.ts).
// Neither page shows more than a masked number or a first name; both are rate-limited.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { STEP_PAGES } from '../../src/lib/rules/applicationSteps';
import { carrierCheckFor, runCarrierCheck } from '../domain/application/verification/phoneCheck';
import { completeScan, pendingScan } from '../domain/application/verification/identityCheck';
import { phoneDestination } from '../domain/codes/oneTimeCodes';
import type { Settings } from '../settings';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d2329}main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px #0002}h1{font-size:1.35rem;margin-top:0}.note{color:#4a5561;font-size:.875rem}button{font:inherit;padding:.75rem 1.25rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer;width:100%}button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}</style>
</head><body><main>${body}</main></body></html>`);
}

export function registerStandInRoutes(app: FastifyInstance, deps: { db: Database; settings: Settings }): void {
  void app.register((scope, _options, done) => {
    standInRoutes(scope, deps);
    done();
  });
}

function standInRoutes(app: FastifyInstance, deps: { db: Database; settings: Settings }): void {
  const { db, settings } = deps;
  // The pages' forms post nothing but the button (application/x-www-form-urlencoded): the body is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const limited = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  app.get<{ Params: { token: string } }>('/stand-in/boku/:token', limited, async (request, reply) => {
    const found = await carrierCheckFor(db, settings, request.params.token);
    if (!found) return reply.redirect(`${STEP_PAGES.OTP}?carrier=expired`, 303);
    return page(
      reply,
      'Mobile number check',
      `<h1>Mobile number check</h1>
<p class="note">Local stand-in for Boku: your mobile carrier confirms that this number is yours, without a code.</p>
<p>Confirm <strong>${escape(phoneDestination(found.phone).masked)}</strong> with your mobile carrier?</p>
<form method="post"><button type="submit">Confirm my number</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>('/stand-in/boku/:token', limited, async (request, reply) => {
    const result = await runCarrierCheck(db, settings, request.params.token);
    const carrier =
      result.outcome === 'VERIFIED' ? 'verified' : result.outcome === 'UNCONFIRMED' ? 'unconfirmed' : 'expired';
    return reply.redirect(`${STEP_PAGES.OTP}?carrier=${carrier}`, 303);
  });

  app.get<{ Params: { token: string } }>('/stand-in/id-scan/:token', limited, async (request, reply) => {
    const row = await pendingScan(db, request.params.token);
    if (!row) return reply.redirect(`${STEP_PAGES.IDENTITY}/verify?scan=expired`, 303);
    return page(
      reply,
      'Scan your ID',
      `<h1>Scan your ID</h1>
<p class="note">Local stand-in for Intellicheck's ID capture: it reads the ID given on the application and checks it.</p>
<p>${escape(row.personal?.firstName ?? '')}, hold the front and then the back of your driver's license or state ID in front of the camera.</p>
<form method="post"><button type="submit">Scan front and back</button></form>`,
    );
  });

  app.post<{ Params: { token: string } }>('/stand-in/id-scan/:token', limited, async (request, reply) => {
    const result = await completeScan(db, request.params.token);
    return reply.redirect(`${STEP_PAGES.IDENTITY}/verify?scan=${result ? 'done' : 'expired'}`, 303);
  });
}
