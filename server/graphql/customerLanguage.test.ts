// The customer's language on their record (issue 71): a signed-in customer's page language is kept, only one the brand
// offers, and bad input changes nothing; an agent acting for the customer sees it and cannot change it.
import { graphql, newConfirmedLogin, tokensFor } from '../../tests/support/serverClient';

const ME = '{ me { email language } }';
const SAVE = 'mutation S($language: String!) { saveLanguage(language: $language) { email language } }';
const NOT_OFFERED = 'Choose a language this site offers.';

type Result = Awaited<ReturnType<typeof graphql>>;
const errorOf = (result: Result) => result.body.errors?.[0];

jest.setTimeout(30_000);

describe('the customer’s language', () => {
  it('is none until kept, then the one kept; a language not offered changes nothing', async () => {
    const email = await newConfirmedLogin('Speak#2026', 'lang');
    const token = (await tokensFor(email, 'Speak#2026')).IdToken;
    const language = async () =>
      ((await graphql(ME, token)).body.data as { me: { language: string | null } }).me.language;
    expect(await language()).toBeNull();

    expect((await graphql(SAVE, token, 'cng', { language: 'es' })).body.data).toEqual({
      saveLanguage: { email, language: 'es' },
    });
    expect(await language()).toBe('es');

    for (const bad of ['fr', '', 'ES', 'es ', 'x'.repeat(5000)])
      expect(errorOf(await graphql(SAVE, token, 'cng', { language: bad }))).toMatchObject({
        message: NOT_OFFERED,
        extensions: { code: 'BAD_REQUEST', field: 'language' },
      });
    // What no input may carry (a NUL byte), and a body past the server's limit, are refused before the service.
    expect(errorOf(await graphql(SAVE, token, 'cng', { language: 'es\u0000' }))?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await graphql(SAVE, token, 'cng', { language: 'x'.repeat(1_000_000) })).status).toBeGreaterThanOrEqual(400);
    expect((await graphql(SAVE, token, 'cng', { language: 1e308 })).body.errors).toBeDefined();
    expect(await language()).toBe('es');

    // The same again, and forty at once: each answered, and the record ends with one of the languages asked.
    expect(errorOf(await graphql(SAVE, token, 'cng', { language: 'es' }))).toBeUndefined();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => graphql(SAVE, token, 'cng', { language: index % 2 ? 'en' : 'es' })),
    );
    expect(answers.map((answer) => errorOf(answer))).toEqual(answers.map(() => undefined));
    expect(['en', 'es']).toContain(await language());
    expect(errorOf(await graphql(SAVE, token, 'cng', { language: 'es' }))).toBeUndefined();
    expect(await language()).toBe('es');
  });

  it('is shown to an agent acting for the customer, who cannot change it', async () => {
    const email = await newConfirmedLogin('Speak#2026', 'lang.agent');
    const token = (await tokensFor(email, 'Speak#2026')).IdToken;
    expect(errorOf(await graphql(SAVE, token, 'cng', { language: 'es' }))).toBeUndefined();
    const agent = (await tokensFor('agent.mensah@example.com', 'Agent#2026')).IdToken;
    // An agent's own choice is never kept on a record.
    expect(errorOf(await graphql(SAVE, agent, 'cng', { language: 'en' }))?.extensions?.code).toBe('FORBIDDEN');
    expect(
      (await graphql(`mutation { startImpersonation(email: "${email}") { customerEmail } }`, agent)).body.errors,
    ).toBeUndefined();
    try {
      expect((await graphql(ME, agent)).body.data).toEqual({ me: { email, language: 'es' } });
      expect(errorOf(await graphql(SAVE, agent, 'cng', { language: 'en' }))?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await graphql('mutation { stopImpersonation { success } }', agent);
    }
    expect(((await graphql(ME, token)).body.data as { me: { language: string } }).me.language).toBe('es');
  });
});
