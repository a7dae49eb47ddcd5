// The brand content the back end serves: the footer links per brand (REST) and the learning-center links (GraphQL).
import { graphql, tokensFor } from '../../tests/support/serverClient';

const url = () => process.env.TEST_SERVER_URL!;

describe('GET /api/footer-links/:brandKey', () => {
  it("answers the brand's links as results of idTag, url and title, different per brand", async () => {
    const cng = await fetch(`${url()}/api/footer-links/cng`);
    expect(cng.status).toBe(200);
    const cngLinks = ((await cng.json()) as { results: { idTag: string; url: string; title: string }[] }).results;
    expect(cngLinks).toContainEqual({
      idTag: 'privacy',
      url: 'https://www.cng.example/privacy-policy',
      title: 'Privacy policy',
    });
    expect(cngLinks.every((link) => Object.keys(link).sort().join() === 'idTag,title,url')).toBe(true);

    const ccbLinks = (
      (await (await fetch(`${url()}/api/footer-links/ccb`)).json()) as { results: { idTag: string; url: string }[] }
    ).results;
    expect(ccbLinks).toContainEqual(
      expect.objectContaining({ idTag: 'privacy', url: 'https://www.ccb.example/privacy-policy' }),
    );
    // A brand without stores has no store-locations link.
    expect(ccbLinks.map((link) => link.idTag)).not.toContain('locations');
  });

  it('titles them in the language asked (?language=es), in English for a language it does not speak', async () => {
    type Links = { results: { idTag: string; url: string; title: string }[] };
    const titles = async (query: string) =>
      ((await (await fetch(`${url()}/api/footer-links/aca${query}`)).json()) as Links).results.map(
        (link) => `${link.idTag} ${link.title}`,
      );
    expect(await titles('?language=es')).toEqual([
      'about Quiénes somos',
      'rates Tasas y condiciones',
      'privacy Política de privacidad',
      'terms Términos de uso',
      'accessibility Accesibilidad',
      'contact Contáctenos',
      'locations Ubicaciones de tiendas',
    ]);
    const english = await titles('');
    expect(english[0]).toBe('about About us');
    for (const query of ['?language=fr', '?language=%00', `?language=${'e'.repeat(4_000)}`, '?language=en'])
      expect(await titles(query)).toEqual(english);
  });

  it('answers 404 for an unknown brand', async () => {
    const response = await fetch(`${url()}/api/footer-links/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Unknown brand' });
  });
});

describe('getLearningCenterLinks', () => {
  it("answers the brand's links with their active flag, for a signed-in customer only", async () => {
    const { IdToken } = await tokensFor('james.carter@example.com');
    const answer = await graphql('{ getLearningCenterLinks { title link active } }', IdToken, 'aca');
    const links = (answer.body.data as { getLearningCenterLinks: { title: string; link: string; active: boolean }[] })
      .getLearningCenterLinks;
    expect(links).toContainEqual({
      title: 'Understanding APR and finance charges',
      link: 'https://www.aca.example/learn/apr',
      active: true,
    });
    expect(links.some((link) => !link.active)).toBe(true);

    const visitor = await graphql('{ getLearningCenterLinks { title } }');
    expect(visitor.body.data ?? null).toBeNull();
  });
});
