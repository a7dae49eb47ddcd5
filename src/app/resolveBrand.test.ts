import { resolveBrand } from './resolveBrand';

describe('brand resolution', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('takes the brand from the host', () => {
    expect(resolveBrand({ host: 'csh.localhost:8080', search: '' }, true)).toBe('csh');
  });

  it('honours ?brand= only when the override flag is on, and remembers it for the tab', () => {
    expect(resolveBrand({ host: 'cng.localhost:8080', search: '?brand=aca' }, false)).toBe('cng');
    expect(resolveBrand({ host: 'cng.localhost:8080', search: '?brand=aca' }, true)).toBe('aca');
    expect(resolveBrand({ host: 'cng.localhost:8080', search: '' }, true)).toBe('aca');
    expect(resolveBrand({ host: 'cng.localhost:8080', search: '?brand=nope' }, false)).toBe('cng');
  });
});
