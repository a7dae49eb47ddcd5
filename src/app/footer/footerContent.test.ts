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
      const content = await loadFooterContent('ccb');
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
      const content = await loadFooterContent('aca');
      expect(content.links?.map((link) => link.title)).toContain('About us');
      expect(backend.calls.map((call) => call.operation)).toEqual(['GET /api/footer-links/aca']);
    } finally {
      remove();
    }
  });
});
