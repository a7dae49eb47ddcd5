// The footer's content: the links the server put into the page's boot data are used as they are, with no request
// (decision 0078); a page without them (the build behind a plain CDN) asks the REST route.
import { installFakeBackend } from '../../../tests/support/fakeBackend';
import { testConfig, testFlags } from '../../../tests/support/renderApp';
import { loadFooterContent } from './footerContent';

const fromThePage = [{ idTag: 'about', url: 'https://www.ccb.example/from-the-page', title: 'From the page' }];

function bootData(value: unknown): () => void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify(value);
  document.head.appendChild(block);
  return () => block.remove();
}

describe("the footer's content", () => {
  it('takes the links from the boot data of its own brand, asking for none', async () => {
    const backend = installFakeBackend();
    const remove = bootData({ brandKey: 'ccb', config: testConfig, flags: testFlags, footerLinks: fromThePage });
    try {
      const content = await loadFooterContent('ccb', 'en');
      expect(content.links).toEqual(fromThePage);
      expect(content.legal).not.toBeNull();
      expect(backend.calls).toEqual([]);
    } finally {
      remove();
    }
  });

  it("asks the REST route for another brand's links, or when the page has none", async () => {
    const backend = installFakeBackend();
    const remove = bootData({ brandKey: 'ccb', config: testConfig, flags: testFlags, footerLinks: fromThePage });
    try {
      const content = await loadFooterContent('aca', 'en');
      expect(content.links?.map((link) => link.title)).toContain('About us');
      expect(backend.calls.map((call) => call.operation)).toEqual(['GET /api/footer-links/aca']);
    } finally {
      remove();
    }
  });

  it('in Spanish: the links of a Spanish page from its boot data, else asked in Spanish; the legal text in Spanish', async () => {
    const backend = installFakeBackend({
      rest: { 'GET /api/footer-links/csh': { results: [{ idTag: 'about', url: '/about', title: 'Quiénes somos' }] } },
    });
    const remove = bootData({
      brandKey: 'csh',
      config: testConfig,
      flags: testFlags,
      footerLinks: fromThePage,
      language: 'es',
    });
    try {
      const spanish = await loadFooterContent('csh', 'es');
      expect(spanish.links).toEqual(fromThePage);
      expect(spanish.legal?.licensing.heading).toBe('Licencias estatales');
      expect(backend.calls).toEqual([]);
      // The same page switched to English: its links are asked for in English, and its legal text is the English.
      const english = await loadFooterContent('csh', 'en');
      expect(english.legal?.licensing.heading).toBe('State licensing');
      expect(backend.calls.map((call) => call.operation)).toEqual(['GET /api/footer-links/csh']);
    } finally {
      remove();
    }
  });

  it('asks for the links in the language of a page whose boot data is in another', async () => {
    const backend = installFakeBackend();
    const remove = bootData({ brandKey: 'p360', config: testConfig, flags: testFlags, footerLinks: fromThePage });
    try {
      await loadFooterContent('p360', 'es');
      expect(backend.calls).toEqual([{ operation: 'GET /api/footer-links/p360', input: { language: 'es' } }]);
    } finally {
      remove();
    }
  });
});
