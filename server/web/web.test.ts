// The HTTP surface around the app: runtime config, flags, security headers, branded static pages. The tests stand
// where a proxy would (the test server trusts 127.0.0.1), so X-Forwarded-Host names the brand host.
import { tileOrigin } from '../settings';

const url = () => process.env.TEST_SERVER_URL!;
const brandHost = (key: string) => `${key}.localhost:${new URL(url()).port}`;

describe('runtime routes and static pages', () => {
  it('serves /config.json with the identity endpoint of the host that asked', async () => {
    const response = await fetch(`${url()}/config.json`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const config = (await response.json()) as {
      auth: { userPoolEndpoint: string; userPoolId: string };
      graphqlUrl: string;
    };
    expect(config.graphqlUrl).toBe('/graphql');
    expect(config.auth.userPoolEndpoint).toBe(`${url()}/cognito`);
    expect(config.auth.userPoolId).toBe('us-east-1_LocalPool');
  });

  it('gives the store map its tile server in /config.json, and lets the page load the tiles (and only them) as images', async () => {
    const response = await fetch(`${url()}/config.json`);
    const config = (await response.json()) as { map: { tileUrl: string; attribution: string } };
    expect(config.map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(response.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: https://tile.openstreetmap.org;",
    );
    expect(tileOrigin('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileOrigin('http://localhost:9000/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:9000');
  });

  it('serves feature flags per brand and lets tests change them at run time', async () => {
    const before = (await (await fetch(`${url()}/api/flags/ccb`)).json()) as Record<string, unknown>;
    expect(before).toMatchObject({
      enableXact: true,
      maintenenceMode: false,
      timeouts: { verification: { otp_email: 30 } },
    });
    const changed = await fetch(`${url()}/api/test/flags/ccb`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maintenenceMode: true }),
    });
    expect(((await changed.json()) as Record<string, unknown>).maintenenceMode).toBe(true);
    expect(((await (await fetch(`${url()}/api/flags/ccb`)).json()) as Record<string, unknown>).maintenenceMode).toBe(
      true,
    );
    // Put back only what was changed: other files' tests run at the same time, with flags of their own.
    await fetch(`${url()}/api/test/flags/ccb`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maintenenceMode: false }),
    });
    expect(((await (await fetch(`${url()}/api/flags/ccb`)).json()) as Record<string, unknown>).maintenenceMode).toBe(
      false,
    );
    expect((await fetch(`${url()}/api/flags/nope`)).status).toBe(404);
  });

  it.each([
    ['aca', 'Acorn Cash Advance', '800-555-0102'],
    ['p360', 'Path 360', '800-555-0105'],
  ])('serves the 404 page of the %s brand with status 404', async (key, name, phone) => {
    const response = await fetch(`${url()}/404.html`, { headers: { 'x-forwarded-host': brandHost(key) } });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>Page not found | ${name}</title>`);
    expect(html).toContain(phone);
  });

  it('serves the maintenance page with status 503', async () => {
    const response = await fetch(`${url()}/maintenance.html`, { headers: { 'x-forwarded-host': brandHost('csh') } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Cash Shop Stores is down for scheduled maintenance.');
  });

  it('serves brand themes and logos, and nothing else from the brands folder', async () => {
    const css = await fetch(`${url()}/brands/ccb/theme.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('--brand-primary: #5b2a86');
    expect((await fetch(`${url()}/brands/ccb/config.ts`)).status).toBe(404);
  });
});
