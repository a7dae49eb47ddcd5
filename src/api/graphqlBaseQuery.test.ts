import { createFakeAuthService, profileFor } from '../../tests/support/fakeAuthService';
import { setupStore } from '../../tests/support/renderApp';
import { graphqlApi } from './graphqlApi';

const api = graphqlApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => ({ document: 'query Probe { me { id } }' }) }),
  }),
});

describe('GraphQL base query', () => {
  type Init = RequestInit & { headers: Record<string, string>; body: string };
  const fetchMock = jest.fn<Promise<Response>, [string, Init]>();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  it('returns the local unauthenticated error and makes no call without a token', async () => {
    const { store } = setupStore();
    const result = await store.dispatch(api.endpoints.probe.initiate());
    expect(result.error).toEqual({
      status: 'UNAUTHENTICATED',
      message: 'No current user: the request needs a signed-in user',
      code: 'UNAUTHENTICATED',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a refusal’s words with values beside its English, and drops words that are not plain', async () => {
    const auth = createFakeAuthService(
      { 'a@example.com': { password: 'x', profile: profileFor('a@example.com') } },
      { signedInAs: 'a@example.com' },
    );
    const { store } = setupStore({ auth, runSagas: false });
    const refusal = (extensions: Record<string, unknown>) =>
      new Response(JSON.stringify({ data: null, errors: [{ message: 'You have 2 tries left.', extensions }] }), {
        status: 200,
      });
    fetchMock.mockResolvedValueOnce(
      refusal({ code: 'BAD_REQUEST', messageKey: 'You have {left} tries left.', values: { left: 2 } }),
    );
    expect((await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }))).error).toEqual({
      status: 200,
      message: 'You have 2 tries left.',
      code: 'BAD_REQUEST',
      words: { key: 'You have {left} tries left.', values: { left: 2 } },
    });
    fetchMock.mockResolvedValueOnce(refusal({ code: 'BAD_REQUEST', messageKey: 'k', values: { left: { deep: 1 } } }));
    expect((await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }))).error).toEqual({
      status: 200,
      message: 'You have 2 tries left.',
      code: 'BAD_REQUEST',
    });
  });

  it('sends the brand key, id token, session id, a new correlation id per request and the campaign id', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ data: { me: { id: '1' } } }), { status: 200 }),
    );
    const auth = createFakeAuthService(
      { 'a@example.com': { password: 'x', profile: profileFor('a@example.com') } },
      { signedInAs: 'a@example.com' },
    );
    const { store } = setupStore({ auth, brandKey: 'aca', runSagas: false });
    store.dispatch({
      type: 'runtime/runtimeConfigured',
      payload: { ...store.getState().runtime, campaignId: 'spring-24' },
    });
    await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }));
    await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init);
    if (!first || !second) throw new Error('two calls expected');
    expect(first.method).toBe('POST');
    expect(first.headers).toMatchObject({
      'X-brand-key': 'aca',
      authorization: 'fake-id-token-for-a@example.com',
      'X-cng-campaign-id': 'spring-24',
    });
    expect(first.headers['X-session-id']).toBe(second.headers['X-session-id']);
    expect(first.headers['X-correlation-id']).not.toBe(second.headers['X-correlation-id']);
    expect(JSON.parse(first.body)).toEqual({ query: 'query Probe { me { id } }' });
  });

  it('normalises GraphQL errors, HTTP errors and network failures to plain objects', async () => {
    const auth = createFakeAuthService(
      { 'a@example.com': { password: 'x', profile: profileFor('a@example.com') } },
      { signedInAs: 'a@example.com' },
    );
    const { store } = setupStore({ auth, runSagas: false });
    fetchMock.mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          data: null,
          errors: [{ message: 'Not implemented: x', extensions: { code: 'NOT_IMPLEMENTED' } }],
        }),
        { status: 200 },
      ),
    );
    expect((await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }))).error).toEqual({
      status: 200,
      message: 'Not implemented: x',
      code: 'NOT_IMPLEMENTED',
    });
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] }), {
        status: 401,
      }),
    );
    expect((await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }))).error).toEqual({
      status: 401,
      message: 'Unauthorized',
      code: 'UNAUTHENTICATED',
    });
    fetchMock.mockResolvedValueOnce(new Response('<html>bad gateway</html>', { status: 502 }));
    expect((await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }))).error).toEqual({
      status: 502,
      message: 'Unexpected response (502)',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await store.dispatch(api.endpoints.probe.initiate(undefined, { forceRefetch: true }))).error).toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch',
    });
  });
});
