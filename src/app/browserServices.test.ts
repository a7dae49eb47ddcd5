// The browser's upload service loads XMLHttpRequest's uploader with the first document sent; what it answers, and an
// upload stopped before the uploader arrived (nothing is sent).
import { createBrowserServices } from './browserServices';
import { testConfig } from '../../tests/support/renderApp';

const sent: string[] = [];
jest.mock('./xhrUpload', () => ({
  xhrUpload: {
    send: ({ url }: { url: string }, onProgress: (progress: { loaded: number; total: number }) => void) => {
      sent.push(url);
      onProgress({ loaded: 5, total: 10 });
      return { done: Promise.resolve({ status: 201, body: { id: 'doc-1' } }), abort: () => undefined };
    },
  },
}));

const form = () => new FormData();

beforeEach(() => sent.splice(0));

it('sends with the uploader once it has loaded, passing its progress and its answer on', async () => {
  const { services } = createBrowserServices(testConfig);
  const progress: unknown[] = [];
  const { done } = services.uploads.send({ url: '/api/documents', token: 't', form: form() }, (step) =>
    progress.push(step),
  );
  await expect(done).resolves.toEqual({ status: 201, body: { id: 'doc-1' } });
  expect(sent).toEqual(['/api/documents']);
  expect(progress).toEqual([{ loaded: 5, total: 10 }]);
});

it('sends nothing when stopped before the uploader arrived', async () => {
  const { services } = createBrowserServices(testConfig);
  const { done, abort } = services.uploads.send({ url: '/api/documents', token: 't', form: form() }, () => undefined);
  abort();
  await expect(done).rejects.toThrow('The upload was stopped');
  expect(sent).toEqual([]);
});
