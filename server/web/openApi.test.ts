// The REST routes described (issue 49): GET /api/openapi.json is an OpenAPI 3.1 document made from the routes' own JSON
// schemas, which also check each request before its handler runs (a refusal says what to fix, in { error }).
import { rest } from '../../tests/support/serverClient';

const sharedUrl = () => process.env.TEST_SERVER_URL!;

interface Operation {
  tags?: string[];
  summary?: string;
  requestBody?: { content: Record<string, { schema: { type?: string; properties?: Record<string, unknown> } }> };
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
}

const DESCRIBED = {
  '/api/health': ['get'],
  '/api/ready': ['get'],
  '/api/health/jobs': ['get'],
  '/api/openapi.json': ['get'],
  '/api/rum': ['post'],
  '/config.json': ['get'],
  '/.well-known/jwks.json': ['get'],
  '/api/flags/{brand}': ['get'],
  '/api/footer-links/{brandKey}': ['get'],
  '/cognito': ['post'],
  '/api/auth': ['post'],
  '/api/password-changed': ['post'],
  '/api/forgot-email': ['post'],
  '/api/application/resume-lookup': ['post'],
  '/api/applications/{id}/agreements/{idTag}': ['get'],
  '/api/applications/{id}/adverse-action-notice': ['get'],
  '/api/applications/{id}/documents': ['post'],
  '/api/plaid-local/session': ['post'],
  '/api/plaid-local/sign-in': ['post'],
  '/api/locations/search': ['post'],
};

describe('the OpenAPI document', () => {
  let document: Document;
  beforeAll(async () => {
    const answer = await fetch(`${sharedUrl()}/api/openapi.json`);
    expect(answer.status).toBe(200);
    document = (await answer.json()) as Document;
  });

  it("is an operator's: a brand host's visitor is answered 404 (issue 68: it listed the operators' routes to anyone)", async () => {
    for (const brand of ['cng', 'p360']) {
      const host = `${brand}.localhost:${new URL(sharedUrl()).port}`;
      const answer = await fetch(`${sharedUrl()}/api/openapi.json`, { headers: { 'x-forwarded-host': host } });
      expect({ host, status: answer.status, body: (await answer.json()) as unknown }).toEqual({
        host,
        status: 404,
        body: { error: 'Not found' },
      });
    }
  });

  it('describes every REST route, and nothing else (no pages, stand-in screens or test hooks)', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(DESCRIBED).sort());
    for (const [path, methods] of Object.entries(DESCRIBED))
      for (const method of methods) {
        const operation = document.paths[path]![method]!;
        expect({ path, tags: operation.tags?.length, summary: Boolean(operation.summary) }).toEqual({
          path,
          tags: 1,
          summary: true,
        });
      }
  });

  it("gives each body's schema, and each route's parameters", () => {
    const body = (path: string) => document.paths[path]!.post!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(body('/api/auth').properties!)).toEqual(['email', 'blackBox', 'type', 'flags']);
    expect(Object.keys(body('/api/forgot-email').properties!)).toEqual(['lastName', 'dateOfBirth', 'ssnLast4']);
    expect(Object.keys(body('/api/locations/search').properties!)).toContain('params');
    expect(Object.keys(body('/api/rum').properties!)).toEqual(['vitals', 'errors']);
    const notice = document.paths['/api/applications/{id}/adverse-action-notice']!.get!;
    expect(notice.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'id' })]);
    expect(Object.keys(notice.responses)).toEqual(['200', '401', '403', '404']);
  });

  it('is what refuses a request: the words of the route, for a value of the wrong kind or none', async () => {
    expect(await rest('auth', [])).toEqual({ status: 400, body: { error: 'Send a JSON object' } });
    expect(await rest('auth', { blackBox: 'b', type: 'failedLogin' })).toEqual({
      status: 400,
      body: { error: 'A valid email is required' },
    });
    expect(await rest('auth', { email: 'a@example.com', blackBox: 'b', type: 'other' })).toEqual({
      status: 400,
      body: { error: 'type must be failedLogin or forgotPassword' },
    });
    expect(await rest('forgot-email', { lastName: { x: 1 }, dateOfBirth: '1990-01-01', ssnLast4: '1234' })).toEqual({
      status: 400,
      body: { error: 'A last name is required' },
    });
    expect(await rest('locations/search', { type: 'Store', params: { limit: 'ten' } })).toEqual({
      status: 400,
      body: { error: 'limit must be a number' },
    });
  });
});
