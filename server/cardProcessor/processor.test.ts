// The card processor's stand-in (issue 48, part 1): its frame only on the portal's origins, its token call only from
// its own origin and checking every field, its API only with the key; tokens used once, charges once per key; and
// the portal's schema takes no card number or security code anywhere.
import fc from 'fast-check';
import { buildASTSchema, isInputObjectType, parse } from 'graphql';
import { schemaText } from '../graphql/schemaText';
import { createCardVault } from './cardVault';
import { buildCardProcessor } from './processorApp';

const ORIGIN = 'http://cards.localhost:9999';
const PORTAL = 'http://cng.localhost:8080';
const KEY = 'processor-test-key-0123456789abcdef';
const CARD = { nameOnCard: 'Tara Quinn', number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', zipCode: '43215' };

interface Answer {
  statusCode: number;
  headers: Headers;
  body: string;
  json<T = unknown>(): T;
}

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

async function processor() {
  const app = await buildCardProcessor({ origin: ORIGIN, allowedParents: [PORTAL], secretKey: KEY });
  opened.push(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ask = async (url: string, init: RequestInit = {}): Promise<Answer> => {
    const response = await fetch(`${base}${url}`, init);
    const body = await response.text();
    return { statusCode: response.status, headers: response.headers, body, json: () => JSON.parse(body) as never };
  };
  const typed = (card: Record<string, unknown>, origin = ORIGIN) =>
    ask('/v1/tokens', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(card),
    });
  const api = (url: string, payload?: unknown, key = KEY) =>
    ask(url, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
  return { ask, typed, api };
}

describe('the card frame', () => {
  it('is served only to the portal’s origins, which alone may embed it, with nothing inline allowed', async () => {
    const { ask } = await processor();
    const page = await ask(`/frame?origin=${encodeURIComponent(PORTAL)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'none'; base-uri 'none'; frame-ancestors ${PORTAL}`,
    );
    for (const label of ['Name on card', 'Card number', 'Expiry date (MM/YY)', 'Security code', 'Billing ZIP code'])
      expect(page.body).toContain(`>${label}</label>`);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).not.toMatch(/<script>|style="/);
    // In Spanish when the portal's page asks; a language it does not speak is English.
    const spanish = await ask(`/frame?origin=${encodeURIComponent(PORTAL)}&language=es`);
    expect(spanish.body).toContain('<html lang="es">');
    for (const label of ['Nombre en la tarjeta', 'Número de la tarjeta', 'Fecha de vencimiento (MM/AA)'])
      expect(spanish.body).toContain(`>${label}</label>`);
    expect((await ask(`/frame?origin=${encodeURIComponent(PORTAL)}&language=fr`)).body).toBe(page.body);
    for (const origin of ['http://evil.example', `${PORTAL}.evil.example`, ''])
      expect((await ask(`/frame?origin=${encodeURIComponent(origin)}`)).statusCode).toBe(400);
  });

  it('takes a card only from its own origin, and says what is wrong at each field', async () => {
    const { typed } = await processor();
    expect((await typed(CARD, PORTAL)).statusCode).toBe(403);
    const good = await typed(CARD);
    expect(good.statusCode).toBe(201);
    expect(good.json()).toEqual({
      token: expect.stringMatching(/^tok_/) as unknown,
      last4: '1111',
      network: 'Visa',
      expiry: '12/30',
    });
    const bad = await typed({
      nameOnCard: 'x'.repeat(1_000),
      number: '4111 1111 1111 1112',
      expiry: '01/21',
      cvv: '12',
      zipCode: '432\u000015',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      errors: {
        nameOnCard: 'Enter the name on the card',
        number: 'This card number is not valid. Check the 16 digits on the front of your card',
        expiry: 'This card has expired',
        cvv: 'Enter the security code: 3 digits on the back of your card (4 on the front of an American Express card)',
        zipCode: "Enter the 5-digit ZIP code of the card's billing address",
      },
    });
    // A frame in Spanish sends its language: the same checks, each message in Spanish.
    const spanish = await typed({ ...CARD, number: '4111 1111 1111 1112', zipCode: '', language: 'es' });
    expect(spanish.json()).toEqual({
      errors: {
        number: 'Este número de tarjeta no es válido. Revise los 16 dígitos del frente de su tarjeta',
        zipCode: 'Escriba el código postal de 5 dígitos de la dirección de facturación de la tarjeta',
      },
    });
    expect((await typed({ ...CARD, zipCode: '', language: 'x'.repeat(500) })).json()).toEqual({
      errors: { zipCode: "Enter the 5-digit ZIP code of the card's billing address" },
    });
    expect((await typed({ ...CARD, nameOnCard: 'x'.repeat(1_000_000) })).statusCode).toBe(413);
    expect((await typed({ number: 1e308 })).statusCode).toBe(400);
    // A field that is not text is refused in the frame's language too.
    expect((await typed({ ...CARD, cvv: 123, language: 'es' })).json()).toEqual({
      errors: {
        cvv: 'Escriba el código de seguridad: 3 dígitos al reverso de su tarjeta (4 al frente de una tarjeta American Express)',
      },
    });
  });
});

describe('the processor’s API', () => {
  it('answers only the portal’s back end, with its key', async () => {
    const { typed, api } = await processor();
    const { token } = (await typed(CARD)).json<{ token: string }>();
    expect((await api(`/v1/tokens/${token}`, undefined, 'a-wrong-key-0123456789abcdef0123')).statusCode).toBe(401);
    expect((await api(`/v1/tokens/${token}`)).json()).toEqual({ last4: '1111', network: 'Visa', expiry: '12/30' });
  });

  it('charges a token once, and the same key again answers the same charge; a declined card is declined', async () => {
    const { typed, api } = await processor();
    const { token } = (await typed(CARD)).json<{ token: string }>();
    const first = await api('/v1/charges', { token, amountCents: 2500, idempotencyKey: 'pay_first' });
    expect(first.json()).toMatchObject({ status: 'succeeded', amountCents: 2500, last4: '1111' });
    expect((await api('/v1/charges', { token, amountCents: 2500, idempotencyKey: 'pay_first' })).json()).toEqual(
      first.json(),
    );
    expect((await api('/v1/charges', { token, amountCents: 2500, idempotencyKey: 'pay_second' })).statusCode).toBe(404);
    expect((await api('/v1/charges', { token, amountCents: 9900, idempotencyKey: 'pay_first' })).statusCode).toBe(409);
    expect((await api(`/v1/tokens/${token}`)).statusCode).toBe(404);
    const declined = (await typed({ ...CARD, number: '4000 0000 0000 0002' })).json<{ token: string }>().token;
    expect(
      (await api('/v1/charges', { token: declined, amountCents: 2500, idempotencyKey: 'pay_third' })).json(),
    ).toMatchObject({ status: 'declined', last4: '0002' });
    for (const amountCents of [0, -1, 1.5, 1e308, '2500'])
      expect((await api('/v1/charges', { token, amountCents, idempotencyKey: 'pay_fourth' })).statusCode).toBe(400);
  });

  it('never charges a token twice, however often and with whichever keys it is asked (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            key: fc.constantFrom('a1b2c3d4', 'e5f6g7h8', 'i9j0k1l2'),
            cents: fc.integer({ min: 1, max: 500_000 }),
          }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        (asks) => {
          const vault = createCardVault();
          const { token } = vault.tokenize(CARD);
          const charged = new Set<string>();
          for (const { key, cents } of asks) {
            const answer = vault.charge(token, cents, key);
            if (typeof answer === 'object') charged.add(answer.id);
          }
          return charged.size === 1;
        },
      ),
    );
  });

  it('expires a token after 15 minutes', () => {
    let now = 0;
    const vault = createCardVault(() => now);
    const { token } = vault.tokenize(CARD);
    now = 15 * 60 * 1000 + 1;
    expect(vault.describe(token)).toBeNull();
    expect(vault.charge(token, 100, 'pay_late')).toBe('unknown-token');
  });
});

describe('the portal’s schema', () => {
  it('takes no card number or security code in any input', () => {
    const schema = buildASTSchema(parse(`directive @auth(allow: [String]) on FIELD_DEFINITION\n${schemaText}`), {
      assumeValidSDL: true,
    });
    const fields = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`));
    const argumentNames = [schema.getMutationType(), schema.getQueryType()].flatMap((type) =>
      Object.values(type?.getFields() ?? {}).flatMap((field) => field.args.map((arg) => `${field.name}(${arg.name})`)),
    );
    expect(fields.length).toBeGreaterThan(20);
    for (const name of [...fields, ...argumentNames])
      expect(name).not.toMatch(/card\w*\.|cardnumber|\.pan$|cvv|cvc|securitycode|[.(]card\)?$/i);
  });
});
