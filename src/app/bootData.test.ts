import { readBootData } from './bootData';

describe('boot data inlined by the server', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const page = (json: string) => {
    document.body.innerHTML = `<script type="application/json" id="boot-data">${json}</script>`;
  };

  it('is read from the JSON block', () => {
    page('{"brandKey":"aca","config":{"graphqlUrl":"/graphql"},"flags":{"mfa":true}}');
    expect(readBootData(document)).toEqual({
      brandKey: 'aca',
      config: { graphqlUrl: '/graphql' },
      flags: { mfa: true },
    });
  });

  it.each([
    ['none', ''],
    ['not JSON', '{oops'],
    ['an unknown brand', '{"brandKey":"zzz","config":{},"flags":{}}'],
    ['no flags', '{"brandKey":"cng","config":{}}'],
  ])('is null when there is %s (the app then asks /config.json)', (_case, json) => {
    if (json) page(json);
    expect(readBootData(document)).toBeNull();
  });
});
